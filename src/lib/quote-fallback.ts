/**
 * When the form provider fails, the same request goes out by WhatsApp or e-mail: these links
 * carry what the visitor typed, so nothing has to be written again.
 */
import { mailtoHref, whatsappHref } from "./contact-links"
import { QUOTE_FIELDS } from "./submit-quote"

export type QuoteValues = Record<(typeof QUOTE_FIELDS)[number], string>

/**
 * The longest link built. Old Windows mail handlers and some Android intents drop longer URLs,
 * and wa.me links beyond it are unreliable; 2,000 is the common safe bound for both.
 */
export const MAX_LINK_LENGTH = 2000

export const ELLIPSIS = "…"

export interface FallbackLink {
  href: string
  /** The description was cut (ending in "…") to keep the link within MAX_LINK_LENGTH. */
  truncated: boolean
}

/** The six quote fields as text, line breaks normalised to "\n", surrounding spaces trimmed. */
export function quoteValuesFrom(data: FormData): QuoteValues {
  const entries = QUOTE_FIELDS.map((name) => {
    const value = data.get(name)
    return [name, typeof value === "string" ? value.replace(/\r\n?/g, "\n").trim() : ""]
  })
  return Object.fromEntries(entries) as QuoteValues
}

/** The request in Portuguese; empty optional fields are left out. */
export function quoteMessage(values: QuoteValues): string {
  const lines = [
    "Olá! Gostaria de solicitar um orçamento.",
    "",
    `Nome: ${values.nome}`,
    values.empresa ? `Empresa: ${values.empresa}` : null,
    values.tipo_projeto ? `Tipo de projeto: ${values.tipo_projeto}` : null,
    `Telefone: ${values.telefone}`,
    `E-mail: ${values.email}`,
    "",
    "Descrição do projeto:",
    values.descricao,
  ]
  return lines.filter((line) => line !== null).join("\n")
}

function quoteSubject(values: QuoteValues): string {
  return values.nome ? `Solicitação de orçamento - ${values.nome}` : "Solicitação de orçamento"
}

/** https://wa.me/55… with the request as the pre-filled text. */
export function whatsappQuoteLink(phone: string, values: QuoteValues): FallbackLink {
  return fitLink(values, (fitted) => whatsappHref(phone, quoteMessage(fitted)))
}

/** mailto: with subject and body; line breaks as CRLF, as RFC 6068 asks of mailto bodies. */
export function mailtoQuoteLink(email: string, values: QuoteValues): FallbackLink {
  return fitLink(values, (fitted) =>
    mailtoHref(email, {
      subject: quoteSubject(fitted),
      body: quoteMessage(fitted).replace(/\n/g, "\r\n"),
    }),
  )
}

/**
 * The link with the whole description when it fits, else with the longest start of the
 * description (whole characters, emoji included) followed by "…" that fits.
 */
function fitLink(values: QuoteValues, build: (values: QuoteValues) => string): FallbackLink {
  const whole = build(values)
  if (whole.length <= MAX_LINK_LENGTH) return { href: whole, truncated: false }
  const characters = graphemes(values.descricao)
  const cut = (count: number) =>
    build({ ...values, descricao: `${characters.slice(0, count).join("").trimEnd()}${ELLIPSIS}` })
  let low = 0
  let high = characters.length - 1
  while (low < high) {
    const middle = Math.ceil((low + high) / 2)
    if (cut(middle).length <= MAX_LINK_LENGTH) low = middle
    else high = middle - 1
  }
  return { href: cut(low), truncated: true }
}

/** User-perceived characters, so a cut never splits an emoji or an accent from its letter. */
function graphemes(text: string): string[] {
  if (typeof Intl !== "undefined" && "Segmenter" in Intl) {
    const segmenter = new Intl.Segmenter("pt-BR", { granularity: "grapheme" })
    return Array.from(segmenter.segment(text), (part) => part.segment)
  }
  return Array.from(text)
}
