/**
 * The portfolio's search (docs/behaviours.md#project-search): one normalised text per project
 * (its "haystack"), matched word by word, by the listing and by the printable portfolio.
 */
import { STATE_NAMES, isBrazilianState } from "./brazil-states"
import { parseLocation } from "./location"

/** Written at build time: every project's haystack, in portfolio order (see SearchData). */
export const SEARCH_DATA_PATH = "/projetos/busca.json"

/** What a project is found by. */
export interface SearchableProject {
  id: number
  title: string
  location: string
  year: string
  categories: readonly string[]
  contratante: string
  escopo: string
}

/**
 * [project id, categories as bits of the firm's list's order, haystack], one per project in
 * portfolio order (src/lib/portfolio-order.ts), as the listing /projetos/ shows them.
 */
export type SearchData = [id: number, categories: number, haystack: string][]

/** "São José - SC" → "sao jose sc": no accents, lower case, letters and digits only. */
export function normalizeText(text: string): string {
  return text
    .normalize("NFD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, " ")
    .trim()
}

/** The words of a query, normalised; none for an empty or blank query. */
export function queryWords(query: string): string[] {
  const text = normalizeText(query)
  return text ? [...new Set(text.split(" "))] : []
}

/**
 * Title, city, state (code and name), client, categories, scope and year, normalised, each word
 * once: the order of words does not matter to the match.
 */
export function projectHaystack(project: SearchableProject): string {
  const place = parseLocation(project.location)
  const stateName = place && isBrazilianState(place.state) ? STATE_NAMES[place.state] : ""
  const fields = [
    project.title,
    project.location,
    stateName,
    project.contratante,
    ...project.categories,
    project.escopo,
    project.year,
  ]
  return [...new Set(normalizeText(fields.join(" ")).split(" "))].join(" ")
}

/**
 * Whether every word of the query starts a word of the haystack: "lag san" finds Lagoa Santa,
 * "sc" finds Santa Catarina's projects but not "Francisco".
 */
export function matchesWords(haystack: string, words: readonly string[]): boolean {
  const spaced = ` ${haystack}`
  return words.every((word) => spaced.includes(` ${word}`))
}

/** A project's categories as bits, in the order of the firm's list (content/categories.json). */
export function categoryBits(categories: readonly string[], all: readonly string[]): number {
  return all.reduce(
    (bits, category, index) => (categories.includes(category) ? bits | (1 << index) : bits),
    0,
  )
}

/** The search file's content, in the order the projects are given; `all`: the firm's categories. */
export function buildSearchData(
  projects: readonly SearchableProject[],
  all: readonly string[],
): SearchData {
  return projects.map((project) => [
    project.id,
    categoryBits(project.categories, all),
    projectHaystack(project),
  ])
}

/**
 * The positions (in the file's order) of the projects that match the query, within a category
 * when one is given (`all`: the firm's categories, the bits' order). An empty query matches
 * nothing: the listing then shows its own page.
 */
export function searchPositions(
  data: SearchData,
  query: string,
  category?: string,
  all: readonly string[] = [],
): number[] {
  const words = queryWords(query)
  if (words.length === 0) return []
  const index = category ? all.findIndex((name) => name === category) : -1
  const bit = index >= 0 ? 1 << index : 0
  return data.flatMap(([, bits, haystack], position) =>
    (!bit || bits & bit) && matchesWords(haystack, words) ? [position] : [],
  )
}
