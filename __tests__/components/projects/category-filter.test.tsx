import { screen, within } from "@testing-library/react"
import userEvent from "@testing-library/user-event"
import { CategoryFilter } from "../../../src/components/projects/category-filter"
import { renderWithTheme } from "../../test-utils"
import { SPEC_CATEGORIES, SPEC_FILTER_ENTRIES } from "../../helpers/spec"

const ORDER = SPEC_FILTER_ENTRIES

// jsdom applies no media queries: both variants are display-switched by CSS in the browser.
const buttons = () =>
  within(document.querySelector<HTMLElement>('[role="group"]')!).getAllByRole("button", {
    hidden: true,
  })

describe("CategoryFilter", () => {
  it("offers 'Todos' and then the categories in the list's order, as a dropdown and as toggle buttons", () => {
    renderWithTheme(
      <CategoryFilter categories={SPEC_CATEGORIES} selected="Todos" onChange={jest.fn()} />,
    )
    const select = screen.getByLabelText("Filtrar por categoria", { selector: "select" })
    expect(
      within(select)
        .getAllByRole("option")
        .map((option) => option.textContent),
    ).toEqual(ORDER)
    expect(buttons().map((button) => button.textContent)).toEqual(ORDER)
  })

  it("marks the selected category as pressed and selected", () => {
    renderWithTheme(
      <CategoryFilter categories={SPEC_CATEGORIES} selected="Esgoto" onChange={jest.fn()} />,
    )
    expect(
      buttons()
        .filter((button) => button.getAttribute("aria-pressed") === "true")
        .map((b) => b.textContent),
    ).toEqual(["Esgoto"])
    expect(screen.getByLabelText("Filtrar por categoria", { selector: "select" })).toHaveValue(
      "Esgoto",
    )
  })

  it("reports a choice from either variant", async () => {
    const onChange = jest.fn()
    renderWithTheme(
      <CategoryFilter categories={SPEC_CATEGORIES} selected="Todos" onChange={onChange} />,
    )
    await userEvent.selectOptions(
      screen.getByLabelText("Filtrar por categoria", { selector: "select" }),
      "Drenagem",
    )
    await userEvent.click(buttons()[5])
    expect(onChange.mock.calls).toEqual([
      ["Drenagem", "select"],
      ["Irrigação", "toggle"],
    ])
  })
})
