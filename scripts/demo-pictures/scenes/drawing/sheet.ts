/** The drawing sheet: grid, lettering, title block, north arrow and scale bar. */
import { f1 } from "../../lib/geometry"
import type { Rand } from "../../lib/random"
import type { Svg } from "../../lib/svg"

export interface Sheet {
  /** drawing colour */
  ink: string
  /** secondary colour */
  ink2: string
  paper: string
  blue: boolean
}

/** Draws one kind of drawing into the box (x0, y0, w, h) of sheet `sh`; `sc` scales lines and text. */
export type Drawing = (
  r: Rand,
  x0: number,
  y0: number,
  w: number,
  h: number,
  sh: Sheet,
  sc: number,
) => string

export function sheetGrid(
  s: Svg,
  x: number,
  y: number,
  w: number,
  h: number,
  sh: Sheet,
  scale: number,
): string {
  const minor = s.id("p")
  const major = s.id("p")
  const a = 20 * scale
  const b = 100 * scale
  s.def(
    `<pattern id="${minor}" width="${f1(a)}" height="${f1(a)}" patternUnits="userSpaceOnUse"><path d="M${f1(a)},0V${f1(a)}H0" fill="none" stroke="${sh.ink}" stroke-opacity="${sh.blue ? 0.08 : 0.06}" stroke-width="1"/></pattern>`,
  )
  s.def(
    `<pattern id="${major}" width="${f1(b)}" height="${f1(b)}" patternUnits="userSpaceOnUse"><path d="M${f1(b)},0V${f1(b)}H0" fill="none" stroke="${sh.ink}" stroke-opacity="${sh.blue ? 0.2 : 0.12}" stroke-width="1.5"/></pattern>`,
  )
  return `<rect x="${f1(x)}" y="${f1(y)}" width="${f1(w)}" height="${f1(h)}" fill="url(#${minor})"/><rect x="${f1(x)}" y="${f1(y)}" width="${f1(w)}" height="${f1(h)}" fill="url(#${major})"/>`
}

export const label = (
  x: number,
  y: number,
  t: string,
  size: number,
  col: string,
  opts: { anchor?: string; rot?: number; weight?: string } = {},
): string =>
  `<text x="${f1(x)}" y="${f1(y)}" font-family="DejaVu Sans Mono, Liberation Mono, monospace" font-size="${f1(size)}" fill="${col}" text-anchor="${opts.anchor ?? "start"}"${opts.weight ? ` font-weight="${opts.weight}"` : ""}${opts.rot ? ` transform="rotate(${f1(opts.rot)} ${f1(x)} ${f1(y)})"` : ""}>${esc(t)}</text>`

export function titleBlock(
  x: number,
  y: number,
  w: number,
  h: number,
  sh: Sheet,
  sc: number,
  r: Rand,
  sheetLabel: string,
): string {
  let out = `<rect x="${f1(x)}" y="${f1(y)}" width="${f1(w)}" height="${f1(h)}" fill="none" stroke="${sh.ink}" stroke-width="${f1(2.5 * sc)}"/>`
  out += `<path d="M${f1(x)},${f1(y + h * 0.35)}h${f1(w)}M${f1(x)},${f1(y + h * 0.65)}h${f1(w)}M${f1(x + w * 0.6)},${f1(y + h * 0.65)}v${f1(h * 0.35)}" stroke="${sh.ink}" stroke-width="${f1(1.5 * sc)}"/>`
  out += label(x + w * 0.05, y + h * 0.25, sheetLabel, 22 * sc, sh.ink, { weight: "bold" })
  out += label(
    x + w * 0.05,
    y + h * 0.55,
    sheetLabel.startsWith("ISO") || sheetLabel.startsWith("ESQ")
      ? "SEM ESCALA"
      : `ESC. 1:${r.pick(["500", "1000", "2000", "2500", "5000"])}`,
    16 * sc,
    sh.ink,
  )
  out += label(x + w * 0.05, y + h * 0.87, `FOLHA ${r.int(1, 9)}/${r.int(10, 24)}`, 15 * sc, sh.ink)
  out += label(x + w * 0.65, y + h * 0.87, `REV. ${r.int(0, 3)}`, 15 * sc, sh.ink)
  return out
}

export function northArrow(x: number, y: number, size: number, sh: Sheet): string {
  return `<circle cx="${f1(x)}" cy="${f1(y)}" r="${f1(size)}" fill="none" stroke="${sh.ink}" stroke-width="2"/><path d="M${f1(x)},${f1(y - size * 0.9)}L${f1(x + size * 0.35)},${f1(y + size * 0.6)}L${f1(x)},${f1(y + size * 0.3)}Z" fill="${sh.ink}"/><path d="M${f1(x)},${f1(y - size * 0.9)}L${f1(x - size * 0.35)},${f1(y + size * 0.6)}L${f1(x)},${f1(y + size * 0.3)}Z" fill="none" stroke="${sh.ink}" stroke-width="2"/>${label(x, y - size * 1.15, "N", size * 0.7, sh.ink, { anchor: "middle", weight: "bold" })}`
}

export function scaleBar(x: number, y: number, w: number, sh: Sheet, sc: number): string {
  let out = ""
  for (let i = 0; i < 4; i++) {
    out += `<rect x="${f1(x + (i * w) / 4)}" y="${f1(y)}" width="${f1(w / 4)}" height="${f1(8 * sc)}" fill="${i % 2 ? "none" : sh.ink}" stroke="${sh.ink}" stroke-width="1.5"/>`
  }
  out +=
    label(x, y + 26 * sc, "0", 14 * sc, sh.ink, { anchor: "middle" }) +
    label(x + w, y + 26 * sc, "100 m", 14 * sc, sh.ink, { anchor: "middle" })
  return out
}

const esc = (s: string): string =>
  s.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;")
