/** Landscape pieces shared by the outdoor scenes: sky, hills, trees, vignette. */
import { f1, lerp, poly, ridge } from "./geometry"
import { hsl, mix, shade } from "./palette"
import type { Rand } from "./random"
import type { Svg } from "./svg"
import { alphaM, grainOverlay, tex, texImg } from "./textures"

interface SkyInfo {
  horizonColor: string
  sunX: number
  warm: boolean
}

export async function drawSky(
  s: Svg,
  r: Rand,
  horizon: number,
  cloudiness = r.range(0.2, 0.8),
): Promise<SkyInfo> {
  const { W } = s
  const warm = r.chance(0.25)
  const top = hsl(r.range(205, 218), r.range(48, 66), r.range(32, 44))
  const mid = hsl(r.range(199, 210), r.range(42, 58), r.range(58, 68))
  const hor = warm
    ? hsl(r.range(28, 40), r.range(50, 70), r.range(78, 85))
    : hsl(r.range(192, 205), r.range(28, 42), r.range(82, 89))
  s.add(
    `<rect x="0" y="0" width="${W}" height="${f1(horizon + 4)}" fill="${s.lin([
      [0, top],
      [0.62, mid],
      [1, hor],
    ])}"/>`,
  )
  const sunX = r.range(0.15, 0.85) * W
  const sunY = horizon * r.range(0.25, 0.75)
  s.add(
    `<rect x="0" y="0" width="${W}" height="${f1(horizon + 4)}" fill="${s.rad(
      [
        [0, warm ? "#fff2cc" : "#ffffff", 0.75],
        [0.25, warm ? "#ffe3a8" : "#f2f8ff", 0.3],
        [1, "#ffffff", 0],
      ],
      sunX,
      sunY,
      W * 0.5,
      undefined,
      undefined,
      true,
    )}"/>`,
  )
  // clouds: same noise twice, a bluish shadow layer below a white one
  const tw = 720
  const th = Math.max(40, Math.round((tw * horizon) / W))
  const seed = r.int(1, 6)
  const bx = r.range(0.004, 0.007)
  const thr = lerp(2.3, 1.5, cloudiness)
  const clouds = (matrix: string): Promise<string> =>
    tex({ w: tw, h: th, bx, by: bx * 2.6, oct: 5, seed, matrix })
  const white = await clouds(alphaM([1, 1, 1], 4.2, -thr))
  const grey = await clouds(alphaM([0.55, 0.6, 0.68], 3.6, -thr - 0.2))
  const mask = s.id("m")
  s.def(
    `<mask id="${mask}" maskUnits="userSpaceOnUse" x="0" y="0" width="${W}" height="${f1(horizon)}"><rect width="${W}" height="${f1(horizon)}" fill="${s.lin(
      [
        [0, "#ffffff"],
        [0.7, "#bbbbbb"],
        [1, "#000000"],
      ],
    )}"/></mask>`,
  )
  s.add(
    `<g mask="url(#${mask})">${texImg(grey, 0, horizon * 0.025, W, horizon, { opacity: 0.4 })}${texImg(white, 0, 0, W, horizon, { opacity: 0.95 })}</g>`,
  )
  return { horizonColor: hor, sunX, warm }
}

/** Hill silhouettes standing on baseY; returns the markup (also added). */
export async function drawHills(
  s: Svg,
  r: Rand,
  baseY: number,
  haze: string,
  opts: { layers?: number; height?: number; green?: string; add?: boolean; bottom?: number } = {},
): Promise<string> {
  const { W, H } = s
  const layers = opts.layers ?? r.int(2, 4)
  const height = opts.height ?? H * r.range(0.06, 0.15)
  const green = opts.green ?? hsl(r.range(85, 125), r.range(22, 38), r.range(24, 32))
  const bottom = opts.bottom ?? baseY + 2
  let out = ""
  for (let i = 0; i < layers; i++) {
    const t = layers === 1 ? 1 : i / (layers - 1)
    const top = baseY - height * lerp(1, 0.35, t) * r.range(0.8, 1.15)
    const pts = ridge(r, W, top, height * lerp(0.55, 0.35, t), W * lerp(0.35, 0.22, t), 0.55, 8)
    pts.push([W + 20, bottom], [-20, bottom])
    const col = mix(green, haze, lerp(0.72, 0.12, t))
    const d = poly(pts)
    out += `<path d="${d}" fill="${s.lin([
      [0, shade(col, 0.05)],
      [1, shade(col, -0.12)],
    ])}"/>`
    if (t > 0.4) {
      out += await grainOverlay(r, W, H, 0.03, 1.6, {
        y: top - height,
        h: bottom - top + height,
        opacity: 0.35 * t,
        clip: s.clip(d),
        oct: 3,
      })
    }
  }
  if (opts.add !== false) s.add(out)
  return out
}

export function treeBlob(
  x: number,
  y: number,
  rad: number,
  col: string,
  r: Rand,
  shadowDx = 0.35,
): string {
  let out = `<ellipse cx="${f1(x + rad * shadowDx)}" cy="${f1(y + rad * 0.35)}" rx="${f1(rad * 1.05)}" ry="${f1(rad * 0.95)}" fill="#000" opacity="0.28"/>`
  const n = 4
  for (let i = 0; i < n; i++) {
    const a = (i / n) * Math.PI * 2 + r.next()
    const rr = rad * r.range(0.5, 0.7)
    const cx = x + Math.cos(a) * rad * 0.4
    const cy = y + Math.sin(a) * rad * 0.4
    out += `<circle cx="${f1(cx)}" cy="${f1(cy)}" r="${f1(rr)}" fill="${shade(col, r.range(-0.12, 0.05))}"/>`
  }
  out += `<circle cx="${f1(x - rad * 0.2)}" cy="${f1(y - rad * 0.2)}" r="${f1(rad * 0.45)}" fill="${shade(col, 0.14)}" opacity="0.8"/>`
  return out
}

export function vignette(s: Svg, strength = 0.35): void {
  s.add(
    `<rect width="${s.W}" height="${s.H}" fill="${s.rad(
      [
        [0, "#000000", 0],
        [0.65, "#000000", 0],
        [1, "#000000", strength],
      ],
      0.5,
      0.5,
      0.75,
    )}"/>`,
  )
}
