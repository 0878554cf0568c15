/** Residential subdivision seen from above: curved streets, lots, houses, a detention basin. */
import { f1, noise1D, poly, type Pt } from "../lib/geometry"
import { treeBlob, vignette } from "../lib/landscape"
import { hsl, shade } from "../lib/palette"
import type { Rand } from "../lib/random"
import type { Svg } from "../lib/svg"
import { grainOverlay } from "../lib/textures"

export async function sceneLots(s: Svg, r: Rand): Promise<void> {
  const { W, H } = s
  const grass = hsl(r.range(75, 100), r.range(25, 38), r.range(32, 40))
  s.add(`<rect width="${W}" height="${H}" fill="${grass}"/>`)
  s.add(await grainOverlay(r, W, H, 0.006, 1.5, { opacity: 0.55, oct: 5, res: 960 }))
  const S = (Math.min(W, H) / 1100) * r.range(1.2, 1.5)
  const rot = r.jit(20)
  const D = Math.hypot(W, H)
  const roadW = 26 * S
  const lotD = 70 * S
  const lotW = 34 * S
  const spacing = 2 * lotD + roadW * 1.6
  const A = r.range(30, 90) * S
  const fr = r.range(1.2, 2.5) / D
  const ph = r.range(0, 6)
  const yRoad = (k: number, x: number): number =>
    k * spacing + A * Math.sin(x * fr * Math.PI * 2 + ph)
  const dyRoad = (x: number): number => A * Math.cos(x * fr * Math.PI * 2 + ph) * fr * Math.PI * 2
  let roads = ""
  let lots = ""
  let houses = ""
  const nRoads = Math.ceil(D / spacing) + 1
  const cross: number[] = []
  for (let k = 0; k < r.int(2, 3); k++) cross.push(r.range(-D * 0.35, D * 0.35))
  const roofCols = ["#b5552f", "#c86b3c", "#9a4a2c", "#d8d5cf", "#8c949a", "#e9e4d8", "#a0523a"]
  const built = r.range(0.25, 0.75)
  for (let k = -Math.floor(nRoads / 2); k <= Math.ceil(nRoads / 2); k++) {
    const pts: Pt[] = []
    for (let x = -D / 2; x <= D / 2; x += 20) pts.push([x, yRoad(k, x)])
    roads += `<path d="${poly(pts, false)}" stroke="#c9c5bb" stroke-width="${f1(roadW * 1.6)}" fill="none"/>`
    roads += `<path d="${poly(pts, false)}" stroke="#4d5052" stroke-width="${f1(roadW)}" fill="none"/>`
    roads += `<path d="${poly(pts, false)}" stroke="#f0f0e8" stroke-opacity="0.7" stroke-width="${f1(1.5 * S)}" stroke-dasharray="${f1(10 * S)} ${f1(10 * S)}" fill="none"/>`
    // lots on both sides
    for (let x = -D / 2; x <= D / 2; x += lotW) {
      if (cross.some((c) => Math.abs(c - x) < lotW * 1.5)) continue
      const ang = (Math.atan(dyRoad(x)) * 180) / Math.PI
      for (const side of [-1, 1]) {
        const y = yRoad(k, x)
        const off = side * (roadW * 0.8 + lotD / 2)
        const fill = r.chance(0.8)
          ? shade(grass, r.range(-0.04, 0.1))
          : hsl(r.range(22, 34), r.range(25, 38), r.range(46, 54))
        lots += `<g transform="translate(${f1(x)} ${f1(y)}) rotate(${f1(ang)}) translate(0 ${f1(off)})"><rect x="${f1(-lotW / 2)}" y="${f1(-lotD / 2)}" width="${f1(lotW)}" height="${f1(lotD)}" fill="${fill}" stroke="#e8e4da" stroke-opacity="0.7" stroke-width="${f1(1.2 * S)}"/></g>`
        if (r.chance(built)) {
          const hw = lotW * r.range(0.55, 0.75)
          const hd = lotD * r.range(0.35, 0.5)
          const roof = r.pick(roofCols)
          const hy = -side * lotD * 0.12
          houses += `<g transform="translate(${f1(x)} ${f1(y)}) rotate(${f1(ang)}) translate(0 ${f1(off + hy)})"><rect x="${f1(-hw / 2 + 4 * S)}" y="${f1(-hd / 2 + 5 * S)}" width="${f1(hw)}" height="${f1(hd)}" fill="#000" opacity="0.35"/><rect x="${f1(-hw / 2)}" y="${f1(-hd / 2)}" width="${f1(hw)}" height="${f1(hd / 2)}" fill="${shade(roof, 0.12)}"/><rect x="${f1(-hw / 2)}" y="0" width="${f1(hw)}" height="${f1(hd / 2)}" fill="${shade(roof, -0.15)}"/>${
            r.chance(0.15)
              ? `<rect x="${f1(-hw * 0.3)}" y="${f1(side * lotD * 0.3 - 6 * S)}" width="${f1(hw * 0.5)}" height="${f1(12 * S)}" fill="#3fb3d6" stroke="#e9e9e9" stroke-width="${f1(1.5 * S)}"/>`
              : ""
          }</g>`
        }
      }
    }
  }
  let crossR = ""
  for (const c of cross) {
    crossR += `<path d="M${f1(c)},${f1(-D)}V${f1(D)}" stroke="#c9c5bb" stroke-width="${f1(roadW * 1.6)}"/><path d="M${f1(c)},${f1(-D)}V${f1(D)}" stroke="#4d5052" stroke-width="${f1(roadW)}"/>`
  }
  // green area with detention basin
  const bx = r.range(-0.25, 0.25) * W
  const by = r.range(-0.25, 0.25) * H
  const br = 120 * S
  const pts: Pt[] = []
  const nz = noise1D(r, 16)
  for (let k = 0; k < 48; k++) {
    const a = (k / 48) * Math.PI * 2
    const rr = br * (1 + 0.3 * nz((k / 48) * 16))
    pts.push([bx + Math.cos(a) * rr * 1.5, by + Math.sin(a) * rr])
  }
  const green = `<path d="${poly(pts)}" fill="${shade(grass, 0.05)}" transform="translate(${f1(bx)} ${f1(by)}) scale(1.7) translate(${f1(-bx)} ${f1(-by)})"/><path d="${poly(pts)}" fill="#b9b08f" transform="translate(${f1(bx * -0.1)} ${f1(by * -0.1)}) scale(1.1)"/><path d="${poly(pts)}" fill="${s.rad(
    [
      [0, hsl(185, 35, 36)],
      [1, hsl(150, 25, 30)],
    ],
  )}"/>`
  let trees = ""
  const tc = hsl(r.range(95, 125), r.range(28, 42), r.range(20, 28))
  for (let i = 0; i < 26; i++) {
    const a = r.range(0, Math.PI * 2)
    trees += treeBlob(
      bx + Math.cos(a) * br * r.range(1.7, 2.2),
      by + Math.sin(a) * br * r.range(1.25, 1.5),
      r.range(10, 18) * S,
      tc,
      r,
      0.4,
    )
  }
  s.add(
    `<g transform="translate(${f1(W / 2)} ${f1(H / 2)}) rotate(${f1(rot)})">${lots}${roads}${crossR}${houses}${green}${trees}</g>`,
  )
  s.add(`<rect width="${W}" height="${H}" fill="#e4eef5" opacity="0.07"/>`)
  vignette(s, 0.25)
}
