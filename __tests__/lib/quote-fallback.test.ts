/** @jest-environment node */
import {
  ELLIPSIS,
  MAX_LINK_LENGTH,
  mailtoQuoteLink,
  quoteMessage,
  quoteValuesFrom,
  whatsappQuoteLink,
  type QuoteValues,
} from "../../src/lib/quote-fallback"

const VALUES: QuoteValues = {
  nome: "José d'Ávila & Filhos",
  email: "jose@exemplo.com.br",
  telefone: "(31) 98888-7777",
  empresa: 'Construtora "Água Viva" #1',
  tipo_projeto: "Projeto de Esgoto",
  descricao: "Rede coletora 💧 para 3.500 ligações\nsegunda linha: 100% & #2",
}

/** The text a link carries, decoded back. */
const whatsappText = (href: string) => decodeURIComponent(href.split("?text=")[1])
const mailtoPart = (href: string, name: string) => {
  const value = /[?&]([^=]+)=([^&]*)/g
  for (const [, key, encoded] of href.matchAll(value))
    if (key === name) return decodeURIComponent(encoded)
  return undefined
}

describe("quoteMessage", () => {
  it("writes every field in Portuguese, in order", () => {
    expect(quoteMessage(VALUES)).toBe(
      [
        "Olá! Gostaria de solicitar um orçamento.",
        "",
        "Nome: José d'Ávila & Filhos",
        'Empresa: Construtora "Água Viva" #1',
        "Tipo de projeto: Projeto de Esgoto",
        "Telefone: (31) 98888-7777",
        "E-mail: jose@exemplo.com.br",
        "",
        "Descrição do projeto:",
        "Rede coletora 💧 para 3.500 ligações\nsegunda linha: 100% & #2",
      ].join("\n"),
    )
  })

  it("leaves out the optional fields left empty", () => {
    const text = quoteMessage({ ...VALUES, empresa: "", tipo_projeto: "" })
    expect(text).not.toContain("Empresa:")
    expect(text).not.toContain("Tipo de projeto:")
  })
})

describe("quoteValuesFrom", () => {
  it("reads the six fields as text, with CRLF from a textarea turned into LF", () => {
    const data = new FormData()
    data.append("nome", "  Ana  ")
    data.append("descricao", "linha 1\r\nlinha 2")
    data.append("_gotcha", "bot")
    expect(quoteValuesFrom(data)).toEqual({
      nome: "Ana",
      email: "",
      telefone: "",
      empresa: "",
      tipo_projeto: "",
      descricao: "linha 1\nlinha 2",
    })
  })
})

describe("whatsappQuoteLink", () => {
  it("links to the firm's number with the whole request encoded in the text", () => {
    const { href, truncated } = whatsappQuoteLink("(31) 99555-0140", VALUES)
    expect(truncated).toBe(false)
    expect(href.startsWith("https://wa.me/5531995550140?text=")).toBe(true)
    // Nothing that would end or split the parameter is left raw.
    expect(href.split("?text=")[1]).toMatch(/^[A-Za-z0-9%\-_.!~*'()]+$/)
    expect(href).toContain("%0A")
    expect(href).toContain("%26")
    expect(href).toContain("%23")
    expect(href).toContain("%F0%9F%92%A7")
    expect(whatsappText(href)).toBe(quoteMessage(VALUES))
  })

  it("cuts a very long description with an ellipsis, within the length limit", () => {
    const long = { ...VALUES, descricao: "Trecho de rede com 🚰 e ação. ".repeat(300) }
    const { href, truncated } = whatsappQuoteLink("(31) 99555-0140", long)
    expect(truncated).toBe(true)
    expect(href.length).toBeLessThanOrEqual(MAX_LINK_LENGTH)
    const text = whatsappText(href)
    expect(text.endsWith(ELLIPSIS)).toBe(true)
    expect(text).toContain("Nome: José d'Ávila & Filhos")
    expect(text).toContain("E-mail: jose@exemplo.com.br")
    // The longest cut that fits: one more character would not.
    expect(href.length).toBeGreaterThan(MAX_LINK_LENGTH - 60)
  })

  it("never splits an emoji when cutting", () => {
    const long = { ...VALUES, descricao: "💧".repeat(2000) }
    const text = whatsappText(whatsappQuoteLink("(31) 99555-0140", long).href)
    const description = text.split("Descrição do projeto:\n")[1]
    expect(description).toMatch(/^(💧)+…$/u)
  })
})

describe("mailtoQuoteLink", () => {
  it("writes subject and body, with CRLF line breaks and %20 for spaces", () => {
    const { href, truncated } = mailtoQuoteLink("contato@hidrovale.example.com", VALUES)
    expect(truncated).toBe(false)
    expect(href.startsWith("mailto:contato@hidrovale.example.com?subject=")).toBe(true)
    expect(href).not.toContain("+")
    expect(href).toContain("%0D%0A")
    expect(href.split("&")).toHaveLength(2)
    expect(mailtoPart(href, "subject")).toBe("Solicitação de orçamento - José d'Ávila & Filhos")
    expect(mailtoPart(href, "body")).toBe(quoteMessage(VALUES).replace(/\n/g, "\r\n"))
  })

  it("cuts a very long description with an ellipsis, within the length limit", () => {
    const long = { ...VALUES, descricao: "Descrição longa & detalhada. ".repeat(400) }
    const { href, truncated } = mailtoQuoteLink("contato@hidrovale.example.com", long)
    expect(truncated).toBe(true)
    expect(href.length).toBeLessThanOrEqual(MAX_LINK_LENGTH)
    expect(mailtoPart(href, "body")!.endsWith(ELLIPSIS)).toBe(true)
  })
})
