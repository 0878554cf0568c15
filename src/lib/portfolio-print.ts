/** The printable portfolio: which projects it lists, and what it says about each. */
import type { IGatsbyImageData } from "gatsby-plugin-image"
import { isBrazilianState, type StateCode, STATE_NAMES } from "./brazil-states"
import { ALL_CATEGORIES, categoryFromSlug, categorySlug } from "./project-filter"
import type { Engineer } from "./project"
import type { ProjectStatsInput } from "./project-stats"
import { matchesWords, projectHaystack, queryWords } from "./project-search"

export interface PrintedProject {
  id: number
  title: string
  location: string
  year: string
  categories: readonly string[]
  state: string
  contratante: string
  escopo: string
  stats: ProjectStatsInput | null
  engineers: readonly Engineer[]
  image: IGatsbyImageData | null
}

/**
 * The choice carried by the address: ?categoria=<slug> (one of the firm's `categories`) or
 * ?estado=<uf>; none lists them all.
 */
export type PrintFilter =
  { kind: "all" } | { kind: "category"; category: string } | { kind: "state"; state: StateCode }

export function printFilter(search: string, categories: readonly string[]): PrintFilter {
  const params = new URLSearchParams(search)
  const category = categoryFromSlug(params.get("categoria"), categories)
  if (category && category !== ALL_CATEGORIES) return { kind: "category", category }
  const state = params.get("estado")?.toUpperCase() ?? ""
  if (isBrazilianState(state)) return { kind: "state", state }
  return { kind: "all" }
}

/** The projects of the filter that match the listing's search (?busca=), as the listing finds them. */
export function printedProjects(
  projects: readonly PrintedProject[],
  filter: PrintFilter,
  query = "",
): PrintedProject[] {
  const words = queryWords(query)
  return inFilter(projects, filter).filter(
    (project) => words.length === 0 || matchesWords(projectHaystack(project), words),
  )
}

function inFilter(projects: readonly PrintedProject[], filter: PrintFilter): PrintedProject[] {
  if (filter.kind === "category")
    return projects.filter((project) =>
      project.categories.some((name) => categorySlug(name) === categorySlug(filter.category)),
    )
  if (filter.kind === "state") return projects.filter((project) => project.state === filter.state)
  return [...projects]
}

/**
 * "Todos os projetos", "Projetos de Esgoto", "Projetos em Minas Gerais"; with a search,
 * "Projetos de Esgoto, busca “lagoa”".
 */
export function printTitle(filter: PrintFilter, query = ""): string {
  const base =
    filter.kind === "category"
      ? `Projetos de ${filter.category}`
      : filter.kind === "state"
        ? `Projetos em ${STATE_NAMES[filter.state]}`
        : "Todos os projetos"
  return query.trim() ? `${base}, busca “${query.trim()}”` : base
}
