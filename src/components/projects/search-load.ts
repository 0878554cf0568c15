import type { ProjectSearch } from "../../lib/project-search-client"

let opened: Promise<ProjectSearch> | null = null

/**
 * The search's code and data, in a chunk of their own, fetched once when the field is first used
 * (or the page opens with ?busca=). A failed fetch is tried again on the next use.
 */
export function loadProjectSearch(): Promise<ProjectSearch> {
  opened ??= import("../../lib/project-search-client").then((client) => client.openProjectSearch())
  opened.catch(() => {
    opened = null
  })
  return opened
}
