import { readFile, readdir, writeFile } from "node:fs/promises"
import path from "node:path"

/**
 * One of the style tags Emotion writes into the server-rendered HTML for the components' styles
 * (key "css"; the global styles, key "css-global", are left as they are).
 */
const COMPONENT_STYLE = /<style data-emotion="css ([^"]+)">([\s\S]*?)<\/style>/g

/**
 * Emotion renders a `<style>` tag next to each styled element that is the first to use a style,
 * so a page's HTML has dozens of them in its body. In the browser, Emotion's cache moves every
 * one of them into <head> while the app script is evaluated, and then once more when it takes
 * them over, and the browser recomputes the page's styles after each move.
 * This merges them into one tag, where the first one was, with the same rules in the same
 * order (each style once), marked as already moved (`data-s`): Emotion then registers all its
 * styles as inserted and moves a single tag. Returns null when the page has no such tags (a
 * page without Emotion, or one already merged).
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
  const merged = `<style data-emotion="css ${[...ids].join(" ")}" data-s="">${rules.join("")}</style>`
  return html.slice(0, bodyStart) + rest.slice(0, first) + merged + rest.slice(first)
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
