/** The units of the treatment-plant scene, in plant coordinates (origin at its centre). */
import { f1 } from "../lib/geometry"
import { hsl, shade } from "../lib/palette"
import type { Rand } from "../lib/random"
import type { Svg } from "../lib/svg"
import { texImg } from "../lib/textures"

/** What the units share: the document, randomness, plant size, shadow offset and materials. */
export interface Plant {
  s: Svg
  r: Rand
  pw: number
  ph: number
  S: number
  sdx: number
  sdy: number
  shadowBlur: string
  conc: string
  water: string
  waterTex: string
  foam: string
  grass: string
  eta: boolean
}

/** Circular clarifiers with their rotating bridges. */
export function clarifiers(c: Plant): string {
  const { s, r, pw, ph, S, sdx, sdy, shadowBlur, conc, water, waterTex } = c
  let g = ""
  const nC = r.int(2, 4)
  const cr = Math.min((0.44 * pw) / (nC * 2.3), 0.18 * ph)
  for (let i = 0; i < nC; i++) {
    const x = -0.46 * pw + cr * 1.15 + i * cr * 2.3
    const y = -0.24 * ph
    g += `<circle cx="${f1(x + sdx)}" cy="${f1(y + sdy)}" r="${f1(cr + 6 * S)}" fill="#000" opacity="0.35" filter="${shadowBlur}"/>`
    g += `<circle cx="${f1(x)}" cy="${f1(y)}" r="${f1(cr + 6 * S)}" fill="${conc}"/>`
    g += `<circle cx="${f1(x)}" cy="${f1(y)}" r="${f1(cr)}" fill="${s.rad([
      [0, shade(water, 0.12)],
      [1, shade(water, -0.15)],
    ])}"/>`
    const clip = s.clip(
      `M${f1(x - cr)},${f1(y)}a${f1(cr)},${f1(cr)} 0 1 0 ${f1(2 * cr)},0a${f1(cr)},${f1(cr)} 0 1 0 ${f1(-2 * cr)},0Z`,
    )
    g += texImg(waterTex, x - cr, y - cr, 2 * cr, 2 * cr, { opacity: 0.3, blend: "overlay", clip })
    g += `<circle cx="${f1(x)}" cy="${f1(y)}" r="${f1(cr * 0.92)}" fill="none" stroke="#e6e3dc" stroke-opacity="0.8" stroke-width="${f1(2.5 * S)}"/>`
    g += `<circle cx="${f1(x)}" cy="${f1(y)}" r="${f1(cr * 0.15)}" fill="${conc}" stroke="#8d8a84" stroke-width="${f1(2 * S)}"/>`
    const a = r.range(0, Math.PI * 2)
    const ex = x + Math.cos(a) * cr
    const ey = y + Math.sin(a) * cr
    g += `<path d="M${f1(x + 7 * S)},${f1(y + 9 * S)}L${f1(ex + 7 * S)},${f1(ey + 9 * S)}" stroke="#000" stroke-opacity="0.3" stroke-width="${f1(9 * S)}"/>`
    g += `<path d="M${f1(x)},${f1(y)}L${f1(ex)},${f1(ey)}" stroke="#ece9e2" stroke-width="${f1(8 * S)}"/><path d="M${f1(x)},${f1(y)}L${f1(ex)},${f1(ey)}" stroke="#e8b923" stroke-width="${f1(2 * S)}"/>`
  }
  return g
}

