import { screen } from "@testing-library/react"
import { Hero } from "../../../src/components/home/hero"
import { fillText } from "../../../src/lib/site-texts"
import { renderWithTheme } from "../../test-utils"
import { siteFacts, siteTexts, textWords } from "../../site-fixture"

const { hero } = siteTexts
/** The fixture's point that links to the certifications on /equipe/. */
const linked = hero.points.find((point) => point.link === "/equipe/#certificacoes")!
const linkedText = fillText(linked.text, textWords)

describe("Hero", () => {
  beforeEach(() => renderWithTheme(<Hero texts={hero} words={textWords} hasCertifications />))

  it("is the #inicio section with the page's heading, the firm's title", () => {
    const heading = screen.getByRole("heading", { level: 1 })
    expect(heading.closest("section")).toHaveAttribute("id", "inicio")
    expect(heading).toHaveTextContent(fillText(hero.title, textWords))
  })

  it("writes the facts into the lead's words in braces", () => {
    const lead = screen.getByText(fillText(hero.lead, textWords))
    expect(lead).toHaveTextContent(String(siteFacts.experienceYears))
    expect(lead).toHaveTextContent(String(siteFacts.foundingYear))
    expect(lead.textContent).not.toMatch(/[{}]/)
  })

  it("has 'Solicitar Orçamento' to #contato and 'Ver Projetos' to /projetos/", () => {
    expect(screen.getByRole("link", { name: "Solicitar Orçamento" })).toHaveAttribute(
      "href",
      "#contato",
    )
    expect(screen.getByRole("link", { name: "Ver Projetos" })).toHaveAttribute("href", "/projetos/")
  })

  it("shows the four selling points of texts.json", () => {
    for (const point of hero.points)
      expect(screen.getByText(fillText(point.text, textWords))).toBeInTheDocument()
  })
})

describe("Hero's point linking to the certifications", () => {
  it("points to the certifications on /equipe/ when valid ones are listed", () => {
    renderWithTheme(<Hero texts={hero} words={textWords} hasCertifications />)
    expect(screen.getByRole("link", { name: linkedText })).toHaveAttribute(
      "href",
      "/equipe/#certificacoes",
    )
  })

  it("is left out when none is listed: the claim does not stand without its fact", () => {
    renderWithTheme(<Hero texts={hero} words={textWords} hasCertifications={false} />)
    expect(screen.queryByText(linkedText)).toBeNull()
    expect(screen.getAllByRole("listitem")).toHaveLength(hero.points.length - 1)
  })
})

describe("Hero's points naming a fact", () => {
  it("leaves out a point whose fact the content leaves empty, and keeps the others", () => {
    const points = [{ text: "Mais de {anos} anos de experiência" }, { text: "Atendimento" }]
    const words = { ...textWords, anos: undefined }
    renderWithTheme(<Hero texts={{ ...hero, points }} words={words} hasCertifications />)
    expect(screen.queryByText(/anos de experiência/)).toBeNull()
    expect(screen.getByText("Atendimento")).toBeInTheDocument()
  })
})
