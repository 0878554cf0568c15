/**
 * The search's browser side, in a chunk of its own (see load-project-search.ts): the search file,
 * fetched once, and the cards of results that are not on the page shown. Those come from the
 * page-data of the listing /projetos/'s pages, which hold every project's card in portfolio order,
 * the order of the search file.
 */
import { listingPath, PROJECTS_PER_PAGE } from "./portfolio-paths"
import { cardFromListingNode, type ListingNode } from "./project-search-cards"
import { SEARCH_DATA_PATH, searchPositions, type SearchData } from "./project-search"
import type { ProjectCardData } from "./project"

export interface ProjectSearch {
  /** The ids of the matching projects, in portfolio order, within a category of `all`. */
  find(query: string, category?: string, all?: readonly string[]): number[]
  /** The cards of these projects, from the pages of /projetos/ that hold them. */
  cards(ids: readonly number[]): Promise<ProjectCardData[]>
}

export async function openProjectSearch(): Promise<ProjectSearch> {
  const data = await fetchJson<SearchData>(SEARCH_DATA_PATH)
  const positionOf = new Map(data.map(([id], position) => [id, position]))
  const pages = new Map<number, Promise<ProjectCardData[]>>()
  const listingPage = (page: number) => {
    let cards = pages.get(page)
    if (!cards) {
      cards = fetchJson<ListingPageData>(pageDataPath(listingPath({ kind: "all" }, page))).then(
        (json) => json.result.data.allProject.nodes.map(cardFromListingNode),
      )
      // A failed page is fetched again next time.
      cards.catch(() => pages.delete(page))
      pages.set(page, cards)
    }
    return cards
  }
  return {
    find: (query, category, all) =>
      searchPositions(data, query, category, all).map((p) => data[p][0]),
    async cards(ids) {
      const positions = ids.flatMap((id) => positionOf.get(id) ?? [])
      const wanted = [...new Set(positions.map(pageOf))]
      const fetched = (await Promise.all(wanted.map(listingPage))).flat()
      const wantedIds = new Set(ids)
      return fetched.filter((card) => wantedIds.has(card.id))
    },
  }
}

interface ListingPageData {
  result: { data: Queries.ProjectsListingQuery & { allProject: { nodes: ListingNode[] } } }
}

/** The listing page of /projetos/ that holds the project at this position. */
export function pageOf(position: number): number {
  return Math.floor(position / PROJECTS_PER_PAGE) + 1
}

/** Where Gatsby writes a page's data: /projetos/2/ → /page-data/projetos/2/page-data.json. */
export function pageDataPath(pagePath: string): string {
  return `/page-data${pagePath === "/" ? "/index" : pagePath.replace(/\/$/, "")}/page-data.json`
}

async function fetchJson<T>(address: string): Promise<T> {
  const response = await fetch(address)
  if (!response.ok) throw new Error(`${address}: HTTP ${response.status}`)
  return (await response.json()) as T
}
