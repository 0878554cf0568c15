/** Water (ETA) or sewage (ETE) treatment plant seen from above. */
import { f1 } from "../lib/geometry"
import { treeBlob, vignette } from "../lib/landscape"
import { hsl, shade } from "../lib/palette"
import type { Rand } from "../lib/random"
import type { Svg } from "../lib/svg"
import { alphaM, grainOverlay, greyM, tex, texImg } from "../lib/textures"
import {
  buildings,
  clarifiers,
  filterBeds,
  reservoirOrReactors,
  tanks,
  type Plant,
} from "./plant-aerial-units"

export async function scenePlantAerial(s: Svg, r: Rand, eta: boolean): Promise<void> {
  const { W, H } = s
  const grass = hsl(r.range(75, 100), r.range(22, 32), r.range(32, 38))
  s.add(`<rect width="${W}" height="${H}" fill="${grass}"/>`)
  s.add(await grainOverlay(r, W, H, 0.006, 1.5, { opacity: 0.6, oct: 5, res: 960 }))
  s.add(await grainOverlay(r, W, H, 0.06, 1.2, { opacity: 0.35, oct: 3, res: 960 }))
  const dirt = await tex({
    w: 640,
    h: 430,
    bx: 0.006,
    by: 0.006,
    oct: 5,
    seed: r.int(1, 4),
    matrix: alphaM([0.55, 0.45, 0.32], 5, -2.9),
  })
  s.add(texImg(dirt, 0, 0, W, H, { opacity: 0.6 }))
  const portrait = H > W
  const rot = r.jit(14) + (portrait ? 90 : 0)
  const S = Math.min(W, H) / 1100
  const cx = W / 2 + r.jit(W * 0.03)
  const cy = H / 2 + r.jit(H * 0.03)
  const sdx = 9 * S
  const sdy = 11 * S
  const shadowBlur = s.blur(5 * S)
  const conc = "#d3d0c8"
  const pw = portrait ? H * 0.9 : W * 0.9
  const ph = portrait ? Math.min(W * 0.8, H * 0.75) : Math.min(H * 0.8, W * 0.75)
  let g = ""
  // platform (gravel) with lawns
  g += `<rect x="${f1(-pw / 2 - 30 * S)}" y="${f1(-ph / 2 - 30 * S)}" width="${f1(pw + 60 * S)}" height="${f1(ph + 60 * S)}" fill="${shade(grass, 0.08)}"/>`
  g += `<rect x="${f1(-pw / 2)}" y="${f1(-ph / 2)}" width="${f1(pw)}" height="${f1(ph)}" fill="${hsl(40, 8, 70)}"/>`
  const gravel = await tex({
    w: 960,
    h: 640,
    bx: 0.08,
    by: 0.08,
    oct: 4,
    seed: r.int(1, 4),
    matrix: greyM(1.3),
  })
  g += texImg(gravel, -pw / 2, -ph / 2, pw, ph, { opacity: 0.35, blend: "overlay" })
  // perimeter fence
  g += `<rect x="${f1(-pw / 2 - 12 * S)}" y="${f1(-ph / 2 - 12 * S)}" width="${f1(pw + 24 * S)}" height="${f1(ph + 24 * S)}" fill="none" stroke="#e8e8e2" stroke-opacity="0.7" stroke-width="${f1(2 * S)}" stroke-dasharray="${f1(6 * S)} ${f1(4 * S)}"/>`
  // internal roads
  const road = "#595b5c"
  const rw = 36 * S
  const roadD = `M${f1(-pw / 2 - 200 * S)},${f1(ph * 0.45)}H${f1(pw * 0.47)}V${f1(-ph * 0.46)}M${f1(0)},${f1(ph * 0.45)}V${f1(-ph * 0.46)}`
  g += `<path d="${roadD}" stroke="#bdb8ab" stroke-width="${f1(rw * 1.35)}" fill="none"/><path d="${roadD}" stroke="${road}" stroke-width="${f1(rw)}" fill="none"/>`
  const water = eta
    ? hsl(r.range(185, 200), r.range(35, 48), r.range(34, 42))
    : hsl(r.range(70, 95), r.range(18, 28), r.range(28, 34))
  const waterTex = await tex({
    w: 400,
    h: 400,
    bx: 0.03,
    by: 0.03,
    oct: 4,
    seed: r.int(1, 4),
    matrix: greyM(1.3),
  })
  const foam = await tex({
    w: 600,
    h: 600,
    bx: 0.18,
    by: 0.18,
    oct: 3,
    type: "turbulence",
    seed: r.int(1, 4),
    matrix: alphaM([0.97, 0.96, 0.92], 4, -1.9),
  })
  const c: Plant = {
    s,
    r,
    pw,
    ph,
    S,
    sdx,
    sdy,
    shadowBlur,
    conc,
    water,
    waterTex,
    foam,
    grass,
    eta,
  }
  g += clarifiers(c)
  g += tanks(c)
  g += filterBeds(c)
  g += buildings(c)
  g += reservoirOrReactors(c)
  // walkways between units
  g += `<path d="M${f1(-0.46 * pw)},${f1(-0.02 * ph)}H${f1(0.44 * pw)}" stroke="#e3e0d8" stroke-width="${f1(6 * S)}"/>`
  // trees around the platform
  let trees = ""
  const tc = hsl(r.range(95, 125), r.range(28, 40), r.range(20, 27))
  const per = 2 * (pw + ph)
  for (let d = 0; d < per; d += r.range(25, 60) * S) {
    if (r.chance(0.25)) continue
    let x: number
    let y: number
    const o = r.range(60, 110) * S
    if (d < pw) [x, y] = [-pw / 2 + d, -ph / 2 - o]
    else if (d < pw + ph) [x, y] = [pw / 2 + o, -ph / 2 + (d - pw)]
    else if (d < 2 * pw + ph) [x, y] = [pw / 2 - (d - pw - ph), ph / 2 + o]
    else [x, y] = [-pw / 2 - o, ph / 2 - (d - 2 * pw - ph)]
    trees += treeBlob(x + r.jit(20 * S), y + r.jit(20 * S), r.range(16, 30) * S, tc, r, 0.45)
  }
  s.add(`<g transform="translate(${f1(cx)} ${f1(cy)}) rotate(${f1(rot)})">${g}${trees}</g>`)
  s.add(`<rect width="${W}" height="${H}" fill="#dfe9ef" opacity="0.06"/>`)
  vignette(s, 0.28)
}
