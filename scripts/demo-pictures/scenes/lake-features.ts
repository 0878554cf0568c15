/** Near features of the lake scene: intake tower, pump pontoon or dam crest. */
import { f1, lerp } from "../lib/geometry"
import { hsl, shade } from "../lib/palette"
import type { Rand } from "../lib/random"
import type { Svg } from "../lib/svg"
import { grainOverlay } from "../lib/textures"

/** Intake tower with a footbridge to the right edge, standing in the water. */
export function intakeTower(s: Svg, r: Rand, horizon: number, waterClip: string): void {
  const { W, H } = s
  const tx = r.range(0.55, 0.8) * W
  const wl = horizon + (H - horizon) * r.range(0.18, 0.3)
  const tw = W * r.range(0.04, 0.06)
  const th = (wl - horizon) * r.range(2.2, 3.2)
  const conc = "#c8c4bb"
  const cyl = s.lin(
    [
      [0, shade(conc, -0.45)],
      [0.3, shade(conc, 0.15)],
      [0.6, conc],
      [1, shade(conc, -0.5)],
    ],
    0,
    0,
    1,
    0,
  )
  const g = `<rect x="${f1(tx - tw / 2)}" y="${f1(wl - th)}" width="${f1(tw)}" height="${f1(th)}" fill="${cyl}"/><rect x="${f1(tx - tw * 0.75)}" y="${f1(wl - th - tw * 0.7)}" width="${f1(tw * 1.5)}" height="${f1(tw * 0.7)}" fill="${s.lin(
    [
      [0, "#e9e5dc"],
      [1, "#a9a59c"],
    ],
    0,
    0,
    1,
    0,
  )}"/><rect x="${f1(tx - tw * 0.85)}" y="${f1(wl - th - tw * 0.82)}" width="${f1(tw * 1.7)}" height="${f1(tw * 0.14)}" fill="#6d6a64"/>`
  const by = wl - th * 0.82
  const bridge = `<rect x="${f1(tx + tw * 0.75)}" y="${f1(by)}" width="${f1(W - tx)}" height="${f1(tw * 0.12)}" fill="#6f7377"/><path d="${Array.from(
    { length: 30 },
    (_, k) => `M${f1(tx + tw * 0.75 + k * tw * 0.45)},${f1(by)}v${f1(-tw * 0.25)}`,
  ).join(
    "",
  )}M${f1(tx + tw * 0.75)},${f1(by - tw * 0.25)}H${W}" stroke="#e2b23a" stroke-width="2.5"/>`
  s.add(g + bridge)
  let piers = ""
  for (let px = tx + tw * 0.75 + W * 0.12; px < W; px += W * 0.16) {
    const pwid = tw * 0.22
    const pwl = wl + (px - tx) * 0.01
    piers += `<rect x="${f1(px - pwid / 2)}" y="${f1(by)}" width="${f1(pwid)}" height="${f1(pwl - by)}" fill="${cyl}"/><rect x="${f1(px - pwid * 0.6)}" y="${f1(pwl - 2)}" width="${f1(pwid * 1.2)}" height="4" fill="#ffffff" opacity="0.3"/>`
  }
  s.add(piers)
  s.add(
    `<g clip-path="${waterClip}"><g transform="translate(0 ${f1(wl * 2)}) scale(1 -1)" opacity="0.18" filter="${s.blur(3, 8)}">${g}</g></g>`,
  )
  s.add(
    `<rect x="${f1(tx - tw * 0.6)}" y="${f1(wl - 3)}" width="${f1(tw * 1.2)}" height="5" fill="#ffffff" opacity="0.35"/>`,
  )
}

