import { readFile } from "node:fs/promises"
import path from "node:path"
import { fileSize, sumGzip, type FileSize } from "./gzip-size"
import type { SitePage } from "./pages"

export interface InitialJs {
  files: FileSize[]
  gzipBytes: number
}

/**
 * The JavaScript a page needs before it is interactive: the scripts its HTML loads with
 * `<script src>` (webpack runtime, framework, app) plus its page component's chunk, found in
 * chunk-map.json under the componentChunkName of its page-data. Chunks the page imports later
 * (the project dialog) are not counted.
 */
export async function initialJs(root: string, page: SitePage): Promise<InitialJs> {
  const html = await readFile(path.join(root, page.htmlFile), "utf8")
  const componentChunks = await componentChunkFiles(root, page)
  const paths = [...new Set([...scriptSources(html), ...componentChunks])]
  const files = await Promise.all(paths.map((file) => fileSize(root, file)))
  return { files, gzipBytes: sumGzip(files) }
}

/** Same-origin `<script src="/….js">` of a document, in order. */
export function scriptSources(html: string): string[] {
  const sources: string[] = []
  for (const [tag] of html.matchAll(/<script\b[^>]*>/gi)) {
    const src = /\bsrc=["']([^"']+)["']/i.exec(tag)?.[1]
    if (src?.startsWith("/") && !src.startsWith("//") && isScript(src)) sources.push(src)
  }
  return sources
}

async function componentChunkFiles(root: string, page: SitePage): Promise<string[]> {
  const pageDataFile = path.join(root, "page-data", page.pageDataKey, "page-data.json")
  const { componentChunkName } = JSON.parse(await readFile(pageDataFile, "utf8")) as {
    componentChunkName?: string
  }
  if (!componentChunkName) throw new Error(`${pageDataFile} has no componentChunkName.`)
  const chunkMap = JSON.parse(await readFile(path.join(root, "chunk-map.json"), "utf8")) as Record<
    string,
    string[] | undefined
  >
  const files = chunkMap[componentChunkName]
  if (!files) throw new Error(`chunk-map.json has no entry for ${componentChunkName}.`)
  return files.filter(isScript)
}

function isScript(file: string): boolean {
  return /\.m?js(?:\?.*)?$/.test(file)
}
