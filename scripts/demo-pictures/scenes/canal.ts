/** Concrete canal in perspective (drainage or irrigation), trees and lamps on the banks. */
import { f1, lerp, poly, type Pt } from "../lib/geometry"
import { drawHills, drawSky, treeBlob, vignette } from "../lib/landscape"
import { hsl, mix, shade } from "../lib/palette"
import type { Rand } from "../lib/random"
import type { Svg } from "../lib/svg"
import { grainOverlay } from "../lib/textures"

export async function sceneCanal(s: Svg, r: Rand): Promise<void> {
  const { W, H } = s
  const horizon = H * (H > W ? r.range(0.36, 0.42) : r.range(0.38, 0.46))
  const sky = await drawSky(s, r, horizon)
  await drawHills(s, r, horizon, sky.horizonColor, { layers: 2, height: H * r.range(0.04, 0.08) })
  // far city skyline
  if (r.chance(0.6)) {
    let city = ""
    let x = r.range(-50, W * 0.3)
    const end = x + W * r.range(0.4, 0.8)
    while (x < end) {
      const w = W * r.range(0.012, 0.03)
      const h = H * r.range(0.01, 0.07)
      city += `<rect x="${f1(x)}" y="${f1(horizon - h)}" width="${f1(w)}" height="${f1(h + 2)}" fill="${mix(r.pick(["#d9d4cb", "#b5b0a6", "#efece6", "#9ea4a8"]), sky.horizonColor, 0.5)}"/>`
      x += w + r.range(0, 8)
    }
    s.add(city)
  }
  const vx = W * r.range(0.38, 0.62)
  const vy = horizon + 2
  const P = (x: number, sc: number): Pt => [vx + (x - vx) * sc, vy + (H - vy) * sc]
  // bank ground
  const grass = hsl(r.range(75, 105), r.range(25, 40), r.range(30, 38))
  const groundD = `M0,${f1(vy - 1)}H${W}V${H}H0Z`
  s.add(
    `<path d="${groundD}" fill="${s.lin([
      [0, mix(grass, sky.horizonColor, 0.55)],
      [0.3, grass],
      [1, shade(grass, -0.25)],
    ])}"/>`,
  )
  s.add(
    await grainOverlay(r, W, H, 0.02, 1.5, {
      y: vy,
      h: H - vy,
      opacity: 0.45,
      aniso: 3,
      oct: 5,
      res: 960,
    }),
  )
  // channel cross-section at the bottom of the frame
  const topL = -W * r.range(0.1, 0.25)
  const toeL = W * r.range(0.18, 0.3)
  const toeR = W * r.range(0.7, 0.82)
  const topR = W * r.range(1.1, 1.25)
  const conc = hsl(r.range(35, 50), r.range(5, 10), r.range(66, 74))
  const leftD = poly([P(topL, 1), P(toeL, 1), P(toeL, 0), P(topL, 0)])
  const rightD = poly([P(toeR, 1), P(topR, 1), P(topR, 0), P(toeR, 0)])
  s.add(
    `<path d="${leftD}" fill="${s.lin(
      [
        [0, shade(conc, 0.12)],
        [1, shade(conc, -0.1)],
      ],
      0,
      0,
      1,
      0,
    )}"/>`,
  )
  s.add(
    `<path d="${rightD}" fill="${s.lin(
      [
        [0, shade(conc, -0.28)],
        [1, shade(conc, -0.12)],
      ],
      0,
      0,
      1,
      0,
    )}"/>`,
  )
  const concClip = s.clip(leftD + rightD)
  s.add(
    await grainOverlay(r, W, H, 0.05, 1.2, {
      y: vy,
      h: H - vy,
      opacity: 0.35,
      clip: concClip,
      oct: 5,
      res: 960,
    }),
  )
  // joints of the concrete slabs
  let joints = ""
  const step = r.range(0.06, 0.1)
  for (let k = 0; k < 90; k++) {
    const sc = 1 / (1 + k * step)
    if (sc < 0.02) break
    const a = P(topL, sc)
    const b = P(toeL, sc)
    const c = P(toeR, sc)
    const d = P(topR, sc)
    const w = Math.max(0.5, 3 * sc)
    joints += `<path d="M${f1(a[0])},${f1(a[1])}L${f1(b[0])},${f1(b[1])}M${f1(c[0])},${f1(c[1])}L${f1(d[0])},${f1(d[1])}" stroke="#4a4740" stroke-opacity="0.55" stroke-width="${f1(w)}"/>`
  }
  // top kerb lines
  joints += `<path d="M${f1(P(topL, 1)[0])},${H}L${f1(vx)},${f1(vy)}L${f1(P(topR, 1)[0])},${H}" stroke="#f2efe8" stroke-opacity="0.6" stroke-width="3" fill="none"/>`
  s.add(joints)
  // water in the channel
  const level = r.range(0.15, 0.45)
  const wl = lerp(toeL, topL, level)
  const wr = lerp(toeR, topR, level)
  const waterD = poly([P(wl, 1), P(wr, 1), P(wr, 0.005), P(wl, 0.005)])
  const murky = r.chance(0.5)
  const wc = murky
    ? hsl(r.range(60, 80), r.range(18, 28), r.range(32, 40))
    : hsl(r.range(190, 205), r.range(30, 45), r.range(36, 44))
  s.add(
    `<path d="${waterD}" fill="${s.lin([
      [0, mix(wc, sky.horizonColor, 0.6)],
      [0.25, wc],
      [1, shade(wc, -0.35)],
    ])}"/>`,
  )
  const waterClip = s.clip(waterD)
  let flow = ""
  for (let i = 0; i < 420; i++) {
    const sc = Math.pow(r.next(), 1.6)
    const x = lerp(wl, wr, r.next())
    const sc2 = sc * r.range(0.8, 0.95)
    const a = P(x, sc)
    const b = P(x, sc2)
    flow += `<path d="M${f1(a[0])},${f1(a[1])}L${f1(b[0])},${f1(b[1])}" stroke="${r.chance(0.7) ? "#ffffff" : "#12201f"}" stroke-opacity="${f1(
      r.range(0.08, 0.3),
    )}" stroke-width="${f1(0.6 + sc * 3)}" stroke-linecap="round"/>`
  }
  s.add(`<g clip-path="${waterClip}">${flow}</g>`)
  // trees and lamp posts along the banks
  let items = ""
  const tcol = hsl(r.range(90, 125), r.range(25, 40), r.range(22, 30))
  const sides = [topL - W * 0.12, topR + W * 0.12]
  const lamps = r.chance(0.6)
  for (let k = 40; k >= 0; k--) {
    const sc = 1 / (1 + k * r.range(0.18, 0.22))
    for (const side of sides) {
      const [x, y] = P(side, sc)
      if (k % 2 === 0 && r.chance(0.85)) {
        const rad = H * 0.09 * sc * r.range(0.8, 1.3)
        items += `<rect x="${f1(x - rad * 0.08)}" y="${f1(y - rad * 1.6)}" width="${f1(rad * 0.16)}" height="${f1(rad * 1.6)}" fill="#4b3a2a"/>`
        items += treeBlob(x, y - rad * 1.8, rad, tcol, r, 0.1)
      } else if (lamps && k % 2 === 1) {
        const h = H * 0.28 * sc
        items += `<path d="M${f1(x)},${f1(y)}v${f1(-h)}h${f1(h * 0.15 * Math.sign(vx - x))}" stroke="#3c4044" stroke-width="${f1(Math.max(1, 6 * sc))}" fill="none"/>`
      }
    }
  }
  s.add(items)
  vignette(s, 0.3)
}
