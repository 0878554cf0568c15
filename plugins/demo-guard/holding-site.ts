/**
 * The holding site: what a production build of content that still carries the demo publishes
 * (docs/decisions.md, "A holding page while the demo is in the content"). One page, "site em
 * preparação", at the home address and as the 404 page; the editor beside it (content-editor).
 */
import { readFileSync } from "node:fs"
import { readdir, readFile, rm } from "node:fs/promises"
import path from "node:path"
import { FIRM_TYPE } from "../../src/lib/content-model/firm"
import { locationFile } from "../../src/lib/content-model/location"
import { demoItems } from "./demo-findings"

export const HOLDING_TEMPLATE = "src/templates/holding-page.tsx"
/** The holding page's addresses: the home page and Gatsby's 404 pages (404/ and 404.html). */
export const HOLDING_PATHS: readonly string[] = ["/", "/404/", "/404.html"]
/** The site's wrapPageElement (with the layout), and what a holding build uses instead. */
export const PAGE_WRAPPER = /[\\/]wrap-page-element(\.tsx)?$/
export const HOLDING_WRAPPER = "src/wrap-holding-page.tsx"

/** The firm's name from site.json once it is the firm's own: neither the demo's nor to fill. */
export function holdingFirmName(contentDir: string): string | null {
  try {
    const { name } = JSON.parse(
      readFileSync(path.join(contentDir, locationFile(FIRM_TYPE)), "utf8"),
    ) as {
      name?: unknown
    }
    return typeof name === "string" && name.trim() && demoItems(name).length === 0
      ? name.trim()
      : null
  } catch {
    return null // The content check reports an unreadable site.json.
  }
}

/**
 * Gatsby writes every static query's result (page-data/sq/d/), whether a page uses it or not;
 * those of the layout hold the content's facts. A holding build keeps only those its pages list.
 * Returns how many it removed.
 */
export async function removeUnusedQueryResults(publicDir: string): Promise<number> {
  const pageData = path.join(publicDir, "page-data")
  const used = new Set<string>()
  for (const entry of await readdir(pageData, { recursive: true, withFileTypes: true })) {
    if (entry.name !== "page-data.json") continue
    const data = JSON.parse(await readFile(path.join(entry.parentPath, entry.name), "utf8")) as {
      staticQueryHashes?: string[]
    }
    for (const hash of data.staticQueryHashes ?? []) used.add(hash)
  }
  const results = path.join(pageData, "sq", "d")
  const unused = (await readdir(results).catch(() => [])).filter(
    (name) => !used.has(name.replace(/\.json$/, "")),
  )
  await Promise.all(unused.map((name) => rm(path.join(results, name))))
  return unused.length
}
