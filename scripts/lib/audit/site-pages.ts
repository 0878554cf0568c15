import { readdir, readFile } from "node:fs/promises"
import path from "node:path"
import { OLD_LINKS_PATH, PORTFOLIO_PATH } from "../../../src/lib/portfolio-paths"
import { HOME, NOT_FOUND, PRIVACY, PROJECTS, type SitePage } from "./pages"

/** The budgets key of the project page the audit measures: it stands for every project's. */
export const PROJECT_PAGE_BUDGET_KEY = `${PORTFOLIO_PATH}<projeto>/`

export interface SitePages {
  /** Measured in full: Lighthouse, axe, initial JS and page data. */
  measured: SitePage[]
  /** Scanned by axe only. */
  axeOnly: SitePage[]
}

/**
 * The pages the audit measures. The project and category slugs come from the content, so the
 * built site is read for them: the first project's page and the first category's listing.
 */
export async function sitePages(root: string): Promise<SitePages> {
  const project = await firstProjectPage(root)
  const category = await firstCategoryPage(root)
  return {
    measured: [HOME, PROJECTS, project, PRIVACY, NOT_FOUND],
    axeOnly: category ? [category] : [],
  }
}

/** The page of the project with the lowest id, from the map of addresses the build writes. */
export async function firstProjectPage(root: string): Promise<SitePage> {
  const file = path.join(root, OLD_LINKS_PATH)
  const addresses = JSON.parse(await readFile(file, "utf8")) as Record<string, string>
  const [first] = Object.entries(addresses).sort(([a], [b]) => Number(a) - Number(b))
  if (!first) throw new Error(`${file} lists no project; the audit measures the first one's page.`)
  return { ...builtPage(first[1]), budgetKey: PROJECT_PAGE_BUDGET_KEY }
}

/** The listing of the first category (in name order), or null when the build has none. */
export async function firstCategoryPage(root: string): Promise<SitePage | null> {
  const folder = path.join(root, PORTFOLIO_PATH, "categoria")
  const entries = await readdir(folder, { withFileTypes: true }).catch(
    (caught: NodeJS.ErrnoException) => {
      if (caught.code === "ENOENT") return []
      throw caught
    },
  )
  const [first] = entries
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name)
    .sort()
  return first ? builtPage(`${PORTFOLIO_PATH}categoria/${first}/`) : null
}

/** A page Gatsby built at a URL path: its HTML and page-data folders follow the path. */
export function builtPage(urlPath: string): SitePage {
  const key = urlPath.replace(/^\/+|\/+$/g, "")
  return {
    path: urlPath,
    label: urlPath,
    htmlFile: `${key}/index.html`,
    pageDataKey: key,
    notFound: false,
  }
}
