import { screen } from "@testing-library/react"
import { CallToAction } from "../../../src/components/home/call-to-action"
import { renderWithTheme } from "../../test-utils"

it("CallToAction has a 'Ver Projetos' button to the projects page", () => {
  renderWithTheme(<CallToAction />)
  expect(screen.getByRole("heading", { level: 2 })).toBeInTheDocument()
  expect(screen.getByRole("link", { name: "Ver Projetos" })).toHaveAttribute("href", "/projetos/")
})
