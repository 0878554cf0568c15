import { screen } from "@testing-library/react"
import { HoldingPage, holdingTitle } from "../../../src/components/holding/holding-page"
import { renderWithTheme } from "../../test-utils"

describe("the holding page (site em preparação)", () => {
  it("says the site is being prepared, with the firm's name once it is set", () => {
    renderWithTheme(<HoldingPage firmName="Águas do Pampa Engenharia" />)
    expect(screen.getByRole("heading", { level: 1, name: "Site em preparação" })).toBeVisible()
    expect(screen.getByText("Águas do Pampa Engenharia")).toBeVisible()
    expect(holdingTitle("Águas do Pampa Engenharia")).toBe(
      "Águas do Pampa Engenharia | Site em preparação",
    )
  })

  it("names no firm before the firm's name is written, and leads the firm to the editor", () => {
    const { container } = renderWithTheme(<HoldingPage firmName={null} />)
    expect(container.querySelectorAll("p")).toHaveLength(1)
    expect(holdingTitle(null)).toBe("Site em preparação")
    expect(screen.getByRole("link", { name: "Área da empresa: editor" })).toHaveAttribute(
      "href",
      "/admin/",
    )
  })
})
