/**
 * Generates the illustrative demo pictures of the 18 portfolio projects.
 *
 *   npx tsx scripts/make-demo-pictures.ts
 *
 * For every content/projects/prjN/ it writes capa-main.jpg (cover) and
 * pic1.jpg … picK.jpg. Each picture is an SVG scene (water, pipes, earthworks,
 * technical drawings, aerial views of plants, irrigation and subdivisions)
 * rendered with sharp/librsvg, plus film grain, encoded as progressive mozjpeg.
 *
 * The output is fully deterministic (seeded PRNG, no Math.random): a rerun
 * produces the same files. This script is NOT part of the site build; run it
 * once and commit the JPGs.
 */
import fs from "node:fs"
import path from "node:path"
import sharp from "sharp"

const ROOT = path.resolve(__dirname, "..")
const PROJECTS_DIR = path.join(ROOT, "content", "projects")

/* ------------------------------------------------------------------------ */
/* Picture plan                                                             */
/* ------------------------------------------------------------------------ */

/** Number of gallery pictures (pic1..picK) per project id; the cover is extra. */
const GALLERY_COUNT: Record<number, number> = {
  1: 10,
  2: 5,
  3: 4,
  4: 0,
  5: 3,
  6: 6,
  7: 8,
  8: 2,
  9: 10,
  10: 7,
  11: 3,
  12: 5,
  13: 10,
  14: 4,
  15: 0,
  16: 6,
  17: 3,
  18: 5,
}

/** Gallery pictures rendered in portrait format (1600×2000): "project:pic". */
const PORTRAITS = new Set(["1:4", "6:3", "9:7", "12:2", "13:9", "16:5", "7:6"])

const JPEG = { quality: 82, mozjpeg: true, progressive: true } as const

/* ------------------------------------------------------------------------ */
/* Deterministic randomness                                                 */
/* ------------------------------------------------------------------------ */

function hashString(s: string): number {
  let h = 2166136261
  for (let i = 0; i < s.length; i++) {
    h ^= s.charCodeAt(i)
    h = Math.imul(h, 16777619)
  }
  return h >>> 0
}

