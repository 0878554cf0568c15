import { screen, within } from "@testing-library/react"
import {
  AccessibilityStatement,
  VLIBRAS_URL,
} from "../../../src/components/accessibility/accessibility-statement"
import { Footer } from "../../../src/components/layout/footer"
import { renderWithTheme } from "../../test-utils"
import { mockStaticQueries, siteFacts } from "../../site-fixture"
import { builtTexts } from "../../helpers/fixture-texts"
import { fillTexts, firmWords } from "../../../src/lib/site-texts"

/** The fixture's texts.json, filled in as the page fills it. */
const texts = fillTexts(builtTexts.accessibility, {
  ...firmWords(siteFacts),
  razaoSocial: siteFacts.legalName,
})

const ITABIRA = { title: "Itabira", path: "/projetos/itabira/" }
const LAGOA = { title: "Lagoa Santa", path: "/projetos/lagoa-santa/" }
const NONE_CAPTIONED = { captioned: [], uncaptioned: [ITABIRA, LAGOA] }

describe("AccessibilityStatement, from the fixture's site.json", () => {
  const headings = () => screen.getAllByRole("heading", { level: 2 }).map((h) => h.textContent)

  it("names the standards, the law, and the date of the last check from site.json", () => {
    renderWithTheme(
      <AccessibilityStatement facts={siteFacts} texts={texts} photos={NONE_CAPTIONED} />,
    )
    expect(screen.getByRole("heading", { level: 1, name: "Acessibilidade" })).toBeVisible()
    // site.json's accessibilityReviewed is "2026-11-25".
    expect(screen.getByText("Última verificação: 25 de novembro de 2026.")).toBeVisible()
    // The firm's commitment, from texts.json: a paragraph a line, {razaoSocial} filled in.
    const [first, second] = texts.commitment.split("\n")
    expect(first).toContain(siteFacts.legalName)
    expect(screen.getByText(first)).toHaveTextContent("13.146/2015")
    expect(screen.getByText(second)).toBeVisible()
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
      <AccessibilityStatement
        facts={{ ...siteFacts, accessibilityReviewed: "2027-03-01" }}
        texts={texts}
        photos={NONE_CAPTIONED}
      />,
    )
    expect(screen.getByText("Última verificação: 1 de março de 2027.")).toBeVisible()
  })

  it("says how it is tested: axe at 390 and 1,280 px, Lighthouse's score, the keyboard", () => {
    renderWithTheme(
      <AccessibilityStatement facts={siteFacts} texts={texts} photos={NONE_CAPTIONED} />,
    )
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
    renderWithTheme(
      <AccessibilityStatement facts={siteFacts} texts={texts} photos={NONE_CAPTIONED} />,
    )
    expect(screen.getByRole("link", { name: siteFacts.email })).toHaveAttribute(
      "href",
      `mailto:${siteFacts.email}?subject=${encodeURIComponent(texts.barrierSubject)}`,
    )
    expect(screen.getByRole("link", { name: siteFacts.phone })).toHaveAttribute(
      "href",
      "tel:+553135550140",
    )
    const whatsapp = screen.getByRole("link", { name: `${siteFacts.whatsapp} (abre o WhatsApp)` })
    expect(whatsapp.getAttribute("href")).toBe(
      `https://wa.me/5531995550140?text=${encodeURIComponent(texts.barrierMessage)}`,
    )
    // The firm's invitation, just under the section's heading.
    expect(
      screen.getByRole("heading", { name: "Encontrou uma barreira?" }).nextElementSibling,
    ).toHaveTextContent(texts.barrier)
  })

  it("points to the official VLibras apps and embeds no widget", () => {
    const { container } = renderWithTheme(
      <AccessibilityStatement facts={siteFacts} texts={texts} photos={NONE_CAPTIONED} />,
    )
    const vlibras = screen.getByRole("link", { name: /página do VLibras no gov\.br/ })
    expect(vlibras).toHaveAttribute("href", VLIBRAS_URL)
    expect(vlibras).toHaveAttribute("rel", "noopener noreferrer")
    // The firm's advice on Libras (texts.json), then the site's link.
    expect(screen.getByText(texts.libras).nextElementSibling).toContainElement(vlibras)
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

describe("the statement's limitation about the projects' photos", () => {
  const limitation = () => screen.queryByText(/imagem 2 de 5/)

  it("is said of every project while no project's photos are captioned", () => {
    renderWithTheme(
      <AccessibilityStatement facts={siteFacts} texts={texts} photos={NONE_CAPTIONED} />,
    )
    expect(limitation()).toHaveTextContent(/^As fotos dos projetos, na página de cada projeto/)
  })

  it("names only the projects whose photos are not all captioned, with links to them", () => {
    renderWithTheme(
      <AccessibilityStatement
        facts={siteFacts}
        texts={texts}
        photos={{ captioned: [ITABIRA], uncaptioned: [LAGOA] }}
      />,
    )
    expect(limitation()).toHaveTextContent(
      /^Nos projetos a seguir, alguma foto ainda não tem legenda/,
    )
    expect(within(limitation()!).getByRole("link", { name: "Lagoa Santa" })).toHaveAttribute(
      "href",
      LAGOA.path,
    )
    expect(within(limitation()!).queryByRole("link", { name: "Itabira" })).toBeNull()
  })

  it("is gone once every project's photos are captioned", () => {
    renderWithTheme(
      <AccessibilityStatement
        facts={siteFacts}
        texts={texts}
        photos={{ captioned: [ITABIRA, LAGOA], uncaptioned: [] }}
      />,
    )
    expect(limitation()).toBeNull()
  })
})
