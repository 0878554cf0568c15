import { readFile } from "node:fs/promises"
import path from "node:path"
import { fileSize } from "./gzip-size"
import type { SitePage } from "./pages"

export type InitialJs = Awaited<ReturnType<typeof initialJs>>

/**
 * The JavaScript a page needs before it is interactive: the scripts its HTML loads with
 * `<script src>` (webpack runtime, framework, app) plus every chunk of its page component's
 * chunk group (the component's own chunk and the chunks it shares with other pages), found in
 * webpack.stats.json under the componentChunkName of its page-data. chunk-map.json lists only
 * the component's own chunk. Chunks the page imports later (the project dialog) are not counted.
 */
export async function initialJs(root: string, page: SitePage) {
  const html = await readFile(path.join(root, page.htmlFile), "utf8")
  const componentChunks = await componentChunkFiles(root, page)
  const paths = [...new Set([...scriptSources(html), ...componentChunks])]
  const files = await Promise.all(paths.map((file) => fileSize(root, file)))
  return { files, gzipBytes: files.reduce((total, file) => total + file.gzipBytes, 0) }
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
  return chunkGroupScripts(root, componentChunkName)
}

/** The scripts of one of webpack's named chunk groups ("app", a page component), as /paths. */
export async function chunkGroupScripts(root: string, groupName: string): Promise<string[]> {
  const stats = JSON.parse(await readFile(path.join(root, "webpack.stats.json"), "utf8")) as {
    namedChunkGroups?: Record<string, { assets: { name: string }[] } | undefined>
  }
  const group = stats.namedChunkGroups?.[groupName]
  if (!group) throw new Error(`webpack.stats.json has no chunk group ${groupName}.`)
  return group.assets.map((asset) => `/${asset.name}`).filter(isScript)
}

function isScript(file: string): boolean {
  return /\.m?js(?:\?.*)?$/.test(file)
}
