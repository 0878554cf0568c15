import { readdir } from "node:fs/promises"
import path from "node:path"
import { IDENTITY_FILES } from "../../src/lib/identity-files"

/** The files of a Gatsby build, grouped by how long a browser may keep them. */
export interface PublicFiles {
  /** URL paths of the HTML documents: `/`, `/projetos/`, `/404.html`, `/404/`. */
  pagePaths: string[]
  /** The same documents on disk, to hash their inline scripts. */
  htmlFiles: string[]
  /** Webpack output at the root whose name holds a content hash: `/app-3c9f2b1a8d.js`. */
  hashedAssetPaths: string[]
  /**
   * Under a fixed name: copied from static/, or derived from the firm's identity
   * (`/logo-text.png`, `/manifest.webmanifest`, plugins/site-identity).
   */
  staticFilePaths: string[]
  /** Everything else Gatsby or a plugin wrote without a hash: `/chunk-map.json`, `/sw.js`. */
  otherFilePaths: string[]
}

/**
 * Folders that one splat rule covers (`/page-data/*`, `/static/*`, the editor's `/admin/*`), so
 * no per-file rules.
 */
export const SPLAT_FOLDERS = ["page-data", "static", "admin"] as const
/** Netlify configuration files, never served. */
export const CONFIG_FILES = ["_headers", "_redirects"] as const

const HASHED_ASSET = /^[^/]+[.-][0-9a-f]{8,}\.(?:js|mjs|css)(?:\.map|\.LICENSE\.txt)?$/

/** `staticDir`: the folder Gatsby copies into public/ as is; by default `static/` beside it. */
export async function listPublicFiles(
  publicDir: string,
  staticDir = path.join(path.dirname(path.resolve(publicDir)), "static"),
): Promise<PublicFiles> {
  const copied = new Set([...(await listFiles(staticDir)), ...Object.values(IDENTITY_FILES)])
  const files: PublicFiles = {
    pagePaths: [],
    htmlFiles: [],
    hashedAssetPaths: [],
    staticFilePaths: [],
    otherFilePaths: [],
  }
  for (const relative of await listFiles(publicDir)) {
    const [top] = relative.split("/")
    if ((SPLAT_FOLDERS as readonly string[]).includes(top)) continue
    if ((CONFIG_FILES as readonly string[]).includes(relative)) continue
    if (relative.endsWith(".html")) {
      files.pagePaths.push(pagePathOf(relative))
      files.htmlFiles.push(path.join(publicDir, relative))
    } else if (copied.has(relative)) files.staticFilePaths.push(`/${relative}`)
    else if (HASHED_ASSET.test(relative)) files.hashedAssetPaths.push(`/${relative}`)
    else files.otherFilePaths.push(`/${relative}`)
  }
  return files
}

/** `index.html` → `/`, `projetos/index.html` → `/projetos/`, `404.html` → `/404.html`. */
export function pagePathOf(relativeHtmlPath: string): string {
  const posix = relativeHtmlPath.split(path.sep).join("/")
  if (posix === "index.html") return "/"
  if (posix.endsWith("/index.html")) return `/${posix.slice(0, -"index.html".length)}`
  return `/${posix}`
}

/** Paths relative to dir, with "/" separators, sorted; [] when dir does not exist. */
async function listFiles(dir: string, prefix = ""): Promise<string[]> {
  let entries
  try {
    entries = await readdir(path.join(dir, prefix), { withFileTypes: true })
  } catch (caught) {
    if ((caught as NodeJS.ErrnoException).code === "ENOENT") return []
    throw caught
  }
  const nested = await Promise.all(
    entries.map((entry) => {
      const relative = prefix ? `${prefix}/${entry.name}` : entry.name
      return entry.isDirectory() ? listFiles(dir, relative) : Promise.resolve([relative])
    }),
  )
  return nested.flat().sort()
}
