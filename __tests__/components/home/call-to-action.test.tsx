import { screen } from "@testing-library/react"
import { CallToAction } from "../../../src/components/home/call-to-action"
import { mockStaticQueries } from "../../site-fixture"
import { renderWithTheme } from "../../test-utils"

beforeEach(mockStaticQueries)

it("CallToAction has a 'Ver Projetos' button to the projects page", () => {
  renderWithTheme(<CallToAction />)
  expect(screen.getByRole("heading", { level: 2 })).toBeInTheDocument()
  expect(screen.getByRole("link", { name: "Ver Projetos" })).toHaveAttribute("href", "/projetos/")
})

it("counts the states the portfolio's projects are in", () => {
  renderWithTheme(<CallToAction />)
  expect(screen.getByText(/loteamentos em cinco estados\. Veja/)).toBeInTheDocument()
})
