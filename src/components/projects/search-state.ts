import { useCallback, useEffect, useMemo, useRef, useState } from "react"
import { loadProjectSearch } from "./search-load"
import { PROJECTS_PER_PAGE } from "../../lib/portfolio-paths"
import { searchQueryOf, withSearchQuery } from "../../lib/project-search-address"
import type { ProjectSearch } from "../../lib/project-search-client"
import type { ProjectCardData } from "../../lib/project"

/** off: no query; loading: the search file is on its way; failed: it could not be fetched. */
export type SearchStatus = "off" | "loading" | "failed" | "ready"

export interface ProjectSearchState {
  query: string
  status: SearchStatus
  /** How many projects match (when ready). */
  total: number
  /** The matching cards shown so far (when ready): a page's worth, then more on request. */
  cards: readonly ProjectCardData[]
  /** Some shown results' cards are still being fetched. */
  busy: boolean
  hasMore: boolean
  inputRef: React.RefObject<HTMLInputElement>
  /** The field was focused or typed in: fetch the search now. */
  prepare: () => void
  type: (value: string) => void
  clear: () => void
  showMore: () => void
}

/** The listing's search (docs/behaviours.md#project-search): the ?busca= query and its cards. */
export function useProjectSearch(
  pageProjects: readonly ProjectCardData[],
  category?: string,
  /** The firm's categories, in the search file's order. */
  categories: readonly string[] = [],
): ProjectSearchState {
  const [query, setQuery] = useState("")
  const [search, setSearch] = useState<ProjectSearch | null>(null)
  const [failed, setFailed] = useState(false)
  const [limit, setLimit] = useState(PROJECTS_PER_PAGE)
  const [fetched, setFetched] = useState<ReadonlyMap<number, ProjectCardData>>(new Map())
  const inputRef = useRef<HTMLInputElement>(null)

  const prepare = useCallback(() => {
    loadProjectSearch().then(
      (opened) => {
        setSearch(opened)
        setFailed(false)
      },
      () => setFailed(true),
    )
  }, [])

  useEffect(() => {
    const fromAddress = () => {
      const carried = searchQueryOf(window.location.search)
      setQuery(carried)
      setLimit(PROJECTS_PER_PAGE)
      if (carried.trim()) prepare()
    }
    fromAddress()
    window.addEventListener("popstate", fromAddress)
    return () => window.removeEventListener("popstate", fromAddress)
  }, [prepare])

  const active = query.trim() !== ""
  const ids = useMemo(
    () => (active && search ? search.find(query, category, categories) : null),
    [active, search, query, category, categories],
  )
  const shownIds = useMemo(() => ids?.slice(0, limit) ?? [], [ids, limit])
  const known = useMemo(() => new Map(pageProjects.map((card) => [card.id, card])), [pageProjects])
  const cards = shownIds.flatMap((id) => known.get(id) ?? fetched.get(id) ?? [])

  useEffect(() => {
    const missing = shownIds.filter((id) => !known.has(id) && !fetched.has(id))
    if (!search || missing.length === 0) return
    let current = true
    search.cards(missing).then(
      (found) => {
        if (current)
          setFetched((before) => new Map([...before, ...found.map((c) => [c.id, c] as const)]))
      },
      () => current && setFailed(true),
    )
    return () => {
      current = false
    }
  }, [search, shownIds, known, fetched])

  const type = useCallback(
    (value: string) => {
      setQuery(value)
      setLimit(PROJECTS_PER_PAGE)
      prepare()
      // A search begun or ended is a new history entry; typing within one replaces it.
      const { pathname, search: current } = window.location
      const had = searchQueryOf(current).trim() !== ""
      const address = withSearchQuery(`${pathname}${current}`, value)
      if (had === (value.trim() !== ""))
        window.history.replaceState(window.history.state, "", address)
      else window.history.pushState(window.history.state, "", address)
    },
    [prepare],
  )

  const clear = useCallback(() => {
    type("")
    inputRef.current?.focus()
  }, [type])

  const status: SearchStatus = !active ? "off" : failed ? "failed" : ids ? "ready" : "loading"
  return {
    query,
    status,
    total: ids?.length ?? 0,
    cards,
    busy: cards.length < shownIds.length,
    hasMore: (ids?.length ?? 0) > limit,
    inputRef,
    prepare,
    type,
    clear,
    showMore: useCallback(() => setLimit((shown) => shown + PROJECTS_PER_PAGE), []),
  }
}
