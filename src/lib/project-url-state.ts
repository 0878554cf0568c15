import {
  ALL_CATEGORIES,
  categoryFromSlug,
  categorySlug,
  type FilterCategory,
} from "./project-filter"

/** What the projects page shows, as kept in its address: ?categoria=<slug>&projeto=<id>. */
export interface ProjectsView {
  category: FilterCategory
  projectId: number | null
}

/** Reads the address; unknown values fall back to 'Todos' and no open project. */
export function parseProjectsView(search: string, knownIds: readonly number[]): ProjectsView {
  const params = new URLSearchParams(search)
  const category = categoryFromSlug(params.get("categoria")) ?? ALL_CATEGORIES
  const rawId = params.get("projeto")
  const id = rawId !== null && /^\d+$/.test(rawId) ? Number(rawId) : null
  return { category, projectId: id !== null && knownIds.includes(id) ? id : null }
}

/** The query string for a view ("" for the default view), keeping other parameters. */
export function projectsViewSearch(view: ProjectsView, currentSearch = ""): string {
  const params = new URLSearchParams(currentSearch)
  params.delete("categoria")
  params.delete("projeto")
  if (view.category !== ALL_CATEGORIES) params.set("categoria", categorySlug(view.category))
  if (view.projectId !== null) params.set("projeto", String(view.projectId))
  const query = params.toString()
  return query ? `?${query}` : ""
}
