import { readdir } from "node:fs/promises"
import path from "node:path"
import { fileSize, type FileSize } from "../audit/gzip-size"
import { PROJECTS } from "../audit/pages"
import { SEARCH_DATA_PATH } from "../../../src/lib/project-search"

export interface OutputSizes {
  projectsPageData: FileSize
  projectsHtml: FileSize
  /** The largest page-data.json of any page, by gzip size. */
  largestPageData: FileSize
  /** The largest HTML document of any page, by gzip size. */
  largestHtml: FileSize
  /** The portfolio's search file, fetched when the search field is first used. */
  searchData: FileSize
  pages: number
}

/**
 * Sizes of /projetos/, of the largest page and of the search file of a built site (`root` is its
 * public/).
 */
export async function outputSizes(root: string): Promise<OutputSizes> {
  const files = await listFiles(root)
  const html = files.filter((file) => file.endsWith(".html"))
  const pageData = files.filter((file) => file.endsWith("/page-data.json"))
  return {
    projectsPageData: await fileSize(root, `/page-data/${PROJECTS.pageDataKey}/page-data.json`),
    projectsHtml: await fileSize(root, `/${PROJECTS.htmlFile}`),
    largestPageData: await largest(root, pageData),
    largestHtml: await largest(root, html),
    searchData: await fileSize(root, SEARCH_DATA_PATH),
    pages: pageData.length,
  }
}

async function largest(root: string, files: readonly string[]): Promise<FileSize> {
  let best: FileSize | null = null
  for (const file of files) {
    const size = await fileSize(root, file)
    if (!best || size.gzipBytes > best.gzipBytes) best = size
  }
  if (!best) throw new Error(`No such file under ${root}.`)
  return best
}

/** Every file under root as a path with a leading "/", static assets left out. */
async function listFiles(root: string, dir = ""): Promise<string[]> {
  const entries = await readdir(path.join(root, dir), { withFileTypes: true })
  const nested = await Promise.all(
    entries.map((entry) => {
      const relative = `${dir}/${entry.name}`
      if (!entry.isDirectory()) return [relative]
      return relative === "/static" ? [] : listFiles(root, relative)
    }),
  )
  return nested.flat()
}
