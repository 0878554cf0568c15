import { useEffect } from "react"
import { navigate } from "gatsby"
import { categoryFromSlug, ALL_CATEGORIES } from "../lib/project-filter"
import { listingPath, OLD_LINKS_PATH } from "../lib/portfolio-paths"

/** Sends links from before project pages (?categoria=…&projeto=…) to the project or category. */
export function useOldGalleryLinks(search: string, categories: readonly string[]): void {
  useEffect(() => {
    const params = new URLSearchParams(search)
    const projectId = params.get("projeto")
    const category = categoryFromSlug(params.get("categoria"), categories)
    if (projectId && /^\d+$/.test(projectId)) {
      void fetch(OLD_LINKS_PATH)
        .then((response) => (response.ok ? response.json() : {}))
        .then((paths: Record<string, string>) => {
          const path = paths[projectId]
          if (path) void navigate(path, { replace: true })
        })
        .catch(() => undefined)
    } else if (category && category !== ALL_CATEGORIES) {
      void navigate(listingPath({ kind: "category", category }), { replace: true })
    }
  }, [search, categories])
}
