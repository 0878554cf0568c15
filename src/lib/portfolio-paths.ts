import { categorySlug } from "./project-filter"
import type { StateCode } from "./brazil-states"

/** The portfolio's listing pages hold this many cards each; a larger portfolio gets more pages. */
export const PROJECTS_PER_PAGE = 24

export const PORTFOLIO_PATH = "/projetos/"

/** What a listing page lists: every project, one category's or one state's. */
export type ListingFilter =
  { kind: "all" } | { kind: "category"; category: string } | { kind: "state"; state: StateCode }

export function projectPath(slug: string): string {
  return `${PORTFOLIO_PATH}${slug}/`
}

/** /projetos/, /projetos/2/, /projetos/categoria/esgoto/, /projetos/estado/mg/3/ … */
export function listingPath(filter: ListingFilter, page = 1): string {
  const base =
    filter.kind === "category"
      ? `${PORTFOLIO_PATH}categoria/${categorySlug(filter.category)}/`
      : filter.kind === "state"
        ? `${PORTFOLIO_PATH}estado/${filter.state.toLowerCase()}/`
        : PORTFOLIO_PATH
  return page > 1 ? `${base}${page}/` : base
}

/** The portfolio as a dossier to print or save as PDF: every project, or those a filter names. */
export const PRINT_PATH = `${PORTFOLIO_PATH}imprimir/`

/** /projetos/imprimir/, with ?categoria=<slug> or ?estado=<uf> for a filtered listing. */
export function printPath(filter: ListingFilter): string {
  if (filter.kind === "category") return `${PRINT_PATH}?categoria=${categorySlug(filter.category)}`
  if (filter.kind === "state") return `${PRINT_PATH}?estado=${filter.state.toLowerCase()}`
  return PRINT_PATH
}

/** Written at build time: { "<id>": "/projetos/<slug>/" }, for the old ?projeto=<id> links. */
export const OLD_LINKS_PATH = `${PORTFOLIO_PATH}enderecos.json`