function mulberry32(seed: number): () => number {
  let a = seed >>> 0
  return () => {
    a = (a + 0x6d2b79f5) | 0
    let t = Math.imul(a ^ (a >>> 15), 1 | a)
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
}

class Rand {
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

/* ------------------------------------------------------------------------ */
/* Small helpers: numbers, colours, paths                                   */
/* ------------------------------------------------------------------------ */

const f1 = (n: number): string => (Math.round(n * 10) / 10).toString()
const clamp = (v: number, a: number, b: number): number => Math.max(a, Math.min(b, v))
const lerp = (a: number, b: number, t: number): number => a + (b - a) * t

function hsl(h: number, s: number, l: number): string {
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

function parseHex(c: string): [number, number, number] {
  const n = parseInt(c.slice(1), 16)
  return [(n >> 16) & 255, (n >> 8) & 255, n & 255]
}

function mix(c1: string, c2: string, t: number): string {
  const a = parseHex(c1)
  const b = parseHex(c2)
  const h = (i: number): string =>
    Math.round(lerp(a[i], b[i], t))
      .toString(16)
      .padStart(2, "0")
  return `#${h(0)}${h(1)}${h(2)}`
}

const shade = (c: string, t: number): string =>
  t < 0 ? mix(c, "#000000", -t) : mix(c, "#ffffff", t)

type Pt = [number, number]

function poly(pts: Pt[], close = true): string {
  return "M" + pts.map((p) => `${f1(p[0])},${f1(p[1])}`).join("L") + (close ? "Z" : "")
}

/** Smooth 1D value noise in [-1, 1]. */
function noise1D(r: Rand, n = 64): (x: number) => number {
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
function ridge(
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

const esc = (s: string): string =>
  s.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;")

/* ------------------------------------------------------------------------ */
/* SVG document builder and noise textures                                  */
/* ------------------------------------------------------------------------ */

class Svg {
  private readonly defs: string[] = []
  private readonly body: string[] = []
  private n = 0
  constructor(
    readonly W: number,
    readonly H: number,
  ) {}
  id(prefix = "i"): string {
    return `${prefix}${this.n++}`
  }
  def(s: string): void {
    this.defs.push(s)
  }
  add(s: string): void {
    this.body.push(s)
  }
  /** Linear gradient; stops as [offset, colour, opacity?]. Returns the url(). */
  lin(stops: [number, string, number?][], x1 = 0, y1 = 0, x2 = 0, y2 = 1, user = false): string {
    const id = this.id("g")
    const units = user ? ' gradientUnits="userSpaceOnUse"' : ""
    this.def(
      `<linearGradient id="${id}" x1="${f1v(x1, user)}" y1="${f1v(y1, user)}" x2="${f1v(x2, user)}" y2="${f1v(y2, user)}"${units}>${stopsXml(stops)}</linearGradient>`,
    )
    return `url(#${id})`
  }
  rad(
    stops: [number, string, number?][],
    cx = 0.5,
    cy = 0.5,
    r = 0.5,
    fx?: number,
    fy?: number,
    user = false,
  ): string {
    const id = this.id("g")
    const units = user ? ' gradientUnits="userSpaceOnUse"' : ""
    const foc =
      fx !== undefined && fy !== undefined ? ` fx="${f1v(fx, user)}" fy="${f1v(fy, user)}"` : ""
    this.def(
      `<radialGradient id="${id}" cx="${f1v(cx, user)}" cy="${f1v(cy, user)}" r="${f1v(r, user)}"${foc}${units}>${stopsXml(stops)}</radialGradient>`,
    )
    return `url(#${id})`
  }
  clip(d: string): string {
    const id = this.id("c")
    this.def(`<clipPath id="${id}"><path d="${d}"/></clipPath>`)
    return `url(#${id})`
  }
  blur(sx: number, sy = sx): string {
    const id = this.id("b")
    this.def(
      `<filter id="${id}" x="-30%" y="-30%" width="160%" height="160%"><feGaussianBlur stdDeviation="${f1(sx)} ${f1(sy)}"/></filter>`,
    )
    return `url(#${id})`
  }
  toString(): string {
    return (
      `<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" width="${this.W}" height="${this.H}" viewBox="0 0 ${this.W} ${this.H}">` +
      `<defs>${this.defs.join("")}</defs>${this.body.join("")}</svg>`
    )
  }
}

function f1v(v: number, user: boolean): string {
  return user ? f1(v) : (Math.round(v * 1000) / 1000).toString()
}

function stopsXml(stops: [number, string, number?][]): string {
  return stops
    .map(
      ([o, c, a]) =>
        `<stop offset="${o}" stop-color="${c}"${a !== undefined ? ` stop-opacity="${a}"` : ""}/>`,
    )
    .join("")
}

interface TexOpts {
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
function tex(o: TexOpts): Promise<string> {
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
const alphaM = (rgb: [number, number, number], k: number, b: number): string =>
  `0 0 0 0 ${rgb[0]} 0 0 0 0 ${rgb[1]} 0 0 0 0 ${rgb[2]} ${k} 0 0 0 ${b}`

/** Matrix: grey noise with contrast k around 0.5, opaque (for overlay blending). */
const greyM = (k: number): string => {
  const o = 0.5 - 0.5 * k
  return `${k} 0 0 0 ${o} ${k} 0 0 0 ${o} ${k} 0 0 0 ${o} 0 0 0 0 1`
}

/** Places a texture image over a rectangle, optionally clipped and blended. */
function texImg(
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
async function grainOverlay(
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

/* ------------------------------------------------------------------------ */
/* Shared landscape pieces                                                  */
/* ------------------------------------------------------------------------ */

interface SkyInfo {
  horizonColor: string
  sunX: number
  warm: boolean
}

async function drawSky(
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
  const white = await tex({
    w: tw,
    h: th,
    bx,
    by: bx * 2.6,
    oct: 5,
    seed,
    matrix: alphaM([1, 1, 1], 4.2, -thr),
  })
  const grey = await tex({
    w: tw,
    h: th,
    bx,
    by: bx * 2.6,
    oct: 5,
    seed,
    matrix: alphaM([0.55, 0.6, 0.68], 3.6, -thr - 0.2),
  })
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
async function drawHills(
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

function treeBlob(
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

function vignette(s: Svg, strength = 0.35): void {
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

/* ------------------------------------------------------------------------ */
/* Scene (a1): lake / reservoir                                             */
/* ------------------------------------------------------------------------ */

async function sceneLake(s: Svg, r: Rand): Promise<void> {
  const { W, H } = s
  const horizon = H * (H > W ? r.range(0.42, 0.5) : r.range(0.4, 0.5))
  const sky = await drawSky(s, r, horizon)
  const hillsMarkup = await drawHills(s, r, horizon, sky.horizonColor, {
    layers: r.int(2, 3),
    height: H * r.range(0.09, 0.17),
    add: false,
  })
  s.add(hillsMarkup)
  // structure on the far shore: elevated water tank or low buildings
  let structure = ""
  if (r.chance(0.6)) {
    const tx = r.range(0.12, 0.88) * W
    const th = H * r.range(0.08, 0.12)
    const tw = th * 0.7
    const base = horizon - H * 0.005
    const legs = [-0.35, -0.12, 0.12, 0.35]
      .map(
        (k) =>
          `<rect x="${f1(tx + k * tw - 2)}" y="${f1(base - th * 0.55)}" width="4" height="${f1(th * 0.55)}" fill="#8f9498"/>`,
      )
      .join("")
    const tankC = mix("#dfe3e6", sky.horizonColor, 0.3)
    structure += `<g opacity="0.9">${legs}<rect x="${f1(tx - tw / 2)}" y="${f1(base - th)}" width="${f1(tw)}" height="${f1(th * 0.48)}" rx="4" fill="${s.lin(
      [
        [0, shade(tankC, -0.3)],
        [0.35, shade(tankC, 0.2)],
        [1, shade(tankC, -0.35)],
      ],
      0,
      0,
      1,
      0,
    )}"/><path d="M${f1(tx - tw / 2)},${f1(base - th)} Q${f1(tx)},${f1(base - th * 1.25)} ${f1(tx + tw / 2)},${f1(base - th)}Z" fill="${shade(tankC, -0.1)}"/></g>`
  } else {
    const bx = r.range(0.1, 0.6) * W
    for (let i = 0; i < r.int(4, 9); i++) {
      const w = W * r.range(0.012, 0.03)
      const h = H * r.range(0.008, 0.025)
      const x = bx + i * W * 0.028 + r.jit(6)
      structure += `<rect x="${f1(x)}" y="${f1(horizon - h)}" width="${f1(w)}" height="${f1(h + 2)}" fill="${mix(r.pick(["#e8e2d6", "#c9c2b4", "#f1efe9", "#b9743f"]), sky.horizonColor, 0.35)}"/>`
    }
  }
  s.add(structure)
  // water
  const wTop = mix(sky.horizonColor, hsl(195, 35, 55), 0.45)
  const wDeep = hsl(r.range(195, 210), r.range(38, 55), r.range(18, 26))
  s.add(
    `<rect x="0" y="${f1(horizon)}" width="${W}" height="${f1(H - horizon)}" fill="${s.lin([
      [0, wTop],
      [0.35, mix(wTop, wDeep, 0.6)],
      [1, wDeep],
    ])}"/>`,
  )
  const waterClip = s.clip(`M0,${f1(horizon)}H${W}V${H}H0Z`)
  // reflection of hills and structure
  s.add(
    `<g clip-path="${waterClip}"><g transform="translate(0 ${f1(horizon * 2)}) scale(1 -1)" opacity="0.4" filter="${s.blur(1.5, 5)}">${hillsMarkup}${structure}</g></g>`,
  )
  // wave texture in perspective bands
  const wave = await tex({
    w: 900,
    h: 300,
    bx: 0.007,
    by: 0.045,
    oct: 4,
    seed: r.int(1, 4),
    matrix: greyM(1.5),
  })
  const bands = 6
  for (let i = 0; i < bands; i++) {
    const y0 = horizon + (H - horizon) * Math.pow(i / bands, 1.8)
    const y1 = horizon + (H - horizon) * Math.pow((i + 1) / bands, 1.8)
    const sc = 1 + i * 0.6
    const off = r.range(0, W * (sc - 1))
    s.add(texImg(wave, -off, y0, W * sc, y1 - y0 + 1, { opacity: 0.3, blend: "overlay" }))
  }
  // wave highlight strokes (perspective)
  let strokes = ""
  const n = Math.round((W * (H - horizon)) / 2500)
  for (let i = 0; i < n; i++) {
    const t = Math.pow(r.next(), 1.7)
    const y = horizon + 2 + t * (H - horizon)
    const len = 6 + t * t * 260 * r.range(0.4, 1.2)
    const x = r.range(-len, W)
    const light = r.chance(0.6)
    strokes += `<path d="M${f1(x)},${f1(y)} q${f1(len / 2)},${f1(-1 - t * 4)} ${f1(len)},0" stroke="${light ? "#ffffff" : "#0b2a3a"}" stroke-opacity="${f1(
      light ? r.range(0.12, 0.35) : r.range(0.12, 0.25),
    )}" stroke-width="${f1(0.8 + t * 3.2)}" fill="none" stroke-linecap="round"/>`
  }
  // sun glitter column
  for (let i = 0; i < n / 4; i++) {
    const t = Math.pow(r.next(), 1.3)
    const y = horizon + 2 + t * (H - horizon)
    const spread = 30 + t * W * 0.12
    const x = sky.sunX + r.jit(spread)
    const len = 4 + t * 70 * r.range(0.3, 1)
    strokes += `<rect x="${f1(x - len / 2)}" y="${f1(y)}" width="${f1(len)}" height="${f1(1 + t * 2.5)}" fill="${sky.warm ? "#fff1cf" : "#ffffff"}" opacity="${f1(
      r.range(0.25, 0.7) * (1 - t * 0.6),
    )}"/>`
  }
  s.add(`<g clip-path="${waterClip}">${strokes}</g>`)
  // near features: intake tower with footbridge, or floating pump pontoon
  const feature = r.pick(["tower", "pontoon", "parapet", "tower", "none"] as const)
  if (feature === "tower") {
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
  } else if (feature === "pontoon") {
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
  } else if (feature === "parapet") {
    // crest of a dam / reservoir wall with a handrail, seen from the walkway
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
  vignette(s, 0.3)
}

/* ------------------------------------------------------------------------ */
/* Scene (a2): concrete canal in perspective (drainage / irrigation)        */
/* ------------------------------------------------------------------------ */

async function sceneCanal(s: Svg, r: Rand): Promise<void> {
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

/* ------------------------------------------------------------------------ */
/* Scene (b1): stacked pipes in a yard                                      */
/* ------------------------------------------------------------------------ */

interface Material {
  base: string
  hi: string
  lining: string
  wall: number
}

const MATERIALS: Record<string, Material> = {
  ductile: { base: "#3b4148", hi: "#7b848d", lining: "#bdb8ad", wall: 0.86 },
  pvc: { base: "#2b66a8", hi: "#6fa8e2", lining: "#3d7cc0", wall: 0.93 },
  pead: { base: "#1f2224", hi: "#55595d", lining: "#2c2f31", wall: 0.9 },
  concrete: { base: "#9d998f", hi: "#d8d4ca", lining: "#aaa69c", wall: 0.8 },
  steel: { base: "#8b5a3a", hi: "#c58d62", lining: "#bcb6aa", wall: 0.92 },
}

async function scenePipes(s: Svg, r: Rand, material?: string): Promise<void> {
  const { W, H } = s
  const horizon = H * r.range(0.42, 0.55)
  const sky = await drawSky(s, r, horizon, r.range(0.1, 0.6))
  await drawHills(s, r, horizon, sky.horizonColor, { layers: 2, height: H * 0.06 })
  const soil = hsl(r.range(18, 36), r.range(25, 40), r.range(42, 55))
  s.add(
    `<rect x="0" y="${f1(horizon)}" width="${W}" height="${f1(H - horizon)}" fill="${s.lin([
      [0, mix(soil, sky.horizonColor, 0.4)],
      [0.3, soil],
      [1, shade(soil, -0.3)],
    ])}"/>`,
  )
  s.add(
    await grainOverlay(r, W, H, 0.03, 1.5, {
      y: horizon,
      h: H - horizon,
      opacity: 0.5,
      aniso: 2.5,
      oct: 5,
      res: 960,
    }),
  )
  // tyre tracks
  for (let i = 0; i < 4; i++) {
    const y0 = horizon + (H - horizon) * r.range(0.1, 0.9)
    s.add(
      `<path d="M-20,${f1(y0)} C${f1(W * 0.3)},${f1(y0 + r.jit(60))} ${f1(W * 0.6)},${f1(y0 + r.jit(80))} ${W + 20},${f1(y0 + r.jit(60))}" stroke="#2a1d12" stroke-opacity="0.18" stroke-width="${f1(r.range(8, 22))}" fill="none"/>`,
    )
  }
  const mat = MATERIALS[material ?? r.pick(Object.keys(MATERIALS))]
  const stacks = [
    { scale: 0.5, baseY: horizon + (H - horizon) * 0.22, x0: r.range(0.45, 0.7) * W, haze: 0.3 },
    {
      scale: 1,
      baseY: H - (H - horizon) * r.range(0.08, 0.2),
      x0: r.range(0.02, 0.15) * W,
      haze: 0,
    },
  ]
  const dirx = r.range(0.55, 0.8) * (r.chance(0.5) ? 1 : -1)
  const diry = -r.range(0.35, 0.55)
  for (const st of stacks) {
    const R = Math.min(W, H) * r.range(0.09, 0.12) * st.scale
    const n0 = Math.max(3, Math.min(7, Math.floor((W * (st.scale < 1 ? 0.45 : 0.85)) / (2 * R))))
    const rows = r.int(2, Math.min(4, n0))
    const pipes: { x: number; y: number; R: number }[] = []
    for (let row = 0; row < rows; row++) {
      const n = n0 - row
      for (let i = 0; i < n; i++) {
        pipes.push({
          x: st.x0 + R + row * R + i * 2 * R * 1.005,
          y: st.baseY - R - row * R * Math.sqrt(3) * 1.005,
          R,
        })
      }
    }
    const len = R * r.range(0.9, 1.6)
    const dx = dirx * len
    const dy = diry * len
    let g = ""
    // ground shadow
    const xs = pipes.map((p) => p.x)
    const minX = Math.min(...xs) - R
    const maxX = Math.max(...xs) + R
    g += `<ellipse cx="${f1((minX + maxX) / 2 + dx / 2)}" cy="${f1(st.baseY + dy / 3)}" rx="${f1((maxX - minX) / 2 + Math.abs(dx) / 2)}" ry="${f1(R * 0.5 + Math.abs(dy) / 3)}" fill="#000" opacity="0.35" filter="${s.blur(R * 0.2)}"/>`
    // bodies (painter's order: furthest first)
    const order = [...pipes]
      .sort((a, b) => b.y - a.y + (a.x - b.x) * Math.sign(dirx) * 0.01)
      .reverse()
    for (const p of order) {
      const L = Math.hypot(dx, dy)
      const nx = (-dy / L) * p.R
      const ny = (dx / L) * p.R
      const grad = s.lin(
        [
          [0, shade(mat.base, -0.45)],
          [0.3, mat.hi],
          [0.55, mat.base],
          [1, shade(mat.base, -0.6)],
        ],
        p.x + nx,
        p.y + ny,
        p.x - nx,
        p.y - ny,
        true,
      )
      g += `<circle cx="${f1(p.x + dx)}" cy="${f1(p.y + dy)}" r="${f1(p.R)}" fill="${shade(mat.base, -0.3)}"/>`
      g += `<path d="${poly([
        [p.x + nx, p.y + ny],
        [p.x + dx + nx, p.y + dy + ny],
        [p.x + dx - nx, p.y + dy - ny],
        [p.x - nx, p.y - ny],
      ])}" fill="${grad}"/>`
    }
    // faces
    for (const p of pipes) {
      const ri = p.R * mat.wall * r.range(0.99, 1.01)
      g += `<circle cx="${f1(p.x)}" cy="${f1(p.y)}" r="${f1(p.R)}" fill="${s.rad(
        [
          [0, mat.hi],
          [0.6, mat.base],
          [1, shade(mat.base, -0.5)],
        ],
        0.35,
        0.3,
        0.85,
      )}"/>`
      g += `<circle cx="${f1(p.x)}" cy="${f1(p.y)}" r="${f1((p.R + ri) / 2)}" fill="none" stroke="${shade(mat.hi, 0.2)}" stroke-opacity="0.25" stroke-width="1.5"/>`
      const farEnd = r.chance(0.35)
      g += `<circle cx="${f1(p.x)}" cy="${f1(p.y)}" r="${f1(ri)}" fill="${s.rad(
        [
          [0, farEnd ? "#cfdde6" : "#050505"],
          [farEnd ? 0.12 : 0.2, farEnd ? "#2a2a2a" : "#0c0c0c"],
          [0.55, shade(mat.lining, -0.75)],
          [0.85, shade(mat.lining, -0.35)],
          [1, mat.lining],
        ],
        0.5,
        0.5,
        0.5,
        0.5 + dirx * 0.12,
        0.5 + diry * 0.25,
      )}"/>`
      g += `<path d="M${f1(p.x - ri * 0.7)},${f1(p.y + ri * 0.7)} A${f1(ri)},${f1(ri)} 0 0 0 ${f1(p.x + ri * 0.7)},${f1(p.y + ri * 0.7)}" stroke="#ffffff" stroke-opacity="0.12" stroke-width="${f1(ri * 0.08)}" fill="none"/>`
    }
    // timber chocks under the bottom row
    for (const p of pipes.filter((q) => Math.abs(q.y - (st.baseY - R)) < 1)) {
      g += `<rect x="${f1(p.x - R * 0.9)}" y="${f1(st.baseY - R * 0.12)}" width="${f1(R * 1.8)}" height="${f1(R * 0.16)}" fill="${s.lin(
        [
          [0, "#a57b4f"],
          [1, "#5d4129"],
        ],
      )}"/>`
    }
    s.add(st.haze > 0 ? `<g opacity="${f1(1 - st.haze * 0.5)}">${g}</g>` : g)
  }
  vignette(s, 0.35)
}

/* ------------------------------------------------------------------------ */
/* Scene (b2): pumping station interior                                     */
/* ------------------------------------------------------------------------ */

async function scenePumps(s: Svg, r: Rand): Promise<void> {
  const { W, H } = s
  const floorY = H * r.range(0.66, 0.74)
  const wallC = hsl(r.range(30, 50), r.range(8, 18), r.range(76, 84))
  const lowC = hsl(r.pick([150, 200, 40]), r.range(10, 22), r.range(55, 62))
  s.add(
    `<rect width="${W}" height="${f1(floorY)}" fill="${s.lin([
      [0, shade(wallC, -0.25)],
      [0.5, wallC],
      [1, shade(wallC, -0.1)],
    ])}"/>`,
  )
  s.add(
    `<rect y="${f1(floorY * 0.62)}" width="${W}" height="${f1(floorY * 0.38)}" fill="${s.lin([
      [0, lowC],
      [1, shade(lowC, -0.2)],
    ])}"/>`,
  )
  s.add(`<rect y="${f1(floorY * 0.62 - 4)}" width="${W}" height="6" fill="${shade(lowC, -0.3)}"/>`)
  // high windows with light
  const nWin = r.int(3, 5)
  for (let i = 0; i < nWin; i++) {
    const ww = W * 0.12
    const x = ((i + 0.5) / nWin) * W - ww / 2
    const y = floorY * 0.06
    const h = floorY * 0.16
    s.add(
      `<rect x="${f1(x - 6)}" y="${f1(y - 6)}" width="${f1(ww + 12)}" height="${f1(h + 12)}" fill="#6d6a64"/><rect x="${f1(x)}" y="${f1(y)}" width="${f1(ww)}" height="${f1(h)}" fill="${s.lin(
        [
          [0, "#f4fbff"],
          [1, "#bfd8e8"],
        ],
      )}"/>` +
        `<path d="M${f1(x + ww / 3)},${f1(y)}v${f1(h)}M${f1(x + (2 * ww) / 3)},${f1(y)}v${f1(h)}M${f1(x)},${f1(y + h / 2)}h${f1(ww)}" stroke="#6d6a64" stroke-width="5"/>`,
    )
    s.add(
      `<path d="M${f1(x)},${f1(y + h)}L${f1(x + ww)},${f1(y + h)}L${f1(x + ww + W * 0.12)},${f1(floorY)}L${f1(x + W * 0.05)},${f1(floorY)}Z" fill="#fffbe8" opacity="0.1"/>`,
    )
  }
  // pilasters
  for (let i = 0; i <= nWin; i++) {
    const x = (i / nWin) * W
    s.add(
      `<rect x="${f1(x - W * 0.015)}" y="0" width="${f1(W * 0.03)}" height="${f1(floorY)}" fill="${s.lin(
        [
          [0, shade(wallC, -0.3)],
          [0.5, shade(wallC, -0.05)],
          [1, shade(wallC, -0.35)],
        ],
        0,
        0,
        1,
        0,
      )}"/>`,
    )
  }
  s.add(await grainOverlay(r, W, H, 0.05, 1.1, { h: floorY, opacity: 0.3, oct: 5, res: 960 }))
  // floor
  const floorC = hsl(r.pick([140, 200, 30]), r.range(6, 16), r.range(42, 52))
  s.add(
    `<rect y="${f1(floorY)}" width="${W}" height="${f1(H - floorY)}" fill="${s.lin([
      [0, shade(floorC, -0.25)],
      [1, shade(floorC, 0.05)],
    ])}"/>`,
  )
  s.add(
    await grainOverlay(r, W, H, 0.02, 1.2, {
      y: floorY,
      h: H - floorY,
      opacity: 0.35,
      aniso: 4,
      oct: 5,
      res: 960,
    }),
  )
  s.add(
    `<rect y="${f1(floorY + (H - floorY) * 0.72)}" width="${W}" height="${f1((H - floorY) * 0.05)}" fill="#e5b928" opacity="0.85"/>`,
  )
  // electrical panels standing against the wall (behind the pumps)
  if (r.chance(0.75)) {
    const pw = W * 0.055
    const ph = floorY * 0.32
    const n = r.int(2, 4)
    const px0 = r.range(0.05, 0.95 - (n * pw) / W) * W
    const py = floorY - ph
    for (let c = 0; c < n; c++) {
      const px = px0 + c * pw
      let lights = ""
      for (let k = 0; k < 3; k++) {
        lights += `<circle cx="${f1(px + pw * (0.25 + k * 0.25))}" cy="${f1(py + ph * 0.12)}" r="${f1(pw * 0.045)}" fill="${r.pick(["#3ad15b", "#e74c3c", "#f1c40f"])}"/>`
      }
      s.add(
        `<rect x="${f1(px)}" y="${f1(py)}" width="${f1(pw - 3)}" height="${f1(ph)}" fill="${s.lin(
          [
            [0, "#d3d6d8"],
            [1, "#9a9ea1"],
          ],
          0,
          0,
          1,
          0,
        )}"/><path d="M${f1(px + pw * 0.85)},${f1(py + ph * 0.4)}v${f1(ph * 0.15)}" stroke="#555" stroke-width="4"/>${lights}<rect x="${f1(px + pw * 0.2)}" y="${f1(py + ph * 0.22)}" width="${f1(pw * 0.55)}" height="${f1(ph * 0.12)}" fill="#2c3e50"/>`,
      )
    }
  }
  // palette
  const pipeC = r.pick(["#2d6cb5", "#3d7d52", "#6b737b", "#2b5f8f", "#8d2f2f"])
  const motorC = r.pick(["#2f5f9e", "#3f6f8f", "#4b7b4b", "#5a6068"])
  const cylV = (c: string): string =>
    s.lin(
      [
        [0, shade(c, -0.55)],
        [0.25, shade(c, 0.35)],
        [0.5, c],
        [1, shade(c, -0.6)],
      ],
      0,
      0,
      1,
      0,
    )
  const cylH = (c: string): string =>
    s.lin(
      [
        [0, shade(c, -0.55)],
        [0.25, shade(c, 0.35)],
        [0.5, c],
        [1, shade(c, -0.6)],
      ],
      0,
      0,
      0,
      1,
    )
  // header pipe
  const hy = floorY * r.range(0.34, 0.44)
  const M = Math.min(H, W / 1.5)
  const hd = M * r.range(0.07, 0.1)
  s.add(
    `<rect x="-10" y="${f1(hy - hd / 2)}" width="${W + 20}" height="${f1(hd)}" fill="${cylH(pipeC)}"/>`,
  )
  s.add(
    `<rect x="-10" y="${f1(hy + hd / 2)}" width="${W + 20}" height="${f1(hd * 0.5)}" fill="#000" opacity="0.12" filter="${s.blur(6)}"/>`,
  )
  const nf = r.int(5, 8)
  for (let i = 0; i < nf; i++) {
    const x = ((i + 0.5) / nf) * W
    s.add(
      `<rect x="${f1(x - hd * 0.1)}" y="${f1(hy - hd * 0.65)}" width="${f1(hd * 0.2)}" height="${f1(hd * 1.3)}" fill="${cylH(shade(pipeC, -0.1))}"/>`,
    )
  }
  // suction pipe low
  const sy = floorY - M * 0.06
  const sd = hd * 1.2
  s.add(
    `<rect x="-10" y="${f1(sy - sd / 2)}" width="${W + 20}" height="${f1(sd)}" fill="${cylH(shade(pipeC, -0.25))}"/>`,
  )
  // pumps
  const nP = W > H ? r.int(3, 4) : r.int(2, 3)
  for (let i = 0; i < nP; i++) {
    const cx = ((i + 0.5) / nP) * W + r.jit(W * 0.02)
    const unit = W / nP
    const plW = unit * 0.7
    const plH = M * 0.035
    const py = floorY + (H - floorY) * 0.35
    // plinth
    s.add(
      `<rect x="${f1(cx - plW / 2)}" y="${f1(py - plH)}" width="${f1(plW)}" height="${f1(plH)}" fill="${s.lin(
        [
          [0, "#d9d5cc"],
          [1, "#9e9a92"],
        ],
      )}"/>`,
    )
    s.add(
      `<ellipse cx="${f1(cx)}" cy="${f1(py + 4)}" rx="${f1(plW * 0.55)}" ry="${f1(plH * 0.5)}" fill="#000" opacity="0.25" filter="${s.blur(8)}"/>`,
    )
    // motor
    const mL = plW * 0.48
    const mD = Math.min(M * r.range(0.09, 0.12), plW * 0.28)
    const mx = cx - plW * 0.05
    const my = py - plH - mD
    s.add(
      `<rect x="${f1(mx)}" y="${f1(my)}" width="${f1(mL)}" height="${f1(mD)}" rx="${f1(mD * 0.12)}" fill="${cylH(motorC)}"/>`,
    )
    let fins = ""
    for (let k = 1; k < 12; k++)
      fins += `M${f1(mx + (k / 12) * mL * 0.85)},${f1(my + 3)}v${f1(mD - 6)}`
    s.add(`<path d="${fins}" stroke="#000" stroke-opacity="0.25" stroke-width="2"/>`)
    s.add(
      `<rect x="${f1(mx + mL * 0.86)}" y="${f1(my + mD * 0.1)}" width="${f1(mL * 0.14)}" height="${f1(mD * 0.8)}" rx="6" fill="${cylH(shade(motorC, -0.2))}"/>`,
    )
    // coupling and pump volute
    const vr = mD * 0.62
    const vx = mx - vr * 0.9
    const vy = py - plH - vr
    s.add(
      `<rect x="${f1(vx)}" y="${f1(my + mD * 0.35)}" width="${f1(mx - vx)}" height="${f1(mD * 0.3)}" fill="#e0b32b"/>`,
    )
    s.add(
      `<circle cx="${f1(vx)}" cy="${f1(vy)}" r="${f1(vr)}" fill="${s.rad(
        [
          [0, "#9aa2aa"],
          [0.7, "#5b636b"],
          [1, "#30363c"],
        ],
        0.35,
        0.3,
        0.8,
      )}"/>`,
    )
    s.add(`<circle cx="${f1(vx)}" cy="${f1(vy)}" r="${f1(vr * 0.3)}" fill="#3a4046"/>`)
    // suction connection
    s.add(
      `<rect x="${f1(vx - vr * 1.6)}" y="${f1(vy - sd * 0.3)}" width="${f1(vr * 0.8)}" height="${f1(sd * 0.6)}" fill="${cylH(shade(pipeC, -0.2))}"/>`,
    )
    // discharge riser with valves
    const rd = hd * 0.6
    const rx = vx
    const top = hy
    const bottom = vy - vr * 0.8
    s.add(
      `<rect x="${f1(rx - rd / 2)}" y="${f1(top)}" width="${f1(rd)}" height="${f1(bottom - top)}" fill="${cylV(pipeC)}"/>`,
    )
    const vyv = lerp(top, bottom, 0.45)
    s.add(
      `<rect x="${f1(rx - rd * 0.75)}" y="${f1(vyv)}" width="${f1(rd * 1.5)}" height="${f1(rd * 1.1)}" rx="6" fill="${cylV("#4a5056")}"/>`,
    )
    s.add(
      `<rect x="${f1(rx - rd * 0.85)}" y="${f1(vyv - 6)}" width="${f1(rd * 1.7)}" height="8" fill="#3a3f44"/><rect x="${f1(rx - rd * 0.85)}" y="${f1(vyv + rd * 1.1 - 2)}" width="${f1(rd * 1.7)}" height="8" fill="#3a3f44"/>`,
    )
    const wy = vyv + rd * 0.55
    const wx = rx + rd * 1.4
    const wr = rd * 0.55
    s.add(
      `<path d="M${f1(rx + rd * 0.75)},${f1(wy)}H${f1(wx)}" stroke="#8a9096" stroke-width="5"/>`,
    )
    s.add(
      `<circle cx="${f1(wx)}" cy="${f1(wy)}" r="${f1(wr)}" fill="none" stroke="#c0392b" stroke-width="${f1(wr * 0.22)}"/><path d="M${f1(wx - wr)},${f1(wy)}H${f1(wx + wr)}M${f1(wx)},${f1(wy - wr)}V${f1(wy + wr)}" stroke="#c0392b" stroke-width="4"/>`,
    )
    const cyv = lerp(top, bottom, 0.78)
    s.add(
      `<rect x="${f1(rx - rd * 0.7)}" y="${f1(cyv)}" width="${f1(rd * 1.4)}" height="${f1(rd * 0.9)}" rx="4" fill="${cylV(shade(pipeC, -0.3))}"/>`,
    )
  }
  vignette(s, 0.45)
}

/* ------------------------------------------------------------------------ */
/* Scene (c): earthworks, terraced cut slope                                */
/* ------------------------------------------------------------------------ */

const MACHINE_YELLOW = ["#e8b220", "#f0a81c", "#e3c12a"]

/** Side view of a hydraulic excavator standing on ground line y, width ~size. */
function excavator(s: Svg, x: number, y: number, size: number, r: Rand): string {
  const u = size / 100
  const col = r.pick(MACHINE_YELLOW)
  const dir = r.chance(0.5) ? 1 : -1
  const body = s.lin([
    [0, shade(col, 0.2)],
    [1, shade(col, -0.3)],
  ])
  const arm = r.range(-10, 25)
  let g = `<ellipse cx="0" cy="0" rx="${f1(55 * u)}" ry="${f1(6 * u)}" fill="#000" opacity="0.3"/>`
  g += `<rect x="${f1(-45 * u)}" y="${f1(-16 * u)}" width="${f1(90 * u)}" height="${f1(16 * u)}" rx="${f1(8 * u)}" fill="#2b2b2b"/>`
  for (let k = 0; k < 6; k++)
    g += `<circle cx="${f1(-36 * u + k * 14.4 * u)}" cy="${f1(-8 * u)}" r="${f1(5 * u)}" fill="#555"/>`
  g += `<rect x="${f1(-8 * u)}" y="${f1(-24 * u)}" width="${f1(16 * u)}" height="${f1(8 * u)}" fill="#333"/>`
  g += `<rect x="${f1(-40 * u)}" y="${f1(-44 * u)}" width="${f1(62 * u)}" height="${f1(22 * u)}" rx="${f1(3 * u)}" fill="${body}"/>`
  g += `<path d="M${f1(2 * u)},${f1(-44 * u)}h${f1(22 * u)}v${f1(-26 * u)}h${f1(-18 * u)}Z" fill="${body}"/>`
  g += `<path d="M${f1(7 * u)},${f1(-47 * u)}h${f1(14 * u)}v${f1(-19 * u)}h${f1(-11 * u)}Z" fill="#bcd6e6" opacity="0.85"/>`
  // boom and stick
  const bx = 26 * u
  const byy = -40 * u
  const ex = bx + 38 * u
  const ey = byy - 34 * u
  const sx = ex + 20 * u
  const sy = ey + (42 + arm) * u
  g += `<path d="M${f1(bx - 6 * u)},${f1(byy)}Q${f1(bx + 10 * u)},${f1(ey - 6 * u)} ${f1(ex)},${f1(ey)}" stroke="${shade(col, -0.1)}" stroke-width="${f1(9 * u)}" fill="none" stroke-linecap="round"/>`
  g += `<path d="M${f1(ex)},${f1(ey)}L${f1(sx)},${f1(sy)}" stroke="${shade(col, -0.2)}" stroke-width="${f1(6 * u)}" stroke-linecap="round"/>`
  g += `<path d="M${f1(bx)},${f1(byy + 4 * u)}L${f1(ex - 8 * u)},${f1(ey + 10 * u)}" stroke="#9aa0a6" stroke-width="${f1(2.5 * u)}"/>`
  g += `<path d="M${f1(sx - 2 * u)},${f1(sy - 6 * u)}l${f1(12 * u)},${f1(4 * u)}l${f1(-2 * u)},${f1(12 * u)}l${f1(-14 * u)},${f1(-2 * u)}Z" fill="#3a3a3a"/>`
  return `<g transform="translate(${f1(x)} ${f1(y)}) scale(${dir} 1)">${g}</g>`
}

/** Side view of a dump truck standing on ground line y, width ~size. */
function dumpTruck(s: Svg, x: number, y: number, size: number, r: Rand): string {
  const u = size / 100
  const col = r.pick(MACHINE_YELLOW)
  const dir = r.chance(0.5) ? 1 : -1
  const body = s.lin([
    [0, shade(col, 0.2)],
    [1, shade(col, -0.3)],
  ])
  let g = `<ellipse cx="0" cy="0" rx="${f1(50 * u)}" ry="${f1(5 * u)}" fill="#000" opacity="0.3"/>`
  g += `<rect x="${f1(-44 * u)}" y="${f1(-22 * u)}" width="${f1(88 * u)}" height="${f1(7 * u)}" fill="#2f2f2f"/>`
  g += `<path d="M${f1(-46 * u)},${f1(-24 * u)}L${f1(16 * u)},${f1(-24 * u)}L${f1(20 * u)},${f1(-52 * u)}L${f1(-50 * u)},${f1(-56 * u)}Z" fill="${body}"/>`
  g += `<path d="M${f1(-46 * u)},${f1(-54 * u)}q${f1(30 * u)},${f1(-12 * u)} ${f1(64 * u)},${f1(-2 * u)}" fill="${shade(col, -0.55)}"/>`
  g += `<path d="M${f1(22 * u)},${f1(-22 * u)}h${f1(24 * u)}v${f1(-16 * u)}l${f1(-8 * u)},${f1(-16 * u)}h${f1(-16 * u)}Z" fill="${body}"/>`
  g += `<path d="M${f1(27 * u)},${f1(-40 * u)}h${f1(12 * u)}l${f1(-5 * u)},${f1(-10 * u)}h${f1(-7 * u)}Z" fill="#bcd6e6" opacity="0.85"/>`
  for (const wx of [-32, -16, 34]) {
    g += `<circle cx="${f1(wx * u)}" cy="${f1(-9 * u)}" r="${f1(9 * u)}" fill="#1e1e1e"/><circle cx="${f1(wx * u)}" cy="${f1(-9 * u)}" r="${f1(4 * u)}" fill="#7d7d7d"/>`
  }
  return `<g transform="translate(${f1(x)} ${f1(y)}) scale(${dir} 1)">${g}</g>`
}

async function sceneEarthworks(s: Svg, r: Rand): Promise<void> {
  const { W, H } = s
  const horizon = H * (H > W ? r.range(0.2, 0.26) : r.range(0.24, 0.32))
  const sky = await drawSky(s, r, horizon + H * 0.04)
  await drawHills(s, r, horizon + H * 0.035, sky.horizonColor, {
    layers: 2,
    height: H * r.range(0.06, 0.1),
  })
  const soilH = r.range(10, 30)
  const soil = hsl(soilH, r.range(38, 52), r.range(46, 54))
  const grass = hsl(r.range(75, 100), r.range(25, 38), r.range(30, 38))
  const nB = r.int(4, 6)
  const top0 = horizon + H * 0.03
  const platY = H * r.range(0.68, 0.76)
  const span = platY - top0
  const streaks = await tex({
    w: 960,
    h: 320,
    bx: 0.05,
    by: 0.0025,
    oct: 4,
    seed: r.int(1, 4),
    matrix: greyM(1.6),
  })
  const faceLump = await tex({
    w: 960,
    h: 320,
    bx: 0.03,
    by: 0.012,
    oct: 5,
    seed: r.int(1, 4),
    matrix: greyM(1.3),
  })
  const lump = await tex({
    w: 960,
    h: 640,
    bx: 0.03,
    by: 0.03,
    oct: 5,
    seed: r.int(1, 4),
    matrix: greyM(1.4),
  })
  const grassTex = await tex({
    w: 960,
    h: 320,
    bx: 0.04,
    by: 0.08,
    oct: 5,
    seed: r.int(1, 4),
    matrix: greyM(1.6),
  })
  const wob = ridge(r, W, 0, 1, W * 0.6, 0.35, 12)
  const tilt = r.jit(H * 0.03)
  const edge = (y: number, i: number): Pt[] =>
    wob.map(([x, v]): Pt => [x, y + v * H * 0.012 * (1 + i * 0.25) + (x / W - 0.5) * tilt])
  // vegetated top band
  const topRidge = ridge(r, W, top0 - H * 0.02, H * 0.015, W * 0.2, 0.6, 12)
  const firstEdge = edge(top0, 0)
  const topD = poly([...topRidge, ...[...firstEdge].reverse()])
  s.add(`<path d="${topD}" fill="${shade(grass, -0.05)}"/>`)
  for (let k = 0; k < 50; k++) {
    const p = topRidge[r.int(0, topRidge.length - 1)]
    s.add(
      treeBlob(
        p[0],
        p[1] + H * 0.004,
        H * r.range(0.006, 0.012),
        hsl(r.range(90, 120), 30, 24),
        r,
        0.2,
      ),
    )
  }
  // the benches, spaced with perspective (closer together near the top)
  const ys: number[] = []
  for (let i = 0; i <= nB; i++) ys.push(top0 + span * Math.pow(i / nB, 1.3))
  let descentX = r.range(0.2, 0.8) * W
  for (let i = 0; i < nB; i++) {
    const yb = ys[i]
    const gap = ys[i + 1] - ys[i]
    const faceH = gap * r.range(0.68, 0.78)
    const upper = edge(yb, i)
    const lower = upper.map(([x, y]): Pt => [x, y + faceH])
    const next = i + 1 < nB ? edge(ys[i + 1], i + 1) : upper.map(([x]): Pt => [x, platY])
    const faceD = poly([...upper, ...[...lower].reverse()])
    const bermD = poly([...lower, ...[...next].reverse()])
    s.add(
      `<path d="${bermD}" fill="${s.lin([
        [0, shade(soil, 0.22)],
        [1, shade(soil, 0.08)],
      ])}"/>`,
    )
    s.add(
      texImg(lump, 0, yb, W, gap + H * 0.02, {
        opacity: 0.35,
        blend: "overlay",
        clip: s.clip(bermD),
      }),
    )
    const grassed = r.chance(0.45)
    const faceCol = grassed
      ? shade(grass, r.range(-0.05, 0.08))
      : hsl(soilH + r.jit(5), r.range(42, 56), lerp(48, 40, i / nB))
    s.add(
      `<path d="${faceD}" fill="${s.lin([
        [0, shade(faceCol, 0.08)],
        [1, shade(faceCol, -0.18)],
      ])}"/>`,
    )
    const clip = s.clip(faceD)
    if (grassed) {
      s.add(
        texImg(grassTex, 0, yb - H * 0.03, W, faceH + H * 0.06, {
          opacity: 0.55,
          blend: "overlay",
          clip,
        }),
      )
    } else {
      s.add(
        texImg(streaks, -W * 0.05, yb - H * 0.03, W * 1.1, faceH + H * 0.06, {
          opacity: 0.5,
          blend: "overlay",
          clip,
        }),
      )
      s.add(
        texImg(faceLump, 0, yb - H * 0.03, W, faceH + H * 0.06, {
          opacity: 0.35,
          blend: "overlay",
          clip,
        }),
      )
      // a few soil horizons
      for (let k = 1; k <= 2; k++) {
        const band = upper.map(([x, y]): Pt => [
          x,
          y + faceH * (0.25 + k * 0.25) + Math.sin(x / 180 + k) * 4,
        ])
        s.add(
          `<path d="${poly(band, false)}" stroke="${hsl(soilH + 10, 40, 62)}" stroke-opacity="0.3" stroke-width="${f1(faceH * 0.06)}" fill="none" clip-path="${clip}"/>`,
        )
      }
    }
    // top shadow line and berm drainage channel (concrete half-pipe)
    s.add(
      `<path d="${poly(upper, false)}" stroke="#ffffff" stroke-opacity="0.25" stroke-width="2" fill="none"/>`,
    )
    const chY = (next[0][1] - lower[0][1]) * 0.3
    const ch = lower.map(([x, y]): Pt => [x, y + chY])
    const cw = Math.max(3, gap * 0.07)
    s.add(
      `<path d="${poly(ch, false)}" stroke="#d2cfc8" stroke-width="${f1(cw)}" fill="none"/><path d="${poly(ch, false)}" stroke="#77746d" stroke-width="${f1(cw * 0.4)}" fill="none"/>`,
    )
    // stepped descent channel
    const dw = Math.max(10, gap * 0.3)
    descentX += r.jit(W * 0.01)
    const dTop = upper[Math.round((descentX + 20) / 12)]?.[1] ?? yb
    const dBot = next[Math.round((descentX + 20) / 12)]?.[1] ?? yb + gap
    let steps = ""
    const ns = Math.max(3, Math.round((dBot - dTop) / 9))
    for (let k = 1; k < ns; k++)
      steps += `M${f1(descentX - dw / 2)},${f1(dTop + (k * (dBot - dTop)) / ns)}h${f1(dw)}`
    s.add(
      `<rect x="${f1(descentX - dw / 2)}" y="${f1(dTop)}" width="${f1(dw)}" height="${f1(dBot - dTop)}" fill="#c8c5be"/><path d="${steps}" stroke="#6f6c66" stroke-width="1.5"/>`,
    )
  }
  // graded platform
  const platD = `M0,${f1(platY)}H${W}V${H}H0Z`
  s.add(
    `<path d="${platD}" fill="${s.lin([
      [0, shade(soil, 0.15)],
      [1, shade(soil, -0.12)],
    ])}"/>`,
  )
  s.add(texImg(lump, 0, platY, W, H - platY, { opacity: 0.4, blend: "overlay" }))
  s.add(
    await grainOverlay(r, W, H, 0.03, 1.2, {
      y: platY,
      h: H - platY,
      opacity: 0.3,
      aniso: 2,
      oct: 5,
      res: 960,
    }),
  )
  // tyre tracks (pairs of wheel lines)
  for (let i = 0; i < 4; i++) {
    const y0 = platY + (H - platY) * r.range(0.15, 0.95)
    const dy1 = r.jit(60)
    const dy2 = r.jit(60)
    const gapT = (H - platY) * 0.04 * (0.5 + (y0 - platY) / (H - platY))
    for (const o of [0, gapT]) {
      s.add(
        `<path d="M-20,${f1(y0 + o)} C${f1(W * 0.3)},${f1(y0 + dy1 + o)} ${f1(W * 0.7)},${f1(y0 + dy2 + o)} ${W + 20},${f1(y0 + o + r.jit(30))}" stroke="#2b170b" stroke-opacity="0.16" stroke-width="${f1(gapT * 0.35)}" fill="none"/>`,
      )
    }
  }
  // earth-moving machines on the platform
  const machines = r.int(1, 3)
  for (let i = 0; i < machines; i++) {
    const y = platY + (H - platY) * r.range(0.2, 0.75)
    const size = W * 0.13 * (0.55 + (y - platY) / (H - platY))
    const x = ((i + r.range(0.2, 0.8)) / machines) * W
    s.add(i % 2 === 0 ? excavator(s, x, y, size, r) : dumpTruck(s, x, y, size, r))
  }
  // survey stakes
  for (let i = 0; i < r.int(3, 7); i++) {
    const x = r.range(0.05, 0.95) * W
    const y = platY + (H - platY) * r.range(0.1, 0.9)
    const h = H * 0.03 * (0.5 + (y - platY) / (H - platY))
    s.add(
      `<rect x="${f1(x)}" y="${f1(y - h)}" width="${f1(h * 0.12)}" height="${f1(h)}" fill="#d8c7a0"/><rect x="${f1(x)}" y="${f1(y - h)}" width="${f1(h * 0.12)}" height="${f1(h * 0.25)}" fill="#e0432f"/>`,
    )
  }
  vignette(s, 0.3)
}

/* ------------------------------------------------------------------------ */
/* Scenes (d): technical drawings                                           */
/* ------------------------------------------------------------------------ */

interface Sheet {
  /** drawing colour */
  ink: string
  /** secondary colour */
  ink2: string
  paper: string
  blue: boolean
}

function sheetGrid(
  s: Svg,
  x: number,
  y: number,
  w: number,
  h: number,
  sh: Sheet,
  scale: number,
): string {
  const minor = s.id("p")
  const major = s.id("p")
  const a = 20 * scale
  const b = 100 * scale
  s.def(
    `<pattern id="${minor}" width="${f1(a)}" height="${f1(a)}" patternUnits="userSpaceOnUse"><path d="M${f1(a)},0V${f1(a)}H0" fill="none" stroke="${sh.ink}" stroke-opacity="${sh.blue ? 0.08 : 0.06}" stroke-width="1"/></pattern>`,
  )
  s.def(
    `<pattern id="${major}" width="${f1(b)}" height="${f1(b)}" patternUnits="userSpaceOnUse"><path d="M${f1(b)},0V${f1(b)}H0" fill="none" stroke="${sh.ink}" stroke-opacity="${sh.blue ? 0.2 : 0.12}" stroke-width="1.5"/></pattern>`,
  )
  return `<rect x="${f1(x)}" y="${f1(y)}" width="${f1(w)}" height="${f1(h)}" fill="url(#${minor})"/><rect x="${f1(x)}" y="${f1(y)}" width="${f1(w)}" height="${f1(h)}" fill="url(#${major})"/>`
}

const label = (
  x: number,
  y: number,
  t: string,
  size: number,
  col: string,
  opts: { anchor?: string; rot?: number; weight?: string } = {},
): string =>
  `<text x="${f1(x)}" y="${f1(y)}" font-family="DejaVu Sans Mono, Liberation Mono, monospace" font-size="${f1(size)}" fill="${col}" text-anchor="${opts.anchor ?? "start"}"${opts.weight ? ` font-weight="${opts.weight}"` : ""}${opts.rot ? ` transform="rotate(${f1(opts.rot)} ${f1(x)} ${f1(y)})"` : ""}>${esc(t)}</text>`

function titleBlock(
  x: number,
  y: number,
  w: number,
  h: number,
  sh: Sheet,
  sc: number,
  r: Rand,
  sheetLabel: string,
): string {
  let out = `<rect x="${f1(x)}" y="${f1(y)}" width="${f1(w)}" height="${f1(h)}" fill="none" stroke="${sh.ink}" stroke-width="${f1(2.5 * sc)}"/>`
  out += `<path d="M${f1(x)},${f1(y + h * 0.35)}h${f1(w)}M${f1(x)},${f1(y + h * 0.65)}h${f1(w)}M${f1(x + w * 0.6)},${f1(y + h * 0.65)}v${f1(h * 0.35)}" stroke="${sh.ink}" stroke-width="${f1(1.5 * sc)}"/>`
  out += label(x + w * 0.05, y + h * 0.25, sheetLabel, 22 * sc, sh.ink, { weight: "bold" })
  out += label(
    x + w * 0.05,
    y + h * 0.55,
    sheetLabel.startsWith("ISO") || sheetLabel.startsWith("ESQ")
      ? "SEM ESCALA"
      : `ESC. 1:${r.pick(["500", "1000", "2000", "2500", "5000"])}`,
    16 * sc,
    sh.ink,
  )
  out += label(x + w * 0.05, y + h * 0.87, `FOLHA ${r.int(1, 9)}/${r.int(10, 24)}`, 15 * sc, sh.ink)
  out += label(x + w * 0.65, y + h * 0.87, `REV. ${r.int(0, 3)}`, 15 * sc, sh.ink)
  return out
}

function northArrow(x: number, y: number, size: number, sh: Sheet): string {
  return `<circle cx="${f1(x)}" cy="${f1(y)}" r="${f1(size)}" fill="none" stroke="${sh.ink}" stroke-width="2"/><path d="M${f1(x)},${f1(y - size * 0.9)}L${f1(x + size * 0.35)},${f1(y + size * 0.6)}L${f1(x)},${f1(y + size * 0.3)}Z" fill="${sh.ink}"/><path d="M${f1(x)},${f1(y - size * 0.9)}L${f1(x - size * 0.35)},${f1(y + size * 0.6)}L${f1(x)},${f1(y + size * 0.3)}Z" fill="none" stroke="${sh.ink}" stroke-width="2"/>${label(x, y - size * 1.15, "N", size * 0.7, sh.ink, { anchor: "middle", weight: "bold" })}`
}

function scaleBar(x: number, y: number, w: number, sh: Sheet, sc: number): string {
  let out = ""
  for (let i = 0; i < 4; i++) {
    out += `<rect x="${f1(x + (i * w) / 4)}" y="${f1(y)}" width="${f1(w / 4)}" height="${f1(8 * sc)}" fill="${i % 2 ? "none" : sh.ink}" stroke="${sh.ink}" stroke-width="1.5"/>`
  }
  out +=
    label(x, y + 26 * sc, "0", 14 * sc, sh.ink, { anchor: "middle" }) +
    label(x + w, y + 26 * sc, "100 m", 14 * sc, sh.ink, { anchor: "middle" })
  return out
}

/** Network plan: streets, pipes with diameters, manholes, facilities, contours. */
function drawNetwork(
  r: Rand,
  x0: number,
  y0: number,
  w: number,
  h: number,
  sh: Sheet,
  sc: number,
): string {
  let out = ""
  // contour lines
  const nC = r.int(5, 9)
  const cn = noise1D(r, 32)
  for (let i = 0; i < nC; i++) {
    const base = y0 + h * ((i + 0.5) / nC)
    const pts: Pt[] = []
    for (let x = x0; x <= x0 + w; x += 12)
      pts.push([
        x,
        base + cn(x / (w * 0.15) + i * 3.1) * h * 0.08 + Math.sin((x / w) * 3 + i) * h * 0.03,
      ])
    out += `<path d="${poly(pts, false)}" fill="none" stroke="${sh.ink2}" stroke-opacity="0.45" stroke-width="${f1(1.3 * sc)}" stroke-dasharray="${f1(10 * sc)} ${f1(6 * sc)}"/>`
    const lp = pts[Math.floor(pts.length * r.range(0.1, 0.9))]
    out += label(lp[0], lp[1] - 4 * sc, `${800 + i * 5}`, 12 * sc, sh.ink2)
  }
  // jittered street grid
  const cols = r.int(5, 8)
  const rows = r.int(3, 6)
  const rot = r.jit(12)
  const cx = x0 + w / 2
  const cy = y0 + h / 2
  const gx = (w * 0.9) / cols
  const gy = (h * 0.85) / rows
  const node: Pt[][] = []
  for (let j = 0; j <= rows; j++) {
    node.push([])
    for (let i = 0; i <= cols; i++)
      node[j].push([
        x0 + w * 0.05 + i * gx + r.jit(gx * 0.15),
        y0 + h * 0.08 + j * gy + r.jit(gy * 0.15),
      ])
  }
  let streets = ""
  let streetsIn = ""
  let pipes = ""
  let marks = ""
  const dns = ["DN 150", "DN 200", "DN 250", "DN 300", "DN 400", "DN 500"]
  let pv = r.int(1, 20)
  const edge = (a: Pt, b: Pt, main: boolean): void => {
    streets += `<path d="M${f1(a[0])},${f1(a[1])}L${f1(b[0])},${f1(b[1])}" stroke="${sh.ink}" stroke-opacity="0.55" stroke-width="${f1(40 * sc)}" stroke-linecap="square"/>`
    streetsIn += `<path d="M${f1(a[0])},${f1(a[1])}L${f1(b[0])},${f1(b[1])}" stroke="${sh.paper}" stroke-width="${f1(37 * sc)}" stroke-linecap="square"/>`
    pipes += `<path d="M${f1(a[0])},${f1(a[1])}L${f1(b[0])},${f1(b[1])}" stroke="${main ? sh.ink2 : sh.ink}" stroke-width="${f1((main ? 5 : 2.6) * sc)}"/>`
    const mx = (a[0] + b[0]) / 2
    const my = (a[1] + b[1]) / 2
    const ang = (Math.atan2(b[1] - a[1], b[0] - a[0]) * 180) / Math.PI
    const angN = ang > 90 ? ang - 180 : ang < -90 ? ang + 180 : ang
    // flow arrow
    marks += `<path d="M0,0L${f1(-12 * sc)},${f1(-5 * sc)}L${f1(-12 * sc)},${f1(5 * sc)}Z" fill="${sh.ink}" transform="translate(${f1(mx + (b[0] - a[0]) * 0.2)} ${f1(my + (b[1] - a[1]) * 0.2)}) rotate(${f1(ang)})"/>`
    if (r.chance(main ? 0.8 : 0.4)) {
      const t = main ? r.pick(dns.slice(2)) : r.pick(dns.slice(0, 3))
      const txt = r.chance(0.5) ? t : `${t} - ${r.int(35, 120)} m`
      marks += label(mx, my - 12 * sc, txt, 13 * sc, sh.ink, { anchor: "middle", rot: angN })
    }
  }
  const mainRow = r.int(1, rows - 1)
  for (let j = 0; j <= rows; j++)
    for (let i = 0; i < cols; i++)
      if (j === mainRow || r.chance(0.85)) edge(node[j][i], node[j][i + 1], j === mainRow)
  for (let j = 0; j < rows; j++)
    for (let i = 0; i <= cols; i++) if (r.chance(0.7)) edge(node[j][i], node[j + 1][i], false)
  for (let j = 0; j <= rows; j++)
    for (let i = 0; i <= cols; i++) {
      const [x, y] = node[j][i]
      marks += `<circle cx="${f1(x)}" cy="${f1(y)}" r="${f1(7 * sc)}" fill="${sh.paper}" stroke="${sh.ink}" stroke-width="${f1(2 * sc)}"/>`
      if (r.chance(0.35)) marks += label(x + 10 * sc, y + 20 * sc, `PV-${pv++}`, 11 * sc, sh.ink)
    }
  // facilities
  const fac = (x: number, y: number, kind: string): string => {
    const z = 60 * sc
    if (kind === "R1" || kind === "R2") {
      return `<circle cx="${f1(x)}" cy="${f1(y)}" r="${f1(z * 0.6)}" fill="${sh.paper}" stroke="${sh.ink}" stroke-width="${f1(3 * sc)}"/><circle cx="${f1(x)}" cy="${f1(y)}" r="${f1(z * 0.48)}" fill="none" stroke="${sh.ink}" stroke-width="${f1(1.5 * sc)}"/>${label(x, y + 6 * sc, kind, 18 * sc, sh.ink, { anchor: "middle", weight: "bold" })}`
    }
    let inner = ""
    if (kind === "ETE" || kind === "ETA") {
      inner = `<circle cx="${f1(x - z * 0.55)}" cy="${f1(y + z * 0.15)}" r="${f1(z * 0.3)}" fill="none" stroke="${sh.ink}" stroke-width="${f1(1.5 * sc)}"/><circle cx="${f1(x + z * 0.55)}" cy="${f1(y + z * 0.15)}" r="${f1(z * 0.3)}" fill="none" stroke="${sh.ink}" stroke-width="${f1(1.5 * sc)}"/>`
    }
    const ww = kind.startsWith("E") && kind.length > 3 ? z * 1.1 : z * 2
    return `<rect x="${f1(x - ww / 2)}" y="${f1(y - z * 0.6)}" width="${f1(ww)}" height="${f1(z * 1.2)}" fill="${sh.paper}" stroke="${sh.ink}" stroke-width="${f1(3 * sc)}"/>${inner}${label(x, y - z * 0.15, kind, 18 * sc, sh.ink, { anchor: "middle", weight: "bold" })}`
  }
  const kinds = r.chance(0.5) ? ["ETE", "EEE-1", "EEE-2"] : ["ETA", "R1", "R2", "EEAT"]
  const spots: Pt[] = []
  for (const k of kinds) {
    let p: Pt = node[r.int(0, rows)][r.int(0, cols)]
    for (
      let tries = 0;
      tries < 20 && spots.some((q) => Math.hypot(q[0] - p[0], q[1] - p[1]) < 200 * sc);
      tries++
    )
      p = node[r.int(0, rows)][r.int(0, cols)]
    spots.push(p)
    marks += fac(
      clamp(p[0] + 50 * sc, x0 + 90 * sc, x0 + w - 90 * sc),
      clamp(p[1] - 45 * sc, y0 + 60 * sc, y0 + h - 60 * sc),
      k,
    )
  }
  out += `<g transform="rotate(${f1(rot)} ${f1(cx)} ${f1(cy)})">${streets}${streetsIn}${pipes}${marks}</g>`
  return out
}

/** Plan view of a treatment plant as a drawing. */
function drawPlantPlan(
  r: Rand,
  x0: number,
  y0: number,
  w: number,
  h: number,
  sh: Sheet,
  sc: number,
): string {
  let out = ""
  const lw = f1(2.5 * sc)
  const thin = f1(1.2 * sc)
  // site boundary
  out += `<rect x="${f1(x0 + w * 0.04)}" y="${f1(y0 + h * 0.06)}" width="${f1(w * 0.92)}" height="${f1(h * 0.86)}" fill="none" stroke="${sh.ink}" stroke-width="${thin}" stroke-dasharray="${f1(24 * sc)} ${f1(6 * sc)} ${f1(4 * sc)} ${f1(6 * sc)}"/>`
  // clarifiers
  const nCl = r.int(2, 4)
  const cr = Math.min(w / (nCl * 2.8), h * 0.17)
  const cy = y0 + h * 0.3
  for (let i = 0; i < nCl; i++) {
    const cx = x0 + w * 0.12 + cr + i * cr * 2.6
    out += `<circle cx="${f1(cx)}" cy="${f1(cy)}" r="${f1(cr)}" fill="none" stroke="${sh.ink}" stroke-width="${lw}"/><circle cx="${f1(cx)}" cy="${f1(cy)}" r="${f1(cr * 0.9)}" fill="none" stroke="${sh.ink}" stroke-width="${thin}"/><circle cx="${f1(cx)}" cy="${f1(cy)}" r="${f1(cr * 0.18)}" fill="none" stroke="${sh.ink}" stroke-width="${thin}"/><path d="M${f1(cx)},${f1(cy)}L${f1(cx + cr * 0.95)},${f1(cy - cr * 0.3)}" stroke="${sh.ink}" stroke-width="${lw}"/>`
    out += label(cx, cy + cr + 24 * sc, `DEC-${i + 1}`, 15 * sc, sh.ink, {
      anchor: "middle",
      weight: "bold",
    })
    out += `<path d="M${f1(cx - cr)},${f1(cy - cr - 16 * sc)}H${f1(cx + cr)}" stroke="${sh.ink2}" stroke-width="${thin}"/><path d="M${f1(cx - cr)},${f1(cy - cr - 22 * sc)}v${f1(12 * sc)}M${f1(cx + cr)},${f1(cy - cr - 22 * sc)}v${f1(12 * sc)}" stroke="${sh.ink2}" stroke-width="${thin}"/>`
    out += label(
      cx,
      cy - cr - 22 * sc,
      `Ø ${r.pick(["18,00", "20,00", "24,00", "28,00"])}`,
      12 * sc,
      sh.ink2,
      { anchor: "middle" },
    )
  }
  // aeration tanks
  const nT = r.int(2, 4)
  const ty = y0 + h * 0.58
  const tw = (w * 0.5) / nT
  const th = h * 0.22
  for (let i = 0; i < nT; i++) {
    const tx = x0 + w * 0.1 + i * (tw + 10 * sc)
    out += `<rect x="${f1(tx)}" y="${f1(ty)}" width="${f1(tw)}" height="${f1(th)}" fill="none" stroke="${sh.ink}" stroke-width="${lw}"/>`
    let dots = ""
    for (let a = 0; a < 4; a++)
      for (let b = 0; b < 3; b++)
        dots += `<circle cx="${f1(tx + tw * (0.2 + b * 0.3))}" cy="${f1(ty + th * (0.15 + a * 0.23))}" r="${f1(4 * sc)}" fill="none" stroke="${sh.ink}" stroke-width="${thin}"/>`
    out +=
      dots +
      label(tx + tw / 2, ty + th + 22 * sc, `TA-${i + 1}`, 14 * sc, sh.ink, {
        anchor: "middle",
        weight: "bold",
      })
  }
  // UASB / building / sludge beds
  const bx = x0 + w * 0.66
  out += `<rect x="${f1(bx)}" y="${f1(ty)}" width="${f1(w * 0.12)}" height="${f1(th)}" fill="none" stroke="${sh.ink}" stroke-width="${lw}"/><path d="M${f1(bx)},${f1(ty)}L${f1(bx + w * 0.12)},${f1(ty + th)}M${f1(bx + w * 0.12)},${f1(ty)}L${f1(bx)},${f1(ty + th)}" stroke="${sh.ink}" stroke-width="${thin}"/>`
  out += label(
    bx + w * 0.06,
    ty + th + 22 * sc,
    r.pick(["UASB", "CASA QUÍM.", "ADM."]),
    14 * sc,
    sh.ink,
    { anchor: "middle", weight: "bold" },
  )
  for (let i = 0; i < 4; i++) {
    out += `<rect x="${f1(bx + w * 0.15)}" y="${f1(ty + i * (th / 4))}" width="${f1(w * 0.1)}" height="${f1(th / 4 - 4 * sc)}" fill="none" stroke="${sh.ink}" stroke-width="${thin}"/>`
  }
  out += label(bx + w * 0.2, ty + th + 22 * sc, "LD", 14 * sc, sh.ink, {
    anchor: "middle",
    weight: "bold",
  })
  // connecting pipes with labels
  const px = x0 + w * 0.06
  out += `<path d="M${f1(px)},${f1(y0 + h * 0.12)}V${f1(ty + th * 0.5)}H${f1(x0 + w * 0.1)}" stroke="${sh.ink2}" stroke-width="${f1(4 * sc)}" fill="none"/>`
  out += label(px + 8 * sc, y0 + h * 0.16, r.pick(["DN 400", "DN 500", "DN 600"]), 13 * sc, sh.ink2)
  out += `<path d="M${f1(x0 + w * 0.1 + tw / 2)},${f1(ty)}V${f1(cy + cr)}" stroke="${sh.ink2}" stroke-width="${f1(3 * sc)}" fill="none"/>`
  out += label(
    x0 + w * 0.1 + tw / 2 + 8 * sc,
    (ty + cy + cr) / 2,
    r.pick(["DN 300", "DN 350"]),
    13 * sc,
    sh.ink2,
  )
  out += label(x0 + w * 0.5, y0 + h * 0.04, "ETE", 26 * sc, sh.ink, {
    anchor: "middle",
    weight: "bold",
  })
  return out
}

/** Longitudinal profile of a sewer / water main with a data table. */
function drawProfile(
  r: Rand,
  x0: number,
  y0: number,
  w: number,
  h: number,
  sh: Sheet,
  sc: number,
): string {
  let out = ""
  const gy = y0 + h * 0.1
  const gh = h * 0.5
  const n = r.int(6, 9)
  const terr = ridge(r, w, 0, 1, w * 0.4, 0.5, 10)
  const groundAt = (x: number): number => {
    const i = clamp(Math.round((x - x0 + 20) / 10), 0, terr.length - 1)
    return gy + gh * 0.3 + terr[i][1] * gh * 0.18 + ((x - x0) / w) * gh * 0.25
  }
  const gpts: Pt[] = []
  for (let x = x0; x <= x0 + w; x += 10) gpts.push([x, groundAt(x)])
  out += `<path d="${poly(gpts, false)}" stroke="${sh.ink}" stroke-width="${f1(2.5 * sc)}" fill="none"/>`
  // hatch under ground line
  let hatch = ""
  for (let x = x0; x < x0 + w; x += 18 * sc)
    hatch += `M${f1(x)},${f1(groundAt(x) + 2)}l${f1(-10 * sc)},${f1(10 * sc)}`
  out += `<path d="${hatch}" stroke="${sh.ink}" stroke-opacity="0.5" stroke-width="${f1(1.2 * sc)}"/>`
  const pvx: number[] = []
  for (let i = 0; i < n; i++) pvx.push(x0 + w * 0.04 + (i / (n - 1)) * w * 0.92)
  const inv = pvx.map((x) => groundAt(x) + gh * r.range(0.15, 0.3))
  out += `<path d="${poly(
    pvx.map((x, i): Pt => [x, inv[i]]),
    false,
  )}" stroke="${sh.ink2}" stroke-width="${f1(5 * sc)}" fill="none"/>`
  out += `<path d="${poly(
    pvx.map((x, i): Pt => [x, inv[i] - 12 * sc]),
    false,
  )}" stroke="${sh.ink2}" stroke-width="${f1(1.5 * sc)}" fill="none"/>`
  pvx.forEach((x, i) => {
    const g = groundAt(x)
    out += `<rect x="${f1(x - 9 * sc)}" y="${f1(g)}" width="${f1(18 * sc)}" height="${f1(inv[i] - g + 6 * sc)}" fill="none" stroke="${sh.ink}" stroke-width="${f1(2 * sc)}"/>`
    out += label(x, g - 14 * sc, `PV-${i + 1}`, 13 * sc, sh.ink, {
      anchor: "middle",
      weight: "bold",
    })
    if (i < n - 1) {
      const slope = (r.range(0.4, 1.6) * 1).toFixed(2).replace(".", ",")
      out += label(
        (x + pvx[i + 1]) / 2,
        (inv[i] + inv[i + 1]) / 2 + 24 * sc,
        `${r.pick(["DN 150", "DN 200", "DN 250", "DN 300"])}  i=${slope}%`,
        12 * sc,
        sh.ink2,
        { anchor: "middle" },
      )
    }
  })
  // table
  const ty = y0 + h * 0.68
  const rowsT = 4
  const rh = (h * 0.28) / rowsT
  out += `<rect x="${f1(x0)}" y="${f1(ty)}" width="${f1(w)}" height="${f1(rh * rowsT)}" fill="none" stroke="${sh.ink}" stroke-width="${f1(2 * sc)}"/>`
  for (let k = 1; k < rowsT; k++)
    out += `<path d="M${f1(x0)},${f1(ty + k * rh)}h${f1(w)}" stroke="${sh.ink}" stroke-width="${f1(1.2 * sc)}"/>`
  pvx.forEach((x, i) => {
    out += `<path d="M${f1(x)},${f1(ty)}v${f1(rh * rowsT)}" stroke="${sh.ink}" stroke-opacity="0.5" stroke-width="${f1(1 * sc)}"/>`
    const cota = 800 + (gy + gh - groundAt(x)) / 4
    const vals = [
      cota.toFixed(2),
      (cota - (inv[i] - groundAt(x)) / 40).toFixed(2),
      ((inv[i] - groundAt(x)) / 40).toFixed(2),
      `${i * r.int(40, 80)}`,
    ]
    vals.forEach((v, k) => {
      out += label(x + 4 * sc, ty + k * rh + rh * 0.65, v.replace(".", ","), 11 * sc, sh.ink, {
        rot: -0,
      })
    })
  })
  return out
}

/** Isometric plumbing diagram (building installations). */
function drawIso(
  r: Rand,
  x0: number,
  y0: number,
  w: number,
  h: number,
  sh: Sheet,
  sc: number,
): string {
  let out = ""
  const cos = Math.cos(Math.PI / 6)
  const sin = Math.sin(Math.PI / 6)
  const dirs: Pt[] = [
    [cos, sin],
    [-cos, sin],
    [cos, -sin],
    [-cos, -sin],
  ]
  const systems = [
    { col: sh.blue ? "#9fd3ff" : "#1f5fbf", name: "AF", dn: ["25", "32", "40", "50"] },
    { col: sh.blue ? "#ffb3a7" : "#c0392b", name: "AQ", dn: ["22", "28"] },
    { col: sh.blue ? "#e8e6a0" : "#7a5a1e", name: "ES", dn: ["50", "75", "100"] },
  ]
  const unit = Math.min(w, h) * 0.06
  for (const [si, sys] of systems.entries()) {
    const bx0 = x0 + w * (0.13 + si * 0.29)
    const bx1 = bx0 + w * 0.26
    let p: Pt = [lerp(bx0, bx1, r.range(0.35, 0.65)), y0 + h * 0.1]
    // riser
    const riserLen = h * 0.8
    out += `<path d="M${f1(p[0])},${f1(p[1])}v${f1(riserLen)}" stroke="${sys.col}" stroke-width="${f1(4 * sc)}"/>`
    out += label(p[0] + 8 * sc, p[1] + 16 * sc, `${sys.name}-${r.int(1, 4)}`, 14 * sc, sys.col, {
      weight: "bold",
    })
    // branches from floors
    const floors = 3
    for (let fl = 0; fl < floors; fl++) {
      const levelY = y0 + h * (0.12 + (fl + 1) * 0.2)
      let q: Pt = [p[0], levelY]
      let d = r.pick(dirs)
      let path = `M${f1(q[0])},${f1(q[1])}`
      for (let k = 0, n = r.int(6, 10); k < n; k++) {
        const L = unit * r.int(1, 3)
        const nq: Pt = [q[0] + d[0] * L, q[1] + d[1] * L]
        if (nq[0] < bx0 || nq[0] > bx1 || nq[1] < levelY - h * 0.1 || nq[1] > levelY + h * 0.05) {
          d = r.pick(dirs)
          continue
        }
        path += `L${f1(nq[0])},${f1(nq[1])}`
        out += `<circle cx="${f1(nq[0])}" cy="${f1(nq[1])}" r="${f1(4 * sc)}" fill="${sys.col}"/>`
        if (r.chance(0.35)) {
          // drop to a fixture
          out += `<path d="M${f1(nq[0])},${f1(nq[1])}v${f1(unit * 1.2)}" stroke="${sys.col}" stroke-width="${f1(2 * sc)}"/><rect x="${f1(nq[0] - 6 * sc)}" y="${f1(nq[1] + unit * 1.2)}" width="${f1(12 * sc)}" height="${f1(6 * sc)}" fill="none" stroke="${sys.col}" stroke-width="${f1(1.5 * sc)}"/>`
        }
        if (r.chance(0.45)) {
          const mx = (q[0] + nq[0]) / 2
          const my = (q[1] + nq[1]) / 2
          const ang = (Math.atan2(d[1], d[0]) * 180) / Math.PI
          const angN = ang > 90 ? ang - 180 : ang < -90 ? ang + 180 : ang
          out += label(mx, my - 8 * sc, `DN ${r.pick(sys.dn)}`, 12 * sc, sys.col, {
            anchor: "middle",
            rot: angN,
          })
        }
        if (r.chance(0.25)) {
          const mx = (q[0] + nq[0]) / 2
          const my = (q[1] + nq[1]) / 2
          out += `<path d="M${f1(mx - 8 * sc)},${f1(my - 6 * sc)}L${f1(mx + 8 * sc)},${f1(my + 6 * sc)}L${f1(mx + 8 * sc)},${f1(my - 6 * sc)}L${f1(mx - 8 * sc)},${f1(my + 6 * sc)}Z" fill="${sh.paper}" stroke="${sys.col}" stroke-width="${f1(1.5 * sc)}"/>`
          out += label(mx + 10 * sc, my + 18 * sc, "RG", 11 * sc, sys.col)
        }
        q = nq
        d = r.pick(dirs.filter((x) => x !== d))
      }
      out += `<path d="${path}" stroke="${sys.col}" stroke-width="${f1(3 * sc)}" fill="none" stroke-linejoin="round"/>`
    }
    p = [p[0], p[1] + riserLen]
    out += `<circle cx="${f1(p[0])}" cy="${f1(p[1])}" r="${f1(6 * sc)}" fill="${sys.col}"/>`
  }
  // floor level lines
  for (let k = 1; k <= 3; k++) {
    const y = y0 + h * (0.12 + k * 0.2)
    out +=
      `<path d="M${f1(x0 + w * 0.02)},${f1(y)}h${f1(w * 0.1)}" stroke="${sh.ink}" stroke-width="${f1(1.5 * sc)}"/>` +
      label(x0 + w * 0.02, y - 6 * sc, `PAV. ${k}`, 12 * sc, sh.ink)
  }
  return out
}

async function sceneDrawing(
  s: Svg,
  r: Rand,
  kind: "network" | "plant" | "profile" | "iso",
): Promise<void> {
  const { W, H } = s
  const blue = kind === "iso" ? r.chance(0.35) : r.chance(0.75)
  const sh: Sheet = blue
    ? {
        ink: "#e8f3ff",
        ink2: r.pick(["#9fe3ff", "#ffe08a", "#b9f5d0"]),
        paper: hsl(r.range(205, 215), r.range(55, 70), r.range(26, 32)),
        blue: true,
      }
    : {
        ink: "#1d2b3a",
        ink2: r.pick(["#c0392b", "#1f5fbf", "#2e7d32"]),
        paper: hsl(r.range(40, 50), r.range(20, 35), r.range(93, 96)),
        blue: false,
      }
  const onDesk = r.chance(0.45)
  let x = 0
  let y = 0
  let w = W
  let h = H
  let rot = 0
  if (onDesk) {
    const desk = r.pick(["#5a3c26", "#6e4b30", "#3f3f44", "#7a6a58"])
    s.add(
      `<rect width="${W}" height="${H}" fill="${s.lin(
        [
          [0, shade(desk, 0.1)],
          [1, shade(desk, -0.3)],
        ],
        0,
        0,
        1,
        1,
      )}"/>`,
    )
    s.add(await grainOverlay(r, W, H, 0.003, 1.8, { opacity: 0.55, aniso: 25, oct: 5, res: 960 }))
    w = W * r.range(0.85, 0.95)
    h = H * r.range(0.8, 0.9)
    x = (W - w) / 2 + r.jit(W * 0.02)
    y = (H - h) / 2 + r.jit(H * 0.02)
    rot = r.jit(3)
  }
  const sc = Math.min(W, H) / 1100
  let g = `<rect x="${f1(x)}" y="${f1(y)}" width="${f1(w)}" height="${f1(h)}" fill="${s.lin(
    [
      [0, shade(sh.paper, 0.06)],
      [1, shade(sh.paper, -0.06)],
    ],
    0,
    0,
    1,
    1,
  )}"/>`
  g += sheetGrid(s, x, y, w, h, sh, sc)
  const m = 30 * sc
  g += `<rect x="${f1(x + m)}" y="${f1(y + m)}" width="${f1(w - 2 * m)}" height="${f1(h - 2 * m)}" fill="none" stroke="${sh.ink}" stroke-width="${f1(3 * sc)}"/>`
  const ix = x + m * 2
  const iy = y + m * 2
  const iw = w - m * 4
  const ih = h - m * 4
  const tbW = Math.min(420 * sc, iw * 0.4)
  const tbH = 130 * sc
  const drawH = ih - tbH - 20 * sc
  const sheetLabel =
    kind === "network"
      ? r.pick(["REDE COLETORA", "REDE DE DISTRIBUIÇÃO", "PLANTA GERAL"])
      : kind === "plant"
        ? "IMPLANTAÇÃO - ETE"
        : kind === "profile"
          ? "PERFIL LONGITUDINAL"
          : r.pick(["ISOMÉTRICO", "ESQUEMA VERTICAL"])
  let drawing: string
  if (kind === "network") drawing = drawNetwork(r, ix, iy, iw, drawH, sh, sc)
  else if (kind === "plant") drawing = drawPlantPlan(r, ix, iy, iw, drawH, sh, sc)
  else if (kind === "profile") drawing = drawProfile(r, ix, iy, iw, drawH, sh, sc)
  else drawing = drawIso(r, ix, iy, iw, drawH, sh, sc)
  g += `<g clip-path="${s.clip(`M${f1(x + m)},${f1(y + m)}h${f1(w - 2 * m)}v${f1(h - 2 * m)}h${f1(-(w - 2 * m))}Z`)}">${drawing}</g>`
  g += titleBlock(x + w - m - tbW, y + h - m - tbH, tbW, tbH, sh, sc, r, sheetLabel)
  if (kind === "network" || kind === "plant")
    g += northArrow(ix + 40 * sc, iy + ih - 90 * sc, 28 * sc, sh)
  if (kind !== "iso") g += scaleBar(ix + 110 * sc, iy + ih - 60 * sc, 200 * sc, sh, sc)
  // paper texture
  const paperTex = await grainOverlay(r, W, H, 0.06, 1.1, {
    x,
    y,
    w,
    h,
    opacity: sh.blue ? 0.2 : 0.12,
    oct: 5,
    res: 960,
  })
  g += paperTex
  if (onDesk) {
    s.add(
      `<rect x="${f1(x + 14)}" y="${f1(y + 18)}" width="${f1(w)}" height="${f1(h)}" fill="#000" opacity="0.45" filter="${s.blur(14)}" transform="rotate(${f1(rot)} ${f1(W / 2)} ${f1(H / 2)})"/>`,
    )
    s.add(`<g transform="rotate(${f1(rot)} ${f1(W / 2)} ${f1(H / 2)})">${g}</g>`)
    // light falloff
    s.add(
      `<rect width="${W}" height="${H}" fill="${s.rad(
        [
          [0, "#fff8e0", 0.12],
          [1, "#000", 0.35],
        ],
        r.range(0.3, 0.7),
        0.35,
        0.8,
      )}"/>`,
    )
    // a pencil
    if (r.chance(0.7)) {
      const px = r.range(0.55, 0.85) * W
      const py = r.range(0.1, 0.3) * H
      const L = W * 0.22
      const a = r.range(15, 60)
      s.add(
        `<g transform="translate(${f1(px)} ${f1(py)}) rotate(${f1(a)})"><rect x="0" y="4" width="${f1(L)}" height="16" fill="#000" opacity="0.35" filter="${s.blur(5)}"/><rect x="0" y="-8" width="${f1(L)}" height="16" fill="${s.lin(
          [
            [0, "#f7c948"],
            [0.5, "#e0a526"],
            [1, "#9c6d12"],
          ],
        )}"/><path d="M${f1(L)},-8L${f1(L + 34)},0L${f1(L)},8Z" fill="#e9c99b"/><path d="M${f1(L + 22)},-2.5L${f1(L + 34)},0L${f1(L + 22)},2.5Z" fill="#333"/><rect x="-20" y="-8" width="20" height="16" fill="#c9c9c9"/></g>`,
      )
    }
  } else {
    s.add(g)
    vignette(s, sh.blue ? 0.35 : 0.18)
  }
}

/* ------------------------------------------------------------------------ */
/* Scene (e): treatment plant seen from above                               */
/* ------------------------------------------------------------------------ */

async function scenePlantAerial(s: Svg, r: Rand, eta: boolean): Promise<void> {
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
  // zone A: circular clarifiers
  const nC = r.int(2, 4)
  const cr = Math.min((0.44 * pw) / (nC * 2.3), 0.18 * ph)
  for (let i = 0; i < nC; i++) {
    const x = -0.46 * pw + cr * 1.15 + i * cr * 2.3
    const y = -0.24 * ph
    g += `<circle cx="${f1(x + sdx)}" cy="${f1(y + sdy)}" r="${f1(cr + 6 * S)}" fill="#000" opacity="0.35" filter="${shadowBlur}"/>`
    g += `<circle cx="${f1(x)}" cy="${f1(y)}" r="${f1(cr + 6 * S)}" fill="${conc}"/>`
    g += `<circle cx="${f1(x)}" cy="${f1(y)}" r="${f1(cr)}" fill="${s.rad([
      [0, shade(water, 0.12)],
      [1, shade(water, -0.15)],
    ])}"/>`
    const clip = s.clip(
      `M${f1(x - cr)},${f1(y)}a${f1(cr)},${f1(cr)} 0 1 0 ${f1(2 * cr)},0a${f1(cr)},${f1(cr)} 0 1 0 ${f1(-2 * cr)},0Z`,
    )
    g += texImg(waterTex, x - cr, y - cr, 2 * cr, 2 * cr, { opacity: 0.3, blend: "overlay", clip })
    g += `<circle cx="${f1(x)}" cy="${f1(y)}" r="${f1(cr * 0.92)}" fill="none" stroke="#e6e3dc" stroke-opacity="0.8" stroke-width="${f1(2.5 * S)}"/>`
    g += `<circle cx="${f1(x)}" cy="${f1(y)}" r="${f1(cr * 0.15)}" fill="${conc}" stroke="#8d8a84" stroke-width="${f1(2 * S)}"/>`
    const a = r.range(0, Math.PI * 2)
    const ex = x + Math.cos(a) * cr
    const ey = y + Math.sin(a) * cr
    g += `<path d="M${f1(x + 7 * S)},${f1(y + 9 * S)}L${f1(ex + 7 * S)},${f1(ey + 9 * S)}" stroke="#000" stroke-opacity="0.3" stroke-width="${f1(9 * S)}"/>`
    g += `<path d="M${f1(x)},${f1(y)}L${f1(ex)},${f1(ey)}" stroke="#ece9e2" stroke-width="${f1(8 * S)}"/><path d="M${f1(x)},${f1(y)}L${f1(ex)},${f1(ey)}" stroke="#e8b923" stroke-width="${f1(2 * S)}"/>`
  }
  // zone B: rectangular tanks (aeration / flocculation)
  const nT = r.int(2, 4)
  const tw = Math.min(95 * S, (0.4 * pw) / nT - 14 * S)
  const th = 0.34 * ph
  const tcol = eta ? water : hsl(r.range(30, 42), r.range(22, 35), r.range(32, 38))
  for (let i = 0; i < nT; i++) {
    const x = -0.45 * pw + i * (tw + 14 * S)
    const y = 0.03 * ph
    g += `<rect x="${f1(x + sdx)}" y="${f1(y + sdy)}" width="${f1(tw + 12 * S)}" height="${f1(th + 12 * S)}" fill="#000" opacity="0.35" filter="${shadowBlur}"/>`
    g += `<rect x="${f1(x)}" y="${f1(y)}" width="${f1(tw + 12 * S)}" height="${f1(th + 12 * S)}" fill="${conc}"/>`
    const wx = x + 6 * S
    const wy = y + 6 * S
    g += `<rect x="${f1(wx)}" y="${f1(wy)}" width="${f1(tw)}" height="${f1(th)}" fill="${tcol}"/>`
    const clip = s.clip(`M${f1(wx)},${f1(wy)}h${f1(tw)}v${f1(th)}h${f1(-tw)}Z`)
    g += texImg(waterTex, wx, wy, tw, th, { opacity: 0.35, blend: "overlay", clip })
    if (!eta) {
      g += texImg(foam, wx, wy, tw, th, { opacity: 0.65, clip })
      g += `<rect x="${f1(wx)}" y="${f1(wy + th * 0.5 - 3 * S)}" width="${f1(tw)}" height="${f1(6 * S)}" fill="#e9e6df"/>`
    } else {
      let baffles = ""
      for (let k = 1; k < 8; k++) baffles += `M${f1(wx)},${f1(wy + (k * th) / 8)}h${f1(tw)}`
      g += `<path d="${baffles}" stroke="#e6e3dc" stroke-width="${f1(2.5 * S)}"/>`
    }
  }
  // zone C: filters (ETA) or sludge drying beds (ETE)
  const cw = Math.min(60 * S, (0.36 * pw) / 4 - 8 * S)
  const chh = 0.16 * ph
  for (let a = 0; a < 2; a++) {
    for (let b = 0; b < 4; b++) {
      const x = 0.05 * pw + b * (cw + 8 * S)
      const y = 0.04 * ph + a * (chh + 12 * S)
      const c = eta ? shade(water, 0.15) : r.pick(["#3b2f25", "#5a4632", "#6e5a44", "#2f2720"])
      g += `<rect x="${f1(x + sdx * 0.6)}" y="${f1(y + sdy * 0.6)}" width="${f1(cw)}" height="${f1(chh)}" fill="#000" opacity="0.25" filter="${shadowBlur}"/>`
      g += `<rect x="${f1(x)}" y="${f1(y)}" width="${f1(cw)}" height="${f1(chh)}" fill="${conc}"/><rect x="${f1(x + 4 * S)}" y="${f1(y + 4 * S)}" width="${f1(cw - 8 * S)}" height="${f1(chh - 8 * S)}" fill="${c}"/>`
      if (!eta)
        g += `<path d="M${f1(x + 4 * S)},${f1(y + chh * 0.33)}h${f1(cw - 8 * S)}M${f1(x + 4 * S)},${f1(y + chh * 0.66)}h${f1(cw - 8 * S)}" stroke="#000" stroke-opacity="0.25" stroke-width="${f1(3 * S)}"/>`
      else
        g += `<path d="M${f1(x + cw / 2)},${f1(y + 4 * S)}v${f1(chh - 8 * S)}" stroke="#e6e3dc" stroke-width="${f1(3 * S)}"/>`
    }
  }
  // zone D: buildings with lawns
  let bx = 0.05 * pw
  for (let i = 0; i < 3; i++) {
    const bw = r.range(0.09, 0.14) * pw
    const bh = r.range(0.12, 0.2) * ph
    if (bx + bw > 0.3 * pw) break
    const y = -0.42 * ph + r.range(0, 0.06) * ph
    const roof = r.pick(["#b9bcbf", "#a84f32", "#d9d7d2", "#7f8c8d", "#9aa5ad"])
    g += `<rect x="${f1(bx - 10 * S)}" y="${f1(y - 10 * S)}" width="${f1(bw + 20 * S)}" height="${f1(bh + 20 * S)}" fill="${shade(grass, 0.12)}"/>`
    g += `<rect x="${f1(bx + sdx * 1.6)}" y="${f1(y + sdy * 1.6)}" width="${f1(bw)}" height="${f1(bh)}" fill="#000" opacity="0.4" filter="${shadowBlur}"/>`
    g += `<rect x="${f1(bx)}" y="${f1(y)}" width="${f1(bw)}" height="${f1(bh / 2)}" fill="${shade(roof, 0.12)}"/><rect x="${f1(bx)}" y="${f1(y + bh / 2)}" width="${f1(bw)}" height="${f1(bh / 2)}" fill="${shade(roof, -0.12)}"/>`
    let ribs = ""
    for (let k = 1; k < 14; k++) ribs += `M${f1(bx + (k * bw) / 14)},${f1(y)}v${f1(bh)}`
    g += `<path d="${ribs}" stroke="#000" stroke-opacity="0.12" stroke-width="${f1(1.5 * S)}"/>`
    bx += bw + 30 * S
  }
  // zone E: reservoir (ETA) or UASB reactors (ETE)
  const ex = 0.37 * pw
  if (eta) {
    const rr = Math.min(0.08 * pw, 0.14 * ph)
    const ry = -0.2 * ph
    g += `<circle cx="${f1(ex + sdx * 2)}" cy="${f1(ry + sdy * 2)}" r="${f1(rr)}" fill="#000" opacity="0.4" filter="${shadowBlur}"/><circle cx="${f1(ex)}" cy="${f1(ry)}" r="${f1(rr)}" fill="${s.rad(
      [
        [0, "#eeece7"],
        [1, "#a9a6a0"],
      ],
      0.4,
      0.35,
      0.7,
    )}"/>`
    let spokes = ""
    for (let k = 0; k < 16; k++)
      spokes += `M${f1(ex)},${f1(ry)}L${f1(ex + Math.cos((k / 16) * Math.PI * 2) * rr)},${f1(ry + Math.sin((k / 16) * Math.PI * 2) * rr)}`
    g += `<path d="${spokes}" stroke="#8b8882" stroke-width="${f1(1.5 * S)}"/>`
  } else {
    const uw = Math.min(0.13 * pw, 140 * S)
    const uh = 0.2 * ph
    for (let k = 0; k < 2; k++) {
      const x = ex - uw / 2
      const y = -0.38 * ph + k * (uh + 16 * S)
      g += `<rect x="${f1(x + sdx * 1.5)}" y="${f1(y + sdy * 1.5)}" width="${f1(uw)}" height="${f1(uh)}" fill="#000" opacity="0.4" filter="${shadowBlur}"/><rect x="${f1(x)}" y="${f1(y)}" width="${f1(uw)}" height="${f1(uh)}" fill="${s.lin(
        [
          [0, "#d5d3ce"],
          [1, "#9d9b96"],
        ],
        0,
        0,
        1,
        1,
      )}"/><path d="M${f1(x)},${f1(y + uh / 2)}h${f1(uw)}M${f1(x + uw / 2)},${f1(y)}v${f1(uh)}" stroke="#7a7873" stroke-width="${f1(2 * S)}"/>`
    }
  }
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

/* ------------------------------------------------------------------------ */
/* Scene (f): centre-pivot irrigation from above                           */
/* ------------------------------------------------------------------------ */

async function scenePivots(s: Svg, r: Rand): Promise<void> {
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

/* ------------------------------------------------------------------------ */
/* Scene (g): residential subdivision from above                            */
/* ------------------------------------------------------------------------ */

async function sceneLots(s: Svg, r: Rand): Promise<void> {
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

/* ------------------------------------------------------------------------ */
/* Scene choice per category                                                */
/* ------------------------------------------------------------------------ */

type Scene =
  | "lake"
  | "canal"
  | "pipes"
  | "pumps"
  | "earth"
  | "net"
  | "plantPlan"
  | "profile"
  | "iso"
  | "ete"
  | "eta"
  | "pivots"
  | "lots"

const CATEGORY_SCENES: Record<string, Partial<Record<Scene, number>>> = {
  "Abastecimento de Água": { lake: 4, pipes: 2, pumps: 2, eta: 3, net: 2, profile: 1 },
  Esgoto: { ete: 4, net: 2, profile: 2, plantPlan: 2, pipes: 2, pumps: 1 },
  Irrigação: { pivots: 4, lake: 2, canal: 2, pipes: 1, pumps: 1, earth: 1 },
  Loteamento: { lots: 4, earth: 3, net: 2, pipes: 1, profile: 1 },
  Drenagem: { canal: 4, earth: 2, net: 1, profile: 1, pipes: 2, lake: 1 },
  Hidrossanitários: { iso: 4, pumps: 2, net: 1, pipes: 1 },
}

/** Cover scene per project id, chosen by hand so the grid of cards is varied. */
const COVER_SCENE: Record<number, Scene> = {
  1: "lake",
  2: "ete",
  3: "canal",
  4: "lots",
  5: "pivots",
  6: "iso",
  7: "ete",
  8: "pipes",
  9: "lots",
  10: "eta",
  11: "pipes",
  12: "pumps",
  13: "canal",
  14: "earth",
  15: "pivots",
  16: "earth",
  17: "net",
  18: "iso",
}

function sceneWeights(categories: string[]): Map<Scene, number> {
  const w = new Map<Scene, number>()
  categories.forEach((c, i) => {
    const k = i === 0 ? 1.5 : 1
    for (const [sc, v] of Object.entries(CATEGORY_SCENES[c] ?? {}))
      w.set(sc as Scene, (w.get(sc as Scene) ?? 0) + (v ?? 0) * k)
  })
  return w
}

function pickScene(
  r: Rand,
  weights: Map<Scene, number>,
  used: Map<Scene, number>,
  last: Scene | null,
): Scene {
  const entries = [...weights.entries()].map(([sc, v]): [Scene, number] => [
    sc,
    sc === last ? 0 : v / (1 + 2.5 * (used.get(sc) ?? 0)),
  ])
  const total = entries.reduce((a, [, v]) => a + v, 0)
  let x = r.next() * total
  for (const [sc, v] of entries) {
    x -= v
    if (x <= 0) return sc
  }
  return entries[entries.length - 1][0]
}

function pipeMaterial(r: Rand, categories: string[]): string {
  const c = categories[0]
  if (c === "Drenagem") return r.pick(["concrete", "concrete", "pead"])
  if (c === "Esgoto") return r.pick(["pvc", "ductile", "pead", "concrete"])
  if (c === "Hidrossanitários") return r.pick(["pvc", "pead"])
  if (c === "Irrigação") return r.pick(["pvc", "pead", "steel"])
  return r.pick(["ductile", "steel", "pvc", "ductile"])
}

async function renderScene(
  scene: Scene,
  W: number,
  H: number,
  r: Rand,
  categories: string[],
): Promise<string> {
  const s = new Svg(W, H)
  switch (scene) {
    case "lake":
      await sceneLake(s, r)
      break
    case "canal":
      await sceneCanal(s, r)
      break
    case "pipes":
      await scenePipes(s, r, pipeMaterial(r, categories))
      break
    case "pumps":
      await scenePumps(s, r)
      break
    case "earth":
      await sceneEarthworks(s, r)
      break
    case "net":
      await sceneDrawing(s, r, "network")
      break
    case "plantPlan":
      await sceneDrawing(s, r, "plant")
      break
    case "profile":
      await sceneDrawing(s, r, "profile")
      break
    case "iso":
      await sceneDrawing(s, r, "iso")
      break
    case "ete":
      await scenePlantAerial(s, r, false)
      break
    case "eta":
      await scenePlantAerial(s, r, true)
      break
    case "pivots":
      await scenePivots(s, r)
      break
    case "lots":
      await sceneLots(s, r)
      break
  }
  return s.toString()
}

/* ------------------------------------------------------------------------ */
/* Rendering: SVG -> raw -> film grain -> JPEG                               */
/* ------------------------------------------------------------------------ */

const GRAIN = 10

async function renderJpeg(
  svg: string,
  W: number,
  H: number,
  seed: number,
  out: string,
): Promise<number> {
  const { data } = await sharp(Buffer.from(svg))
    .flatten({ background: "#ffffff" })
    .removeAlpha()
    .blur(0.55) // soften the vector edges a little, like a lens would
    .raw()
    .toBuffer({ resolveWithObject: true })
  const rnd = mulberry32(seed)
  const px = new Uint8ClampedArray(data.buffer, data.byteOffset, data.length)
  for (let i = 0; i < px.length; i += 3) {
    const l = (rnd() + rnd() - 1) * GRAIN
    px[i] = px[i] + l + (rnd() - 0.5) * 3
    px[i + 1] = px[i + 1] + l + (rnd() - 0.5) * 3
    px[i + 2] = px[i + 2] + l + (rnd() - 0.5) * 3
  }
  const buf = await sharp(data, { raw: { width: W, height: H, channels: 3 } })
    .jpeg(JPEG)
    .toBuffer()
  fs.writeFileSync(out, buf)
  return buf.length
}

/* ------------------------------------------------------------------------ */
/* Main                                                                     */
/* ------------------------------------------------------------------------ */

interface Job {
  id: number
  file: string
  scene: Scene
  W: number
  H: number
  seed: number
  categories: string[]
}

/** `--preview DIR [seed]`: renders one picture of every scene type into DIR (for tuning). */
async function preview(dir: string, seed: number, W = 1920, H = 1280): Promise<void> {
  fs.mkdirSync(dir, { recursive: true })
  const scenes: Scene[] = [
    "lake",
    "canal",
    "pipes",
    "pumps",
    "earth",
    "net",
    "plantPlan",
    "profile",
    "iso",
    "ete",
    "eta",
    "pivots",
    "lots",
  ]
  const queue = [...scenes]
  const worker = async (): Promise<void> => {
    for (let sc = queue.shift(); sc; sc = queue.shift()) {
      const t = Date.now()
      const svg = await renderScene(sc, W, H, new Rand(seed + hashString(sc)), ["Esgoto"])
      const bytes = await renderJpeg(svg, W, H, seed, path.join(dir, `${sc}.jpg`))
      console.log(`${sc.padEnd(10)} ${(bytes / 1024).toFixed(0)} KB  ${Date.now() - t} ms`)
    }
  }
  await Promise.all([worker(), worker()])
}

async function main(): Promise<void> {
  const t0 = Date.now()
  const pi = process.argv.indexOf("--preview")
  if (pi > 0) {
    const a = process.argv.slice(pi + 1).map(Number)
    return preview(process.argv[pi + 1], a[1] || 1, a[2] || 1920, a[3] || 1280)
  }
  const only = process.argv.slice(2).map(Number).filter(Boolean)
  const jobs: Job[] = []
  for (let id = 1; id <= 18; id++) {
    if (only.length && !only.includes(id)) continue
    const dir = path.join(PROJECTS_DIR, `prj${id}`)
    const project = JSON.parse(fs.readFileSync(path.join(dir, "project.json"), "utf8")) as {
      categories: string[]
    }
    const cats = project.categories
    const r = new Rand(hashString(`hidrovale-prj${id}`))
    const weights = sceneWeights(cats)
    const used = new Map<Scene, number>()
    // remove stale pictures from earlier runs
    for (const f of fs.readdirSync(dir))
      if (/^(pic\d+|capa-main)\.jpg$/.test(f)) fs.unlinkSync(path.join(dir, f))
    const cover = COVER_SCENE[id]
    used.set(cover, 1)
    const bigCover = r.chance(0.5)
    jobs.push({
      id,
      file: path.join(dir, "capa-main.jpg"),
      scene: cover,
      W: bigCover ? 1920 : 1600,
      H: bigCover ? 1280 : 1067,
      seed: hashString(`prj${id}-capa`),
      categories: cats,
    })
    let last: Scene | null = cover
    for (let k = 1; k <= GALLERY_COUNT[id]; k++) {
      const scene = pickScene(r, weights, used, last)
      used.set(scene, (used.get(scene) ?? 0) + 1)
      last = scene
      const portrait = PORTRAITS.has(`${id}:${k}`)
      const big = r.chance(0.5)
      const [W, H] = portrait ? [1600, 2000] : big ? [1920, 1280] : [1600, 1067]
      jobs.push({
        id,
        file: path.join(dir, `pic${k}.jpg`),
        scene,
        W,
        H,
        seed: hashString(`prj${id}-pic${k}`),
        categories: cats,
      })
    }
  }
  let total = 0
  let done = 0
  const perProject = new Map<number, number>()
  const run = async (job: Job): Promise<void> => {
    const r = new Rand(job.seed)
    const svg = await renderScene(job.scene, job.W, job.H, r, job.categories)
    const bytes = await renderJpeg(svg, job.W, job.H, job.seed ^ 0x9e3779b9, job.file)
    total += bytes
    done++
    perProject.set(job.id, (perProject.get(job.id) ?? 0) + 1)
    process.stdout.write(
      `${String(done).padStart(3)}/${jobs.length}  ${path.relative(ROOT, job.file).padEnd(38)} ${job.scene.padEnd(9)} ${job.W}x${job.H}  ${(bytes / 1024).toFixed(0)} KB\n`,
    )
  }
  // two workers (the machine has two cores; libvips also threads internally)
  const queue = [...jobs]
  const worker = async (): Promise<void> => {
    for (let job = queue.shift(); job; job = queue.shift()) await run(job)
  }
  await Promise.all([worker(), worker()])
  console.log("\nPictures per project (cover + gallery):")
  for (const [id, n] of [...perProject.entries()].sort((a, b) => a[0] - b[0]))
    console.log(`  prj${id}: 1 + ${n - 1}`)
  console.log(`\nFiles written: ${done}`)
  console.log(
    `Total bytes:   ${total} (${(total / 1024 / 1024).toFixed(1)} MB), average ${(total / done / 1024).toFixed(0)} KB`,
  )
  console.log(`Time:          ${((Date.now() - t0) / 1000).toFixed(1)} s`)
}

main().catch((err: unknown) => {
  console.error(err)
  process.exit(1)
})
