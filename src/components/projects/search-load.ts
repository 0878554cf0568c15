import type { ProjectSearch } from "../../lib/project-search-client"

let opened: Promise<ProjectSearch> | null = null

/** The search's code and data, fetched once on first use; a failed fetch is tried again. */
export function loadProjectSearch(): Promise<ProjectSearch> {
  opened ??= import("../../lib/project-search-client").then((client) => client.openProjectSearch())
  opened.catch(() => {
    opened = null
  })
  return opened
}
