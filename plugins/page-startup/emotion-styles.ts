import { readFile, readdir, writeFile } from "node:fs/promises"
import path from "node:path"
import {
  COMPONENT_STYLES_ID,
  GLOBAL_STYLES_ID,
  STYLE_KEY,
  STYLE_NAMES_ATTRIBUTE,
} from "../../src/styles/style-names"

/** One of the style tags Emotion writes into the server-rendered HTML for the components. */
const COMPONENT_STYLE = new RegExp(
  `<style data-emotion="${STYLE_KEY} ([^"]+)">([\\s\\S]*?)</style>`,
  "g",
)
/** The global style element gatsby-ssr.tsx puts in <head>. */
const GLOBAL_STYLE = new RegExp(`<style id="${GLOBAL_STYLES_ID}">[\\s\\S]*?</style>`)

/**
 * Emotion renders a `<style>` tag next to each styled element that is the first to use a style,
 * so a page's HTML has dozens of them in its body. Left there, Emotion would move each one into
 * <head> while the app script is evaluated, and the browser would parse each again and
 * recompute the page's styles.
 * This merges them into one tag with the same rules in the same order (each style once), and
 * puts it in <head> right after the global styles. The tag lists its styles' names under its
 * own attribute rather than Emotion's, so Emotion does not move it: the style cache
 * (src/styles/style-cache.tsx) counts those styles as inserted and puts new ones after the tag.
 * Without the global styles, the tag stays where the first one was. Returns null when the page
 * has no such tags (a page without Emotion, or one already merged).
 */
export function mergeEmotionStyles(html: string): string | null {
  const bodyStart = html.indexOf("<body")
  if (bodyStart < 0) return null
  const body = html.slice(bodyStart)
  const ids = new Set<string>()
  const rules: string[] = []
  let first = -1
  const rest = body.replace(COMPONENT_STYLE, (_tag, names: string, css: string, offset: number) => {
    if (first < 0) first = offset
    const fresh = names.split(" ").filter((name) => !ids.has(name))
    // A style rendered again under the same name has the same rules: kept once.
    if (fresh.length > 0) {
      fresh.forEach((name) => ids.add(name))
      rules.push(css)
    }
    return ""
  })
  if (first < 0) return null
  const names = [...ids].join(" ")
  const merged = `<style id="${COMPONENT_STYLES_ID}" ${STYLE_NAMES_ATTRIBUTE}="${names}">${rules.join("")}</style>`
  const head = html.slice(0, bodyStart)
  const global = GLOBAL_STYLE.exec(head)
  if (!global) return head + rest.slice(0, first) + merged + rest.slice(first)
  const after = global.index + global[0].length
  return head.slice(0, after) + merged + head.slice(after) + rest
}

async function htmlFiles(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true, recursive: true })
  return entries
    .filter((entry) => entry.isFile() && entry.name.endsWith(".html"))
    .map((entry) => path.join(entry.parentPath, entry.name))
}

/** Merges the style tags of every built page; returns how many pages changed. */
export async function mergeEmotionStylesInPages(publicDir: string): Promise<number> {
  let changed = 0
  for (const file of await htmlFiles(publicDir)) {
    const merged = mergeEmotionStyles(await readFile(file, "utf8"))
    if (merged === null) continue
    await writeFile(file, merged)
    changed++
  }
  return changed
}