/** Floating pump pontoon with its discharge hose. */
export function pumpPontoon(s: Svg, r: Rand, horizon: number): void {
  const { W, H } = s
  const px = r.range(0.2, 0.7) * W
  const py = horizon + (H - horizon) * r.range(0.25, 0.4)
  const pw = W * 0.12
  const ph = pw * 0.12
  s.add(
    `<rect x="${f1(px)}" y="${f1(py)}" width="${f1(pw)}" height="${f1(ph)}" fill="${s.lin([
      [0, "#d6d2c9"],
      [1, "#7d7a73"],
    ])}"/>` +
      `<rect x="${f1(px + pw * 0.15)}" y="${f1(py - ph * 1.6)}" width="${f1(pw * 0.5)}" height="${f1(ph * 1.6)}" fill="${s.lin(
        [
          [0, "#3a78b8"],
          [1, "#1f4d7c"],
        ],
        0,
        0,
        1,
        1,
      )}"/>` +
      `<path d="M${f1(px + pw * 0.7)},${f1(py - ph * 0.6)}H${f1(px + pw * 0.85)}V${f1(py + ph * 0.3)}" stroke="#202428" stroke-width="${f1(ph * 0.5)}" fill="none"/>` +
      `<path d="M${f1(px + pw)},${f1(py + ph * 0.5)} Q${f1(px + pw * 2)},${f1(py + ph * 1.5)} ${f1(W + 10)},${f1(py + ph * 3.5)}" stroke="#1c1f22" stroke-width="${f1(ph * 0.45)}" fill="none"/>` +
      `<rect x="${f1(px - 10)}" y="${f1(py + ph)}" width="${f1(pw + 20)}" height="3" fill="#ffffff" opacity="0.3"/>`,
  )
}

/** Crest of a dam or reservoir wall with a handrail, seen from the walkway. */
export async function damParapet(s: Svg, r: Rand, horizon: number): Promise<void> {
  const { W, H } = s
  const yl = H - (H - horizon) * r.range(0.16, 0.26)
  const yr = H - (H - horizon) * r.range(0.06, 0.14)
  const flip = r.chance(0.5)
  const [a, b] = flip ? [yr, yl] : [yl, yr]
  const conc = hsl(r.range(35, 45), r.range(4, 9), r.range(70, 78))
  const topD = `M-5,${f1(a)}L${W + 5},${f1(b)}L${W + 5},${f1(b + H * 0.025)}L-5,${f1(a + H * 0.025)}Z`
  const faceD = `M-5,${f1(a + H * 0.025)}L${W + 5},${f1(b + H * 0.025)}L${W + 5},${H + 5}L-5,${H + 5}Z`
  s.add(
    `<path d="${faceD}" fill="${s.lin([
      [0, shade(conc, -0.15)],
      [1, shade(conc, -0.4)],
    ])}"/><path d="${topD}" fill="${shade(conc, 0.15)}"/>`,
  )
  s.add(
    await grainOverlay(r, W, H, 0.05, 1.3, {
      y: Math.min(a, b) - 10,
      h: H - Math.min(a, b) + 10,
      opacity: 0.4,
      clip: s.clip(faceD + topD),
      oct: 5,
      res: 960,
    }),
  )
  // expansion joints
  let joints = ""
  for (let k = 1; k < 6; k++) {
    const x = (k / 6) * W + r.jit(30)
    joints += `M${f1(x)},${f1(lerp(a, b, x / W) + H * 0.025)}V${H}`
  }
  s.add(`<path d="${joints}" stroke="#3d3b37" stroke-opacity="0.35" stroke-width="2"/>`)
  // handrail
  const rail = "#b8bec4"
  const postH = H * 0.1
  let posts = ""
  for (let k = 0; k <= 8; k++) {
    const x = (k / 8) * W
    const y = lerp(a, b, x / W) + H * 0.008
    posts += `<rect x="${f1(x - 4)}" y="${f1(y - postH)}" width="8" height="${f1(postH)}" fill="${s.lin(
      [
        [0, shade(rail, -0.3)],
        [0.4, shade(rail, 0.3)],
        [1, shade(rail, -0.4)],
      ],
      0,
      0,
      1,
      0,
    )}"/>`
  }
  const railLine = (dy: number, wdt: number): string =>
    `<path d="M-5,${f1(a + H * 0.008 - dy)}L${W + 5},${f1(b + H * 0.008 - dy)}" stroke="${rail}" stroke-width="${wdt}"/><path d="M-5,${f1(a + H * 0.008 - dy + wdt * 0.4)}L${W + 5},${f1(b + H * 0.008 - dy + wdt * 0.4)}" stroke="#4b5056" stroke-width="${f1(wdt * 0.35)}"/>`
  s.add(`<g>${posts}${railLine(postH, 9)}${railLine(postH * 0.5, 6)}</g>`)
}
