/** Numbers and paths: rounding for compact SVG, 1D noise and fractal profiles. */
import type { Rand } from "./random"

export const f1 = (n: number): string => (Math.round(n * 10) / 10).toString()
export const clamp = (v: number, a: number, b: number): number => Math.max(a, Math.min(b, v))
export const lerp = (a: number, b: number, t: number): number => a + (b - a) * t

export type Pt = [number, number]

export function poly(pts: Pt[], close = true): string {
  return "M" + pts.map((p) => `${f1(p[0])},${f1(p[1])}`).join("L") + (close ? "Z" : "")
}

/** Smooth 1D value noise in [-1, 1]. */
export function noise1D(r: Rand, n = 64): (x: number) => number {
  const v = Array.from({ length: n + 1 }, () => r.range(-1, 1))
  return (x: number): number => {
    const xi = Math.floor(x)
    const t = x - xi
    const i = ((xi % n) + n) % n
    const s = t * t * (3 - 2 * t)
    return lerp(v[i], v[(i + 1) % n], s)
  }
}

/** Fractal 1D profile (list of points) between x=-20 and x=W+20. */
export function ridge(
  r: Rand,
  W: number,
  baseY: number,
  amp: number,
  scale: number,
  rough = 0.5,
  step = 6,
): Pt[] {
  const octs = [noise1D(r), noise1D(r), noise1D(r), noise1D(r), noise1D(r)]
  const pts: Pt[] = []
  for (let x = -20; x <= W + 20; x += step) {
    let y = 0
    let a = 1
    let fr = 1 / scale
    let norm = 0
    for (const o of octs) {
      y += a * o(x * fr)
      norm += a
      a *= rough
      fr *= 2.1
    }
    pts.push([x, baseY - (y / norm) * amp])
  }
  return pts
}
