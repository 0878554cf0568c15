import { readdir } from "node:fs/promises"
import path from "node:path"
import { whenMissing } from "../cli"
import { fileSize, type FileSize } from "./gzip-size"
import type { SitePage } from "./pages"
import { SEARCH_DATA_PATH } from "../../../src/lib/project-search"

export interface PageDataSize extends FileSize {
  /** The page it belongs to, or what it is: "app-data", "static query 1751687309". */
  owner: string
}

/**
 * Each page's page-data.json, app-data.json, the static query results and the portfolio's search
 * file (owner: its path), gzip-measured.
 */
export async function dataSizes(root: string, pages: readonly SitePage[]): Promise<PageDataSize[]> {
  const pageFiles = pages.map((page) => ({
    owner: page.path,
    file: `/page-data/${page.pageDataKey}/page-data.json`,
  }))
  const staticQueries = (await listJson(path.join(root, "page-data/sq/d"))).map((name) => ({
    owner: `static query ${name.replace(/\.json$/, "")}`,
    file: `/page-data/sq/d/${name}`,
  }))
  const entries = [
    ...pageFiles,
    { owner: "app-data", file: "/page-data/app-data.json" },
    { owner: SEARCH_DATA_PATH, file: SEARCH_DATA_PATH },
  ]
  return Promise.all(
    [...entries, ...staticQueries].map(async ({ owner, file }) => ({
      owner,
      ...(await fileSize(root, file)),
    })),
  )
}

async function listJson(dir: string): Promise<string[]> {
  const names = await readdir(dir).catch(whenMissing([]))
  return names.filter((name) => name.endsWith(".json")).sort()
}
