/**
 * Gatsby writes each page's address into an inline script of its own, so the CSP's list of hashes
 * grew with the portfolio, on every HTML response. The address moves into a data attribute and the
 * script has one text on every page; Gatsby's app reads `window.pagePath` as before.
 */
import { readFile, writeFile } from "node:fs/promises"
import { escapeAttribute } from "./html-attribute"
import { listPublicFiles } from "./public-files"

/** Gatsby's script when it holds the address alone (the build with slices, this site's). */
const GATSBY_LOADER =
  /<script id="gatsby-script-loader">\/\*<!\[CDATA\[\*\/window\.pagePath=("(?:[^"\\]|\\.)*");\/\*\]\]>\*\/<\/script>/

/** The text of the loader script on every page. */
export const SHARED_LOADER_TEXT = "window.pagePath=document.currentScript.dataset.pagePath"

/**
 * The page with its loader script in the shared form, or null when the page has no script of
 * Gatsby's form (already rewritten, or a page Gatsby did not write).
 */
export function sharePagePathScript(html: string): string | null {
  const match = GATSBY_LOADER.exec(html)
  if (!match) return null
  const pagePath = JSON.parse(match[1]) as string
  const shared = `<script id="gatsby-script-loader" data-page-path="${escapeAttribute(pagePath)}">${SHARED_LOADER_TEXT}</script>`
  return html.slice(0, match.index) + shared + html.slice(match.index + match[0].length)
}

/**
 * Rewrites, in place, the loader script of every page of a finished build in publicDir (not
 * `/admin/`). Returns how many pages changed. Run before writeHeadersFile, which hashes the
 * scripts as it finds them.
 */
export async function shareLoaderScriptsInPages(publicDir: string): Promise<number> {
  const { htmlFiles } = await listPublicFiles(publicDir)
  let changed = 0
  for (const file of htmlFiles) {
    const shared = sharePagePathScript(await readFile(file, "utf8"))
    if (shared === null) continue
    await writeFile(file, shared)
    changed++
  }
  return changed
}
