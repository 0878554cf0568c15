import { screen, within } from "@testing-library/react"
import {
  AccessibilityStatement,
  VLIBRAS_URL,
} from "../../../src/components/accessibility/accessibility-statement"
import { Footer } from "../../../src/components/layout/footer"
import { renderWithTheme } from "../../test-utils"
import { mockStaticQueries, siteFacts } from "../../site-fixture"

describe("AccessibilityStatement, from the fixture's site.json", () => {
  const headings = () => screen.getAllByRole("heading", { level: 2 }).map((h) => h.textContent)

  it("names the standards, the law, and the date of the last check from site.json", () => {
    renderWithTheme(<AccessibilityStatement facts={siteFacts} />)
    expect(screen.getByRole("heading", { level: 1, name: "Acessibilidade" })).toBeVisible()
    // site.json's accessibilityReviewed is "2026-11-25".
    expect(screen.getByText("Última verificação: 25 de novembro de 2026.")).toBeVisible()
    expect(screen.getByText(/Lei nº 13\.146\/2015, art\. 63/)).toHaveTextContent(
      siteFacts.legalName,
    )
    expect(screen.getByText(/WCAG\) 2\.2, nível AA/)).toHaveTextContent("ABNT NBR 17225:2025")
    expect(headings()).toEqual([
      "Padrão adotado",
      "Como o site é testado",
      "Limitações conhecidas",
      "Encontrou uma barreira?",
      "Libras",
    ])
  })

  it("follows the date when the firm changes it", () => {
    renderWithTheme(
      <AccessibilityStatement facts={{ ...siteFacts, accessibilityReviewed: "2027-03-01" }} />,
    )
    expect(screen.getByText("Última verificação: 1 de março de 2027.")).toBeVisible()
  })

  it("says how it is tested: axe at 390 and 1,280 px, Lighthouse's score, the keyboard", () => {
    renderWithTheme(<AccessibilityStatement facts={siteFacts} />)
    const testing = screen.getByRole("heading", { name: "Como o site é testado" })
      .nextElementSibling!.nextElementSibling as HTMLElement
    const items = within(testing).getAllByRole("listitem")
    expect(items[0]).toHaveTextContent("390 px")
    expect(items[0]).toHaveTextContent("1.280 px")
    expect(items[0]).toHaveTextContent("com o menu do celular aberto")
    expect(items[1]).toHaveTextContent("a nota exigida é 100")
    expect(items[2]).toHaveTextContent("só com o teclado")
  })

  it("reports a barrier by e-mail, phone and WhatsApp, from the firm's facts", () => {
    renderWithTheme(<AccessibilityStatement facts={siteFacts} />)
    expect(screen.getByRole("link", { name: siteFacts.email })).toHaveAttribute(
      "href",
      `mailto:${siteFacts.email}?subject=Barreira%20de%20acessibilidade%20no%20site`,
    )
    expect(screen.getByRole("link", { name: siteFacts.phone })).toHaveAttribute(
      "href",
      "tel:+553135550140",
    )
    const whatsapp = screen.getByRole("link", { name: `${siteFacts.whatsapp} (abre o WhatsApp)` })
    expect(whatsapp.getAttribute("href")).toMatch(
      /^https:\/\/wa\.me\/5531995550140\?text=Ol%C3%A1!%20Encontrei%20uma%20barreira/,
    )
  })

  it("points to the official VLibras apps and embeds no widget", () => {
    const { container } = renderWithTheme(<AccessibilityStatement facts={siteFacts} />)
    const vlibras = screen.getByRole("link", { name: /página do VLibras no gov\.br/ })
    expect(vlibras).toHaveAttribute("href", VLIBRAS_URL)
    expect(vlibras).toHaveAttribute("rel", "noopener noreferrer")
    expect(screen.getByText(/aplicativo VLibras para celulares/)).toBeVisible()
    expect(container.querySelector("script, iframe, [vw]")).toBeNull()
  })
})

describe("the footer", () => {
  beforeEach(mockStaticQueries)

  it("links the statement, named by its word, the symbol hidden beside it", () => {
    renderWithTheme(<Footer isHome={false} />)
    const link = within(screen.getByRole("contentinfo")).getByRole("link", {
      name: "Acessibilidade",
    })
    expect(link).toHaveAttribute("href", "/acessibilidade/")
    expect(link.querySelector("svg")).toHaveAttribute("aria-hidden", "true")
  })
})
