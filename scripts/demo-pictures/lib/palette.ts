/** Colour helpers: HSL to hex, mixing and shading of hex colours. */
import { clamp, lerp } from "./geometry"

export function hsl(h: number, s: number, l: number): string {
  const S = clamp(s, 0, 100) / 100
  const L = clamp(l, 0, 100) / 100
  const k = (n: number): number => (n + h / 30) % 12
  const a = S * Math.min(L, 1 - L)
  const c = (n: number): number => L - a * Math.max(-1, Math.min(k(n) - 3, 9 - k(n), 1))
  const hex = (x: number): string =>
    Math.round(clamp(x, 0, 1) * 255)
      .toString(16)
      .padStart(2, "0")
  return `#${hex(c(0))}${hex(c(8))}${hex(c(4))}`
}

export function parseHex(c: string): [number, number, number] {
  const n = parseInt(c.slice(1), 16)
  return [(n >> 16) & 255, (n >> 8) & 255, n & 255]
}

export function mix(c1: string, c2: string, t: number): string {
  const a = parseHex(c1)
  const b = parseHex(c2)
  const h = (i: number): string =>
    Math.round(lerp(a[i], b[i], t))
      .toString(16)
      .padStart(2, "0")
  return `#${h(0)}${h(1)}${h(2)}`
}

export const shade = (c: string, t: number): string =>
  t < 0 ? mix(c, "#000000", -t) : mix(c, "#ffffff", t)
