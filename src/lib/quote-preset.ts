/** A quote started from a project (docs/behaviours.md, "Starting from a project"). */
import { projectPath } from "./portfolio-paths"
import { fillText } from "./site-texts"
import { slugify } from "./slug"

/** "Projeto de Esgoto" names "esgoto": whole words, accents and case aside. */
const names = (option: string, category: string) =>
  `-${slugify(option)}-`.includes(`-${slugify(category)}-`)

/** The query's names: ?tipo=<Tipo de Projeto>&descricao=<start of the description>. */
export const PRESET_PARAMS = { type: "tipo", description: "descricao" } as const

/** The longest description a link may preset; the rest of a longer one is dropped. */
export const MAX_PRESET_LENGTH = 500

export interface QuotePreset {
  type: string | null
  description: string | null
}

/**
 * The Tipo de Projeto of a project: the first of the firm's options (content/quote-form.json)
 * that names one of its categories, taken in order ("Esgoto" → "Projeto de Esgoto"), else none.
 */
export function typeOfCategories(
  categories: readonly string[],
  projectTypes: readonly string[],
): string | null {
  for (const category of categories) {
    const type = projectTypes.find((option) => names(option, category))
    if (type) return type
  }
  return null
}

/**
 * The line Descrição do Projeto begins with, the visitor's own text to follow: the firm's line
 * (texts.json's similarQuote.line) with {titulo} and {endereco} filled in; none for an empty one.
 */
export function similarProjectLine(line: string, title: string, url: string): string {
  const filled = fillText(line, { titulo: title, endereco: url }).trim()
  return filled ? `${filled}\n\n` : ""
}

/** /?tipo=Drenagem&descricao=…#contato for a project, its page's full address in the line. */
export function similarQuotePath(
  project: { title: string; slug: string; categories: readonly string[] },
  siteUrl: string,
  projectTypes: readonly string[],
  line: string,
): string {
  const query = new URLSearchParams()
  const type = typeOfCategories(project.categories, projectTypes)
  if (type) query.set(PRESET_PARAMS.type, type)
  const description = similarProjectLine(
    line,
    project.title,
    `${siteUrl}${projectPath(project.slug)}`,
  )
  if (description) query.set(PRESET_PARAMS.description, description)
  return `/?${query.toString()}#contato`
}

/** What a home-page address presets: one of the form's options, a description cut to size. */
export function readQuotePreset(search: string, projectTypes: readonly string[]): QuotePreset {
  const query = new URLSearchParams(search)
  const type = query.get(PRESET_PARAMS.type)
  const description = query.get(PRESET_PARAMS.description)?.slice(0, MAX_PRESET_LENGTH) ?? ""
  return {
    type: type !== null && projectTypes.includes(type) ? type : null,
    description: description.trim() ? description : null,
  }
}
