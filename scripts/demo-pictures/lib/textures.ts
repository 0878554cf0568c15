/** Noise textures (feTurbulence rendered small, then stretched) and their placement. */
import sharp from "sharp"
import { f1 } from "./geometry"
import type { Rand } from "./random"

export interface TexOpts {
  w: number
  h: number
  bx: number
  by: number
  oct: number
  seed: number
  type?: "fractalNoise" | "turbulence"
  /** feColorMatrix values (20 numbers). */
  matrix: string
}

const texCache = new Map<string, Promise<string>>()

/**
 * Renders a small feTurbulence texture to PNG (data URI). Textures are small
 * and stretched over the scene; rendering feTurbulence at full resolution in
 * librsvg is too slow. Cached, so scenes reuse a limited set of seeds.
 */
export function tex(o: TexOpts): Promise<string> {
  const key = JSON.stringify(o)
  let p = texCache.get(key)
  if (!p) {
    const svg =
      `<svg xmlns="http://www.w3.org/2000/svg" width="${o.w}" height="${o.h}">` +
      `<filter id="t" x="0" y="0" width="100%" height="100%" color-interpolation-filters="sRGB">` +
      `<feTurbulence type="${o.type ?? "fractalNoise"}" baseFrequency="${o.bx} ${o.by}" numOctaves="${o.oct}" seed="${o.seed}"/>` +
      `<feColorMatrix type="matrix" values="${o.matrix}"/></filter>` +
      `<rect width="100%" height="100%" filter="url(#t)"/></svg>`
    p = sharp(Buffer.from(svg))
      .png({ compressionLevel: 3 })
      .toBuffer()
      .then((b) => `data:image/png;base64,${b.toString("base64")}`)
    texCache.set(key, p)
  }
  return p
}

/** Matrix: constant colour, alpha = k * noise + b. */
export const alphaM = (rgb: [number, number, number], k: number, b: number): string =>
  `0 0 0 0 ${rgb[0]} 0 0 0 0 ${rgb[1]} 0 0 0 0 ${rgb[2]} ${k} 0 0 0 ${b}`

/** Matrix: grey noise with contrast k around 0.5, opaque (for overlay blending). */
export const greyM = (k: number): string => {
  const o = 0.5 - 0.5 * k
  return `${k} 0 0 0 ${o} ${k} 0 0 0 ${o} ${k} 0 0 0 ${o} 0 0 0 0 1`
}

/** Places a texture image over a rectangle, optionally clipped and blended. */
export function texImg(
  uri: string,
  x: number,
  y: number,
  w: number,
  h: number,
  opts: { opacity?: number; blend?: string; clip?: string; transform?: string } = {},
): string {
  const st = opts.blend ? ` style="mix-blend-mode:${opts.blend}"` : ""
  const op = opts.opacity !== undefined ? ` opacity="${opts.opacity}"` : ""
  const img = `<image x="${f1(x)}" y="${f1(y)}" width="${f1(w)}" height="${f1(h)}" preserveAspectRatio="none" xlink:href="${uri}"${op}${st}${opts.transform ? ` transform="${opts.transform}"` : ""}/>`
  return opts.clip ? `<g clip-path="${opts.clip}"${st}>${img.replace(st, "")}</g>` : img
}

/** Overlay noise texture (grey) for surface variation. */
export async function grainOverlay(
  r: Rand,
  W: number,
  H: number,
  freq: number,
  contrast: number,
  opts: {
    x?: number
    y?: number
    w?: number
    h?: number
    opacity?: number
    clip?: string
    aniso?: number
    oct?: number
    res?: number
  } = {},
): Promise<string> {
  const w = opts.w ?? W
  const h = opts.h ?? H
  const res = opts.res ?? 640
  const tw = Math.max(32, Math.round(Math.min(res, w)))
  const th = Math.max(32, Math.round((tw * h) / w))
  const uri = await tex({
    w: tw,
    h: th,
    bx: freq,
    by: freq * (opts.aniso ?? 1),
    oct: opts.oct ?? 4,
    seed: r.int(1, 5),
    matrix: greyM(contrast),
  })
  return texImg(uri, opts.x ?? 0, opts.y ?? 0, w, h, {
    opacity: opts.opacity ?? 0.5,
    blend: "overlay",
    clip: opts.clip,
  })
}