/** Rectangular tanks: aeration (ETE, with foam) or flocculation (ETA, with baffles). */
export function tanks(c: Plant): string {
  const { s, r, pw, ph, S, sdx, sdy, shadowBlur, conc, water, waterTex, foam, eta } = c
  let g = ""
  const nT = r.int(2, 4)
  const tw = Math.min(95 * S, (0.4 * pw) / nT - 14 * S)
  const th = 0.34 * ph
  const tcol = eta ? water : hsl(r.range(30, 42), r.range(22, 35), r.range(32, 38))
  for (let i = 0; i < nT; i++) {
    const x = -0.45 * pw + i * (tw + 14 * S)
    const y = 0.03 * ph
    g += `<rect x="${f1(x + sdx)}" y="${f1(y + sdy)}" width="${f1(tw + 12 * S)}" height="${f1(th + 12 * S)}" fill="#000" opacity="0.35" filter="${shadowBlur}"/>`
    g += `<rect x="${f1(x)}" y="${f1(y)}" width="${f1(tw + 12 * S)}" height="${f1(th + 12 * S)}" fill="${conc}"/>`
    const wx = x + 6 * S
    const wy = y + 6 * S
    g += `<rect x="${f1(wx)}" y="${f1(wy)}" width="${f1(tw)}" height="${f1(th)}" fill="${tcol}"/>`
    const clip = s.clip(`M${f1(wx)},${f1(wy)}h${f1(tw)}v${f1(th)}h${f1(-tw)}Z`)
    g += texImg(waterTex, wx, wy, tw, th, { opacity: 0.35, blend: "overlay", clip })
    if (!eta) {
      g += texImg(foam, wx, wy, tw, th, { opacity: 0.65, clip })
      g += `<rect x="${f1(wx)}" y="${f1(wy + th * 0.5 - 3 * S)}" width="${f1(tw)}" height="${f1(6 * S)}" fill="#e9e6df"/>`
    } else {
      let baffles = ""
      for (let k = 1; k < 8; k++) baffles += `M${f1(wx)},${f1(wy + (k * th) / 8)}h${f1(tw)}`
      g += `<path d="${baffles}" stroke="#e6e3dc" stroke-width="${f1(2.5 * S)}"/>`
    }
  }
  return g
}

/** Filters (ETA) or sludge drying beds (ETE). */
export function filterBeds(c: Plant): string {
  const { r, pw, ph, S, sdx, sdy, shadowBlur, conc, water, eta } = c
  let g = ""
  const cw = Math.min(60 * S, (0.36 * pw) / 4 - 8 * S)
  const chh = 0.16 * ph
  for (let a = 0; a < 2; a++) {
    for (let b = 0; b < 4; b++) {
      const x = 0.05 * pw + b * (cw + 8 * S)
      const y = 0.04 * ph + a * (chh + 12 * S)
      const c = eta ? shade(water, 0.15) : r.pick(["#3b2f25", "#5a4632", "#6e5a44", "#2f2720"])
      g += `<rect x="${f1(x + sdx * 0.6)}" y="${f1(y + sdy * 0.6)}" width="${f1(cw)}" height="${f1(chh)}" fill="#000" opacity="0.25" filter="${shadowBlur}"/>`
      g += `<rect x="${f1(x)}" y="${f1(y)}" width="${f1(cw)}" height="${f1(chh)}" fill="${conc}"/><rect x="${f1(x + 4 * S)}" y="${f1(y + 4 * S)}" width="${f1(cw - 8 * S)}" height="${f1(chh - 8 * S)}" fill="${c}"/>`
      if (!eta)
        g += `<path d="M${f1(x + 4 * S)},${f1(y + chh * 0.33)}h${f1(cw - 8 * S)}M${f1(x + 4 * S)},${f1(y + chh * 0.66)}h${f1(cw - 8 * S)}" stroke="#000" stroke-opacity="0.25" stroke-width="${f1(3 * S)}"/>`
      else
        g += `<path d="M${f1(x + cw / 2)},${f1(y + 4 * S)}v${f1(chh - 8 * S)}" stroke="#e6e3dc" stroke-width="${f1(3 * S)}"/>`
    }
  }
  return g
}

