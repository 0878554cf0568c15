/**
 * A quote started from a project ("Solicitar orçamento semelhante"): a link to the home page's
 * form whose query presets Tipo de Projeto and begins Descrição do Projeto with a line naming
 * the project and its address (docs/behaviours.md#quote-form). The form reads the query once it
 * has started; the payload stays the six fields.
 */
import { projectPath } from "./portfolio-paths"

/** Tipo de Projeto choices, in the order the form offers them. */
export const PROJECT_TYPES = [
  "Abastecimento de Água",
  "Projeto de Esgoto",
  "Drenagem",
  "Terraplanagem",
  "Consultoria",
  "Outro",
] as const

export type ProjectType = (typeof PROJECT_TYPES)[number]

/** The portfolio categories that name a Tipo de Projeto; the others preset none. */
const TYPE_OF_CATEGORY: Readonly<Record<string, ProjectType>> = {
  "Abastecimento de Água": "Abastecimento de Água",
  Esgoto: "Projeto de Esgoto",
  Drenagem: "Drenagem",
}

/** The query's names: ?tipo=<Tipo de Projeto>&descricao=<start of the description>. */
export const PRESET_PARAMS = { type: "tipo", description: "descricao" } as const

/** The longest description a link may preset; the rest of a longer one is dropped. */
export const MAX_PRESET_LENGTH = 500

export interface QuotePreset {
  type: ProjectType | null
  description: string | null
}

/** The Tipo de Projeto of a project: that of its first category that has one, else none. */
export function typeOfCategories(categories: readonly string[]): ProjectType | null {
  for (const category of categories) {
    const type = TYPE_OF_CATEGORY[category]
    if (type) return type
  }
  return null
}

/** The line Descrição do Projeto begins with, the visitor's own text to follow. */
export function similarProjectLine(title: string, url: string): string {
  return `Gostaria de um orçamento para um projeto semelhante a “${title}” (${url}).\n\n`
}

/** /?tipo=Drenagem&descricao=…#contato for a project, its page's full address in the line. */
export function similarQuotePath(
  project: { title: string; slug: string; categories: readonly string[] },
  siteUrl: string,
): string {
  const query = new URLSearchParams()
  const type = typeOfCategories(project.categories)
  if (type) query.set(PRESET_PARAMS.type, type)
  query.set(
    PRESET_PARAMS.description,
    similarProjectLine(project.title, `${siteUrl}${projectPath(project.slug)}`),
  )
  return `/?${query.toString()}#contato`
}

/** What a home-page address presets: a known Tipo de Projeto, a description cut to size. */
export function readQuotePreset(search: string): QuotePreset {
  const query = new URLSearchParams(search)
  const type = query.get(PRESET_PARAMS.type)
  const description = query.get(PRESET_PARAMS.description)?.slice(0, MAX_PRESET_LENGTH) ?? ""
  return {
    type: (PROJECT_TYPES as readonly string[]).includes(type ?? "") ? (type as ProjectType) : null,
    description: description.trim() ? description : null,
  }
}
