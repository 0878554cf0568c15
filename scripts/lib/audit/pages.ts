import { readFile } from "node:fs/promises"
import path from "node:path"
import { RECORD_ROUTE } from "../../../src/lib/navigation"
import { OLD_LINKS_PATH, PORTFOLIO_PATH } from "../../../src/lib/portfolio-paths"

/** A page the audit measures, with the files Gatsby built for it. */
export interface SitePage {
  /** The URL path requested; also the key of the page's budgets unless budgetKey is set. */
  path: string
  /** Short name in the report. */
  label: string
  /** The HTML document under the build folder. */
  htmlFile: string
  /** The folder under page-data/ that holds the page's page-data.json. */
  pageDataKey: string
  /** The key of its budgets when it is not the path (a page that stands for others). */
  budgetKey?: string
}

/** The budgets key of the project page the audit measures: it stands for every project's. */
export const PROJECT_PAGE_BUDGET_KEY = `${PORTFOLIO_PATH}<projeto>/`

/** A page Gatsby built at a URL path: its HTML and page-data folders follow the path. */
export function builtPage(urlPath: string): SitePage {
  const key = urlPath.replace(/^\/+|\/+$/g, "")
  return {
    path: urlPath,
    label: urlPath,
    htmlFile: key ? `${key}/index.html` : "index.html",
    pageDataKey: key || "index",
  }
}

export const HOME = builtPage("/")
export const PROJECTS = builtPage(PORTFOLIO_PATH)
export const PRIVACY = builtPage("/privacidade/")
/** /acervo/: its bytes are measured (initial JS, page data), not its Lighthouse scores. */
export const RECORD = builtPage(RECORD_ROUTE)

/** The pages the audit measures: the project page is the first project's (the slugs are content). */
export async function sitePages(root: string): Promise<SitePage[]> {
  return [HOME, PROJECTS, await firstProjectPage(root), PRIVACY]
}

/** The page of the project with the lowest id, from the map of addresses the build writes. */
export async function firstProjectPage(root: string): Promise<SitePage> {
  const file = path.join(root, OLD_LINKS_PATH)
  const addresses = JSON.parse(await readFile(file, "utf8")) as Record<string, string>
  const [first] = Object.entries(addresses).sort(([a], [b]) => Number(a) - Number(b))
  if (!first) throw new Error(`${file} lists no project; the audit measures the first one's page.`)
  return { ...builtPage(first[1]), budgetKey: PROJECT_PAGE_BUDGET_KEY }
}
