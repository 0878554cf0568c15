/** Seeded randomness: every picture is reproducible from its name. */

export function hashString(s: string): number {
  let h = 2166136261
  for (let i = 0; i < s.length; i++) {
    h ^= s.charCodeAt(i)
    h = Math.imul(h, 16777619)
  }
  return h >>> 0
}

export function mulberry32(seed: number): () => number {
  let a = seed >>> 0
  return () => {
    a = (a + 0x6d2b79f5) | 0
    let t = Math.imul(a ^ (a >>> 15), 1 | a)
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
}

export class Rand {
  private readonly f: () => number
  constructor(seed: number) {
    this.f = mulberry32(seed)
  }
  next(): number {
    return this.f()
  }
  range(a: number, b: number): number {
    return a + (b - a) * this.f()
  }
  int(a: number, b: number): number {
    return Math.floor(this.range(a, b + 1))
  }
  chance(p: number): boolean {
    return this.f() < p
  }
  pick<T>(arr: readonly T[]): T {
    return arr[Math.floor(this.f() * arr.length)]
  }
  /** Symmetric jitter in [-a, a]. */
  jit(a: number): number {
    return (this.f() * 2 - 1) * a
  }
}
