/** Centre-pivot irrigation seen from above, with fields, roads, a canal and a pond. */
import { f1, noise1D, poly, type Pt } from "../lib/geometry"
import { vignette } from "../lib/landscape"
import { hsl, mix, shade } from "../lib/palette"
import type { Rand } from "../lib/random"
import type { Svg } from "../lib/svg"
import { grainOverlay, greyM, tex, texImg } from "../lib/textures"

export async function scenePivots(s: Svg, r: Rand): Promise<void> {
  const { W, H } = s
  const dry = hsl(r.range(28, 40), r.range(25, 40), r.range(55, 64))
  s.add(`<rect width="${W}" height="${H}" fill="${dry}"/>`)
  s.add(await grainOverlay(r, W, H, 0.006, 1.5, { opacity: 0.55, oct: 5, res: 960 }))
  const rot = r.jit(25)
  const R = Math.min(W, H) * r.range(0.2, 0.28)
  const cols = Math.ceil(W / (2 * R)) + 2
  const rows = Math.ceil(H / (2 * R)) + 2
  let g = ""
  const D = Math.hypot(W, H)
  // rectangular fields with crop rows between the pivots
  const rowsPat = s.id("p")
  s.def(
    `<pattern id="${rowsPat}" width="${f1(8 * (R / 300))}" height="10" patternUnits="userSpaceOnUse"><rect width="${f1(3 * (R / 300))}" height="10" fill="#000" opacity="0.12"/></pattern>`,
  )
  const fieldBase = hsl(r.range(28, 40), r.range(24, 34), r.range(50, 58))
  const fieldCols = [
    fieldBase,
    shade(fieldBase, 0.06),
    shade(fieldBase, -0.06),
    mix(fieldBase, hsl(80, 30, 40), 0.35),
    shade(fieldBase, -0.12),
  ]
  const fw = R * 1.02
  for (let fy = -D / 2; fy < D / 2; fy += fw) {
    for (let fx = -D / 2; fx < D / 2; fx += fw) {
      const c = r.pick(fieldCols)
      g += `<rect x="${f1(fx)}" y="${f1(fy)}" width="${f1(fw)}" height="${f1(fw)}" fill="${c}" stroke="#d9cdb0" stroke-opacity="0.5" stroke-width="${f1(R * 0.01)}"/>`
      if (r.chance(0.5))
        g += `<rect x="${f1(fx)}" y="${f1(fy)}" width="${f1(fw)}" height="${f1(fw)}" fill="url(#${rowsPat})"/>`
    }
  }
  const cropTex = await tex({
    w: 600,
    h: 600,
    bx: 0.03,
    by: 0.03,
    oct: 5,
    seed: r.int(1, 4),
    matrix: greyM(1.4),
  })
  for (let j = 0; j < rows; j++)
    for (let i = 0; i < cols; i++) {
      if (r.chance(0.15)) continue
      const x = (i - Math.floor(cols / 2)) * 2 * R * 1.02
      const y = (j - Math.floor(rows / 2)) * 2 * R * 1.02
      const stage = r.next()
      const col =
        stage < 0.55
          ? hsl(r.range(80, 110), r.range(35, 55), r.range(28, 40))
          : stage < 0.8
            ? hsl(r.range(55, 75), r.range(30, 45), r.range(40, 50))
            : hsl(r.range(25, 35), r.range(25, 35), r.range(42, 52))
      g += `<circle cx="${f1(x)}" cy="${f1(y)}" r="${f1(R)}" fill="${col}"/>`
      const clip = s.clip(
        `M${f1(x - R)},${f1(y)}a${f1(R)},${f1(R)} 0 1 0 ${f1(2 * R)},0a${f1(R)},${f1(R)} 0 1 0 ${f1(-2 * R)},0Z`,
      )
      g += texImg(cropTex, x - R, y - R, 2 * R, 2 * R, { opacity: 0.4, blend: "overlay", clip })
      // harvested / differently planted sector
      if (r.chance(0.5)) {
        const a0 = r.range(0, Math.PI * 2)
        const a1 = a0 + r.range(0.6, 2.2)
        const c2 = hsl(r.range(25, 45), r.range(20, 35), r.range(45, 58))
        g += `<path d="M${f1(x)},${f1(y)}L${f1(x + Math.cos(a0) * R)},${f1(y + Math.sin(a0) * R)}A${f1(R)},${f1(R)} 0 ${a1 - a0 > Math.PI ? 1 : 0} 1 ${f1(x + Math.cos(a1) * R)},${f1(y + Math.sin(a1) * R)}Z" fill="${c2}" opacity="0.9"/>`
      }
      // wheel tracks
      let rings = ""
      const nr = r.int(6, 9)
      for (let k = 1; k <= nr; k++)
        rings += `<circle cx="${f1(x)}" cy="${f1(y)}" r="${f1((k / (nr + 0.3)) * R)}" fill="none" stroke="#3d2f22" stroke-opacity="0.3" stroke-width="${f1(R * 0.008)}"/>`
      g += rings
      const a = r.range(0, Math.PI * 2)
      g += `<path d="M${f1(x)},${f1(y)}L${f1(x + Math.cos(a) * R * 0.98)},${f1(y + Math.sin(a) * R * 0.98)}" stroke="#e9eef0" stroke-width="${f1(R * 0.012)}"/>`
      g += `<path d="M${f1(x + R * 0.01)},${f1(y + R * 0.012)}L${f1(x + Math.cos(a) * R * 0.98 + R * 0.01)},${f1(y + Math.sin(a) * R * 0.98 + R * 0.012)}" stroke="#000" stroke-opacity="0.3" stroke-width="${f1(R * 0.01)}"/>`
      g += `<rect x="${f1(x - R * 0.02)}" y="${f1(y - R * 0.02)}" width="${f1(R * 0.04)}" height="${f1(R * 0.04)}" fill="#d8d8d2"/>`
    }
  // access roads and a canal
  g += `<path d="M${f1(-D)},${f1(R * 1.02)}H${f1(D)}" stroke="#cdb894" stroke-width="${f1(R * 0.05)}"/>`
  const cy = -R * 1.02 * 3
  g += `<path d="M${f1(-D)},${f1(cy)}H${f1(D)}" stroke="#8a9a7a" stroke-width="${f1(R * 0.07)}"/><path d="M${f1(-D)},${f1(cy)}H${f1(D)}" stroke="${hsl(195, 40, 38)}" stroke-width="${f1(R * 0.035)}"/>`
  s.add(`<g transform="translate(${f1(W / 2)} ${f1(H / 2)}) rotate(${f1(rot)})">${g}</g>`)
  // reservoir pond
  if (r.chance(0.6)) {
    const px = r.range(0.1, 0.9) * W
    const py = r.range(0.1, 0.9) * H
    const pr = R * 0.35
    const pts: Pt[] = []
    const nz = noise1D(r, 16)
    for (let k = 0; k < 40; k++) {
      const a = (k / 40) * Math.PI * 2
      const rr = pr * (1 + 0.12 * nz(k * 0.4))
      pts.push([px + Math.cos(a) * rr * 1.4, py + Math.sin(a) * rr])
    }
    s.add(
      `<path d="${poly(pts)}" fill="${hsl(80, 15, 55)}" stroke="${hsl(40, 25, 60)}" stroke-width="${f1(R * 0.06)}"/><path d="${poly(pts)}" fill="${s.rad(
        [
          [0, hsl(190, 40, 38)],
          [1, hsl(185, 35, 28)],
        ],
      )}" transform="translate(${f1(px * 0.08)} ${f1(py * 0.08)}) scale(0.92)"/>`,
    )
  }
  s.add(`<rect width="${W}" height="${H}" fill="#e4eef5" opacity="0.08"/>`)
  vignette(s, 0.25)
}
