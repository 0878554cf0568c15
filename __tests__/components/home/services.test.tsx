import { screen, within } from "@testing-library/react"
import { Services } from "../../../src/components/home/services"
import { renderWithTheme } from "../../test-utils"
import { filledHeading, mockStaticQueries, services } from "../../site-fixture"

beforeEach(mockStaticQueries)

describe("Services", () => {
  it("is the #servicos section with a card per service, in order, with every item", () => {
    renderWithTheme(<Services heading={filledHeading("services")} />)
    expect(screen.getByRole("region", { name: filledHeading("services").title })).toHaveAttribute(
      "id",
      "servicos",
    )
    const cards = screen.getAllByRole("article").map((card) => ({
      title: within(card).getByRole("heading", { level: 3 }).textContent,
      items: within(card)
        .getAllByRole("listitem")
        .map((item) => item.textContent),
    }))
    expect(cards).toEqual(services.map(({ title, items }) => ({ title, items })))
  })
})