/** Buildings with lawns around them. */
export function buildings(c: Plant): string {
  const { r, pw, ph, S, sdx, sdy, shadowBlur, grass } = c
  let g = ""
  let bx = 0.05 * pw
  for (let i = 0; i < 3; i++) {
    const bw = r.range(0.09, 0.14) * pw
    const bh = r.range(0.12, 0.2) * ph
    if (bx + bw > 0.3 * pw) break
    const y = -0.42 * ph + r.range(0, 0.06) * ph
    const roof = r.pick(["#b9bcbf", "#a84f32", "#d9d7d2", "#7f8c8d", "#9aa5ad"])
    g += `<rect x="${f1(bx - 10 * S)}" y="${f1(y - 10 * S)}" width="${f1(bw + 20 * S)}" height="${f1(bh + 20 * S)}" fill="${shade(grass, 0.12)}"/>`
    g += `<rect x="${f1(bx + sdx * 1.6)}" y="${f1(y + sdy * 1.6)}" width="${f1(bw)}" height="${f1(bh)}" fill="#000" opacity="0.4" filter="${shadowBlur}"/>`
    g += `<rect x="${f1(bx)}" y="${f1(y)}" width="${f1(bw)}" height="${f1(bh / 2)}" fill="${shade(roof, 0.12)}"/><rect x="${f1(bx)}" y="${f1(y + bh / 2)}" width="${f1(bw)}" height="${f1(bh / 2)}" fill="${shade(roof, -0.12)}"/>`
    let ribs = ""
    for (let k = 1; k < 14; k++) ribs += `M${f1(bx + (k * bw) / 14)},${f1(y)}v${f1(bh)}`
    g += `<path d="${ribs}" stroke="#000" stroke-opacity="0.12" stroke-width="${f1(1.5 * S)}"/>`
    bx += bw + 30 * S
  }
  return g
}

/** Covered reservoir (ETA) or two UASB reactors (ETE). */
export function reservoirOrReactors(c: Plant): string {
  const { s, pw, ph, S, sdx, sdy, shadowBlur, eta } = c
  let g = ""
  const ex = 0.37 * pw
  if (eta) {
    const rr = Math.min(0.08 * pw, 0.14 * ph)
    const ry = -0.2 * ph
    g += `<circle cx="${f1(ex + sdx * 2)}" cy="${f1(ry + sdy * 2)}" r="${f1(rr)}" fill="#000" opacity="0.4" filter="${shadowBlur}"/><circle cx="${f1(ex)}" cy="${f1(ry)}" r="${f1(rr)}" fill="${s.rad(
      [
        [0, "#eeece7"],
        [1, "#a9a6a0"],
      ],
      0.4,
      0.35,
      0.7,
    )}"/>`
    let spokes = ""
    for (let k = 0; k < 16; k++)
      spokes += `M${f1(ex)},${f1(ry)}L${f1(ex + Math.cos((k / 16) * Math.PI * 2) * rr)},${f1(ry + Math.sin((k / 16) * Math.PI * 2) * rr)}`
    g += `<path d="${spokes}" stroke="#8b8882" stroke-width="${f1(1.5 * S)}"/>`
  } else {
    const uw = Math.min(0.13 * pw, 140 * S)
    const uh = 0.2 * ph
    for (let k = 0; k < 2; k++) {
      const x = ex - uw / 2
      const y = -0.38 * ph + k * (uh + 16 * S)
      g += `<rect x="${f1(x + sdx * 1.5)}" y="${f1(y + sdy * 1.5)}" width="${f1(uw)}" height="${f1(uh)}" fill="#000" opacity="0.4" filter="${shadowBlur}"/><rect x="${f1(x)}" y="${f1(y)}" width="${f1(uw)}" height="${f1(uh)}" fill="${s.lin(
        [
          [0, "#d5d3ce"],
          [1, "#9d9b96"],
        ],
        0,
        0,
        1,
        1,
      )}"/><path d="M${f1(x)},${f1(y + uh / 2)}h${f1(uw)}M${f1(x + uw / 2)},${f1(y)}v${f1(uh)}" stroke="#7a7873" stroke-width="${f1(2 * S)}"/>`
    }
  }
  return g
}
