import { screen, within } from "@testing-library/react"
import { About, SPECIALTIES } from "../../../src/components/home/about"
import { renderWithTheme } from "../../test-utils"
import { mockStaticQueries, siteFacts, teamMembers } from "../../site-fixture"

describe("About", () => {
  beforeEach(() => {
    mockStaticQueries()
    renderWithTheme(<About facts={siteFacts} />)
  })

  it("names the responsible engineers with their CREA, each linking to /equipe/", () => {
    const list = screen.getByRole("list", { name: "Responsáveis técnicos" })
    expect(within(list).getAllByRole("listitem")).toHaveLength(teamMembers.length)
    for (const member of teamMembers) {
      expect(within(list).getByRole("link", { name: member.name })).toHaveAttribute(
        "href",
        `/equipe/#${member.memberId}`,
      )
      expect(list).toHaveTextContent(member.crea)
    }
    expect(
      screen.getByRole("link", { name: "Conheça a equipe e as credenciais da empresa" }),
    ).toHaveAttribute("href", "/equipe/")
  })

  it("is the #sobre section", () => {
    expect(screen.getByRole("region", { name: `Sobre a ${siteFacts.name}` })).toHaveAttribute(
      "id",
      "sobre",
    )
  })

  it("lists every specialty, once each and in order, under 'Especialidades'", () => {
    const list = screen.getByRole("heading", { name: "Especialidades" })
      .nextElementSibling as HTMLElement
    expect(
      within(list)
        .getAllByRole("listitem")
        .map((item) => item.textContent),
    ).toEqual(SPECIALTIES)
  })

  it("has the SPEC's six specialties, in its order", () => {
    // SPEC.md: "A specialty list: water supply, sewage systems, drainage, earthworks, technical
    // reports and consulting, sustainable and innovative projects." Each, by a word of its pt-BR.
    const SPEC_SPECIALTIES: [string, RegExp][] = [
      ["water supply", /abastecimento de água/i],
      ["sewage systems", /esgot/i],
      ["drainage", /drenagem/i],
      ["earthworks", /terraplanagem/i],
      ["technical reports and consulting", /laudos.*consultoria/i],
      ["sustainable and innovative projects", /sustentáveis.*inovadores/i],
    ]
    const list = screen.getByRole("heading", { name: "Especialidades" })
      .nextElementSibling as HTMLElement
    const shown = within(list)
      .getAllByRole("listitem")
      .map((item) => item.textContent ?? "")
    expect(shown).toHaveLength(SPEC_SPECIALTIES.length)
    SPEC_SPECIALTIES.forEach(([item, words], index) =>
      expect([item, shown[index]]).toEqual([item, expect.stringMatching(words)]),
    )
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
