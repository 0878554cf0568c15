/**
 * The search's query in the address (/projetos/?busca=lagoa+santa) and its count: what the listing
 * needs before the search is used, kept apart from the matching (project-search.ts) so that the
 * page's first JavaScript does not carry it.
 */

/** The address parameter that carries the query. */
export const SEARCH_PARAM = "busca"

/** The query an address carries (?busca=), or "". */
export function searchQueryOf(search: string): string {
  return new URLSearchParams(search).get(SEARCH_PARAM) ?? ""
}

/** The address with the query set, or without it when the query is blank. */
export function withSearchQuery(address: string, query: string): string {
  const [path, search = ""] = address.split("?")
  const params = new URLSearchParams(search)
  if (query.trim()) params.set(SEARCH_PARAM, query)
  else params.delete(SEARCH_PARAM)
  const text = params.toString()
  return text ? `${path}?${text}` : path
}

/** "2 projetos para “lagoa santa”", "1 projeto em Esgoto para “lagoa”", "Nenhum projeto …". */
export function searchCount(total: number, query: string, subject: string | null): string {
  const noun = total === 0 ? "Nenhum projeto" : total === 1 ? "1 projeto" : `${total} projetos`
  return `${noun}${subject ? ` em ${subject}` : ""} para “${query.trim()}”`
}
