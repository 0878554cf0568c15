import { readdir, stat } from "node:fs/promises"
import path from "node:path"
import sharp from "sharp"
import { fileSize, type FileSize } from "../audit/gzip-size"
import { PROJECTS } from "../audit/pages"
import { scanNulBytes, type NulScan } from "../nul-bytes"
import { SEARCH_DATA_PATH } from "../../../src/lib/project-search"
import { PRINT_PATH } from "../../../src/lib/portfolio-paths"
import { RECORD_ROUTE, TEAM_ROUTE } from "../../../src/lib/navigation"

export interface OutputSizes {
  projectsPageData: FileSize
  projectsHtml: FileSize
  /** The largest page-data.json of any page but the printable portfolio, by gzip size. */
  largestPageData: FileSize
  /** The largest HTML document of any page but the printable portfolio, by gzip size. */
  largestHtml: FileSize
  /** The printable portfolio, which lists every project by design, has a budget of its own. */
  printPageData: FileSize
  printHtml: FileSize
  /** /acervo/ (the technical record), named apart: its page data grows with the projects. */
  recordPageData?: FileSize | null
  recordHtml?: FileSize | null
  /** The largest engineer's page (/equipe/<id>/), by gzip size: it grows with their CATs. */
  largestEngineerHtml?: FileSize | null
  /** How many engineer pages the build wrote. */
  engineerPages?: number
  searchData: FileSize
  pages: number
  pictureOutputs: Record<string, PictureOutputs>
  nul: NulScan
}

export interface PictureOutputs {
  files: number
  /** Their pixels, in millions: what the encoders worked through. */
  megapixels: number
  bytes: number
}

const PICTURE_FORMAT = /\.(avif|webp|jpe?g|png)$/i

/** /equipe/<id>/index.html: an engineer's page, not /equipe/ itself. */
const ENGINEER_HTML = new RegExp(`^${TEAM_ROUTE}[^/]+/index\\.html$`)

/**
 * Sizes of /projetos/, of the largest page, of the printable portfolio and of the search file of
 * a built site (`root` is its public/), and the NUL bytes in its text files.
 */
export async function outputSizes(root: string): Promise<OutputSizes> {
  const files = await listFiles(root)
  const printHtml = `${PRINT_PATH}index.html`
  const printPageData = `/page-data${PRINT_PATH}page-data.json`
  const html = files.filter((file) => file.endsWith(".html"))
  const pageData = files.filter((file) => file.endsWith("/page-data.json"))
  const engineers = html.filter((file) => ENGINEER_HTML.test(file))
  return {
    projectsPageData: await fileSize(root, `/page-data/${PROJECTS.pageDataKey}/page-data.json`),
    projectsHtml: await fileSize(root, `/${PROJECTS.htmlFile}`),
    largestPageData: await largest(
      root,
      pageData.filter((file) => file !== printPageData),
    ),
    largestHtml: await largest(
      root,
      html.filter((file) => file !== printHtml),
    ),
    printPageData: await fileSize(root, printPageData),
    printHtml: await fileSize(root, printHtml),
    recordPageData: await sizeIfBuilt(root, files, `/page-data${RECORD_ROUTE}page-data.json`),
    recordHtml: await sizeIfBuilt(root, files, `${RECORD_ROUTE}index.html`),
    largestEngineerHtml: engineers.length ? await largest(root, engineers) : null,
    engineerPages: engineers.length,
    searchData: await fileSize(root, SEARCH_DATA_PATH),
    pages: pageData.length,
    pictureOutputs: await pictureOutputs(path.join(root, "static")),
    nul: await scanNulBytes(root),
  }
}

/**
 * Every picture under a clean build's static/ folder, counted by format. A count and a sum of
 * pixels, unlike a build's seconds, need no quiet host to compare two builds.
 */
export async function pictureOutputs(staticDir: string): Promise<Record<string, PictureOutputs>> {
  const files = (await readdir(staticDir, { recursive: true })).filter((file) =>
    PICTURE_FORMAT.test(file),
  )
  const byFormat: Record<string, PictureOutputs> = {}
  for (const file of files.sort()) {
    const full = path.join(staticDir, file)
    const { width = 0, height = 0 } = await sharp(full).metadata()
    const format = path.extname(file).slice(1).toLowerCase().replace("jpeg", "jpg")
    const entry = (byFormat[format] ??= { files: 0, megapixels: 0, bytes: 0 })
    entry.files += 1
    entry.megapixels += (width * height) / 1e6
    entry.bytes += (await stat(full)).size
  }
  return byFormat
}

async function sizeIfBuilt(root: string, files: readonly string[], file: string) {
  return files.includes(file) ? fileSize(root, file) : null
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
async function listFiles(root: string): Promise<string[]> {
  const entries = await readdir(root, { recursive: true, withFileTypes: true })
  return entries
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(root, path.join(entry.parentPath, entry.name)).split(path.sep))
    .map((parts) => `/${parts.join("/")}`)
    .filter((file) => !file.startsWith("/static/"))
}
