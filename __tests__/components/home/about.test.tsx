import { screen, within } from "@testing-library/react"
import { About } from "../../../src/components/home/about"
import { TeamSummary } from "../../../src/components/home/team-summary"
import { fillText, paragraphs } from "../../../src/lib/site-texts"
import { renderWithTheme } from "../../test-utils"
import { mockStaticQueries, siteFacts, siteTexts, teamMembers, textWords } from "../../site-fixture"

const { about } = siteTexts

describe("About", () => {
  beforeEach(() => {
    mockStaticQueries()
    renderWithTheme(
      <About texts={about} words={textWords} facts={siteFacts} team={<TeamSummary />} />,
    )
  })

  it("names the responsible engineers with their CREA, each linking to /equipe/", () => {
    const list = screen.getByRole("list", { name: "Responsáveis técnicos" })
    expect(within(list).getAllByRole("listitem")).toHaveLength(teamMembers.length)
    for (const member of teamMembers) {
      expect(within(list).getByRole("link", { name: member.name })).toHaveAttribute(
        "href",
        `/equipe/${member.memberId}/`,
      )
      expect(list).toHaveTextContent(member.crea)
    }
    expect(
      screen.getByRole("link", { name: "Conheça a equipe e as credenciais da empresa" }),
    ).toHaveAttribute("href", "/equipe/")
  })

  it("is the #sobre section", () => {
    expect(screen.getByRole("region", { name: fillText(about.title, textWords) })).toHaveAttribute(
      "id",
      "sobre",
    )
  })

  it("shows the firm's description, a paragraph a line, with the facts filled in", () => {
    const shown = paragraphs(fillText(about.description, textWords))
    expect(shown.length).toBeGreaterThan(1)
    for (const paragraph of shown) expect(screen.getByText(paragraph).tagName).toBe("P")
    expect(screen.getByText(shown[0])).toHaveTextContent(siteFacts.name)
  })

  it("lists every specialty, once each and in order, under 'Especialidades'", () => {
    const list = screen.getByRole("heading", { name: "Especialidades" })
      .nextElementSibling as HTMLElement
    expect(
      within(list)
        .getAllByRole("listitem")
        .map((item) => item.textContent),
    ).toEqual(about.specialties)
  })

  it("has 'Conhecer Mais' to the projects page", () => {
    expect(screen.getByRole("link", { name: "Conhecer Mais" })).toHaveAttribute(
      "href",
      "/projetos/",
    )
  })

  it("shows the four figures from content/site.json", () => {
    for (const { value, label } of siteFacts.figures) {
      expect(screen.getByText(value)).toBeInTheDocument()
      expect(screen.getByText(label)).toBeInTheDocument()
    }
  })

  it("shows the address, phone and e-mail from content/site.json", () => {
    expect(screen.getByText(new RegExp(siteFacts.address.street))).toBeInTheDocument()
    expect(screen.getByRole("link", { name: siteFacts.phone })).toHaveAttribute(
      "href",
      "tel:+553135550140",
    )
    expect(screen.getByRole("link", { name: siteFacts.email })).toHaveAttribute(
      "href",
      `mailto:${siteFacts.email}`,
    )
  })
})

describe("About without figures", () => {
  it("shows no figures band when the content has none, and the address without a CEP", () => {
    mockStaticQueries()
    const facts = { ...siteFacts, figures: [], address: { ...siteFacts.address, postalCode: null } }
    renderWithTheme(<About texts={about} words={textWords} facts={facts} />)
    for (const { label } of siteFacts.figures ?? []) expect(screen.queryByText(label)).toBeNull()
    expect(screen.getByText(new RegExp(siteFacts.address.street))).toHaveTextContent(/ - MG$/)
  })
})
