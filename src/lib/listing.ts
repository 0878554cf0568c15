import { STATE_NAMES } from "./brazil-states"
import type { ListingFilter } from "./portfolio-paths"
import type { PortfolioFacts } from "./portfolio-facts"

/** What gatsby-node hands each listing page (see plugins/portfolio-pages). */
export interface ListingContext {
  ids: string[]
  filter: ListingFilter
  page: number
  pageCount: number
  total: number
  facts: PortfolioFacts
}

/**
 * The card whose cover is fetched first: the first of a listing's first page, the largest thing
 * the visitor sees on arrival. Its <img> is eager with high priority, and the page's head
 * preloads it, so the browser asks for it before it has parsed the cards above it.
 */
export function isLeadCard({ page }: Pick<ListingContext, "page">, index: number): boolean {
  return index === 0 && page === 1
}

/** "Esgoto", "Minas Gerais", or null for the whole portfolio. */
export function listingSubject(filter: ListingFilter): string | null {
  if (filter.kind === "category") return filter.category
  if (filter.kind === "state") return STATE_NAMES[filter.state]
  return null
}

/** The document title: "Projetos", "Projetos: Esgoto", "Projetos em Minas Gerais — página 2". */
export function listingTitle({ filter, page }: Pick<ListingContext, "filter" | "page">): string {
  const subject = listingSubject(filter)
  const base =
    filter.kind === "state"
      ? `Projetos em ${subject}`
      : subject
        ? `Projetos: ${subject}`
        : "Projetos"
  return page > 1 ? `${base} — página ${page}` : base
}

/** "18 projetos", "1 projeto em Esgoto", "7 projetos em Minas Gerais". */
export function listingCount({ filter, total }: Pick<ListingContext, "filter" | "total">): string {
  const subject = listingSubject(filter)
  const noun = total === 1 ? "projeto" : "projetos"
  return subject ? `${total} ${noun} em ${subject}` : `${total} ${noun}`
}
