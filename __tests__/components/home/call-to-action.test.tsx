import { screen } from "@testing-library/react"
import { CallToAction } from "../../../src/components/home/call-to-action"
import { fillText } from "../../../src/lib/site-texts"
import { statesWord } from "../../../src/lib/portfolio-facts"
import { siteTexts, textWords } from "../../site-fixture"
import { renderWithTheme } from "../../test-utils"

const { callToAction } = siteTexts

it("CallToAction has the firm's title and a 'Ver Projetos' button to the projects page", () => {
  renderWithTheme(<CallToAction texts={callToAction} words={textWords} />)
  expect(screen.getByRole("heading", { level: 2 })).toHaveTextContent(
    fillText(callToAction.title, textWords),
  )
  expect(screen.getByRole("link", { name: "Ver Projetos" })).toHaveAttribute("href", "/projetos/")
})

it("names the states the portfolio's projects are in where the text says {estados}", () => {
  expect(callToAction.text).toContain("{estados}")
  const { unmount } = renderWithTheme(
    <CallToAction
      texts={callToAction}
      words={{ ...textWords, estados: statesWord(["AL", "BA", "MG", "RJ", "SC"]) }}
    />,
  )
  expect(screen.getByText(/em cinco estados brasileiros/)).toBeInTheDocument()
  unmount()
  renderWithTheme(
    <CallToAction texts={callToAction} words={{ ...textWords, estados: statesWord(["MG"]) }} />,
  )
  expect(screen.getByText(/em Minas Gerais/)).toBeInTheDocument()
})
