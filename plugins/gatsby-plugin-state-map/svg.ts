/**
 * The "Onde atuamos" picture: every state of Brazil from @svg-maps/brazil, the states with
 * projects filled. Written once per build as a static file; the page lays the links and counts
 * over it, so the file carries no text or script.
 */
import { readFileSync } from "node:fs"
import { createRequire } from "node:module"
import path from "node:path"
import { isBrazilianState, type StateCode } from "../../src/lib/brazil-states"
import { compactPath, labelPoint, parseRings } from "./geometry"

export interface StateOutline {
  uf: StateCode
  path: string
  /** The label's position, in percent of the map's width and height. */
  labelX: number
  labelY: number
}

/**
 * The package's own SVG file, read as text: its JavaScript entry is an ES module without
 * "type": "module", which neither Jest nor plain Node loads.
 */
function readBrazil(): BrazilMap {
  if (cached) return cached
  // Resolved from the site's root: the plugin runs bundled, where `require.resolve` is absent.
  const resolve = createRequire(path.join(process.cwd(), "package.json")).resolve
  const folder = path.dirname(resolve("@svg-maps/brazil/package.json"))
  const text = readFileSync(path.join(folder, "brazil.svg"), "utf8")
  const viewBox = /viewBox="([^"]+)"/.exec(text)?.[1]
  const locations = [...text.matchAll(/<path\s[^>]*?id="(\w+)"[^>]*?\sd="([^"]+)"/g)].map(
    ([, id, d]) => ({ id, path: d }),
  )
  if (!viewBox || locations.length !== 27) {
    throw new Error("@svg-maps/brazil/brazil.svg: expected a viewBox and 27 state outlines")
  }
  const [, , width, height] = viewBox.split(/\s+/).map(Number)
  cached = { viewBox, width, height, locations }
  return cached
}

interface BrazilMap {
  viewBox: string
  width: number
  height: number
  locations: { id: string; path: string }[]
}

let cached: BrazilMap | undefined

const percent = (value: number, total: number) => Math.round((value / total) * 1000) / 10

/** The 27 outlines, compacted, with their label positions. */
export function stateOutlines(): StateOutline[] {
  const { width, height, locations } = readBrazil()
  return locations.map(({ id, path: outline }) => {
    const uf = id.toUpperCase()
    if (!isBrazilianState(uf)) throw new Error(`@svg-maps/brazil has an unknown state id "${id}"`)
    const rings = parseRings(outline)
    const [x, y] = labelPoint(rings)
    return { uf, path: compactPath(rings), labelX: percent(x, width), labelY: percent(y, height) }
  })
}

/** The SVG document, states with projects in `active`, the others in `idle`. */
export function stateMapSvg(
  active: ReadonlySet<string>,
  colours: Record<"active" | "idle" | "border", string>,
): string {
  const { viewBox, width, height } = readBrazil()
  const paths = stateOutlines()
    .map(({ uf, path }) => {
      const fill = active.has(uf) ? colours.active : colours.idle
      return `<path id="${uf.toLowerCase()}" fill="${fill}" d="${path}"/>`
    })
    .join("")
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="${viewBox}" width="${width}" height="${height}">` +
    `<g stroke="${colours.border}" stroke-width="1" stroke-linejoin="round">${paths}</g></svg>\n`
  )
}
