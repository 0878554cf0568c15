import { screen } from "@testing-library/react"
import { useStaticQuery } from "gatsby"
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
  const { unmount } = renderWithTheme(<CallToAction />)
  expect(screen.getByText(/loteamentos em cinco estados\. Veja/)).toBeInTheDocument()
  unmount()
  ;(useStaticQuery as jest.Mock).mockReturnValue({ allProject: { distinct: ["MG", "SP"] } })
  renderWithTheme(<CallToAction />)
  expect(screen.getByText(/loteamentos em dois estados\. Veja/)).toBeInTheDocument()
})
