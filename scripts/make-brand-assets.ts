/**
 * Generates the brand assets in static/ from SVG sources:
 *
 *   static/logo-text.png        480×120, transparent, blue text logo (shown at ~160×40 CSS px)
 *   static/logo-text-white.png  the same in white, for the dark footer
 *   static/favicon.svg          the water-drop mark
 *   static/favicon-32.png       32×32
 *   static/apple-touch-icon.png 180×180, white drop on deep blue
 *   static/icon-512.png         512×512, for the web manifest (safe-zone padding, maskable-friendly)
 *   static/og-image.jpg         1200×630 social sharing image
 *
 *   npx tsx scripts/make-brand-assets.ts
 *
 * Not part of the site build; run once and commit the output.
 */
import fs from "node:fs"
import path from "node:path"
import sharp from "sharp"

const ROOT = path.resolve(__dirname, "..")
const STATIC = path.join(ROOT, "static")

const BLUE = "#0b4f7c"
const BLUE_LIGHT = "#1a75ad"
const TEAL = "#14a39f"
const FONT = "DejaVu Sans, Liberation Sans, Arial, sans-serif"

/** Drop outline in a 100×120 box. */
const DROP = "M50,4C50,4 12,50 12,76C12,98 29,116 50,116C71,116 88,98 88,76C88,50 50,4 50,4Z"
/** Wave that fills the lower part of the drop (clipped to the drop). */
const WAVE = "M0,80C16,69 30,90 50,79C68,69 80,86 100,77V120H0Z"
/** Thin second wave line above the filled one (clipped to the drop). */
const WAVE_LINE = "M4,68C20,58 34,76 50,66C64,57 78,72 96,62"
/** Small light reflection on the upper-left of the drop. */
const SHINE = "M35,36C31,43 28,49 27,56"

interface MarkOpts {
  /** white silhouette (wave cut out) for dark backgrounds */
  white?: boolean
  /** white drop with a teal wave, for the blue app icons */
  onBlue?: boolean
  /** no wave line and no reflection (tiny favicons) */
  simple?: boolean
}

/**
 * The drop mark as SVG elements in the 100×120 box. `id` keeps the gradient,
 * clip and mask ids unique when several marks share one document.
 */
function dropMark(id: string, o: MarkOpts = {}): string {
  const clip = `<clipPath id="${id}c"><path d="${DROP}"/></clipPath>`
  if (o.white) {
    return (
      `<defs>${clip}<mask id="${id}m" maskUnits="userSpaceOnUse" x="0" y="0" width="100" height="120">` +
      `<path d="${DROP}" fill="#ffffff"/>` +
      `<path d="${WAVE}" fill="#000000" transform="translate(0 -3)"/>` +
      `<path d="${SHINE}" fill="none" stroke="#000000" stroke-width="5" stroke-linecap="round"/>` +
      `</mask></defs>` +
      `<path d="${DROP}" fill="#ffffff" mask="url(#${id}m)"/>` +
      `<g clip-path="url(#${id}c)"><path d="${WAVE}" fill="#ffffff" transform="translate(0 3)"/></g>`
    )
  }
  const body = o.onBlue ? "#ffffff" : `url(#${id}g)`
  const grad = o.onBlue
    ? ""
    : `<linearGradient id="${id}g" x1="0" y1="0" x2="0.35" y2="1"><stop offset="0" stop-color="${BLUE_LIGHT}"/><stop offset="1" stop-color="${BLUE}"/></linearGradient>`
  const lineCol = o.onBlue ? TEAL : "#ffffff"
  const shineCol = o.onBlue ? "#bfe3f5" : "#ffffff"
  return (
    `<defs>${grad}${clip}</defs>` +
    `<path d="${DROP}" fill="${body}"/>` +
    `<g clip-path="url(#${id}c)"><path d="${WAVE}" fill="${TEAL}"/>` +
    (o.simple
      ? ""
      : `<path d="${WAVE_LINE}" fill="none" stroke="${lineCol}" stroke-opacity="0.9" stroke-width="4.5" stroke-linecap="round"/>`) +
    `</g>` +
    (o.simple
      ? ""
      : `<path d="${SHINE}" fill="none" stroke="${shineCol}" stroke-opacity="0.8" stroke-width="5" stroke-linecap="round"/>`)
  )
}

/** Text logo, 480×120 (3× of 160×40). */
function logoSvg(white: boolean): string {
  const main = white ? "#ffffff" : BLUE
  const accent = white ? "#ffffff" : TEAL
  const sub = white ? "#ffffff" : "#3f7ea6"
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="480" height="120" viewBox="0 0 480 120">` +
    `<g transform="translate(6 6) scale(0.9)">${dropMark("d", { white })}</g>` +
    `<text x="104" y="74" font-family="${FONT}" font-weight="bold" font-size="66" letter-spacing="-1.5" fill="${main}">Hidro<tspan fill="${accent}">Vale</tspan></text>` +
    `<text x="107" y="105" font-family="${FONT}" font-weight="bold" font-size="21" letter-spacing="12" fill="${sub}"${white ? ' fill-opacity="0.85"' : ""}>ENGENHARIA</text>` +
    `</svg>`
  )
}

/** Standalone drop mark for the favicon (square viewBox). */
function faviconSvg(): string {
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="64" height="64" viewBox="0 0 120 120">` +
    `<g transform="translate(10 0)">${dropMark("f", { simple: true })}</g>` +
    `</svg>\n`
  )
}

/** Square app icon: white drop with teal wave on deep blue. */
function appIconSvg(size: number, dropScale: number): string {
  const h = 120 * dropScale
  const w = 100 * dropScale
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="0 0 ${size} ${size}">` +
    `<defs><linearGradient id="bg" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${BLUE_LIGHT}"/><stop offset="1" stop-color="${BLUE}"/></linearGradient></defs>` +
    `<rect width="${size}" height="${size}" fill="url(#bg)"/>` +
    `<g transform="translate(${(size - w) / 2} ${(size - h) / 2 + h * 0.02}) scale(${dropScale})">${dropMark("a", { onBlue: true })}</g>` +
    `</svg>`
  )
}

/** 1200×630 social image: water/engineering illustration, logo and tagline. */
function ogSvg(): string {
  const W = 1200
  const H = 630
  let waves = ""
  const layers = [
    { y: 430, a: 18, f: 2.2, c: "#1a75ad", o: 0.55 },
    { y: 470, a: 22, f: 1.6, c: "#138f9c", o: 0.6 },
    { y: 515, a: 16, f: 2.8, c: "#0f6f93", o: 0.75 },
    { y: 560, a: 20, f: 1.9, c: "#0a4a72", o: 0.9 },
  ]
  for (const [i, l] of layers.entries()) {
    let d = `M0,${H}`
    for (let x = 0; x <= W; x += 10) {
      const y =
        l.y +
        Math.sin((x / W) * Math.PI * 2 * l.f + i * 1.7) * l.a +
        Math.sin((x / W) * Math.PI * 2 * l.f * 2.3 + i) * l.a * 0.35
      d += `L${x},${y.toFixed(1)}`
    }
    d += `L${W},${H}Z`
    waves += `<path d="${d}" fill="${l.c}" fill-opacity="${l.o}"/>`
  }
  // pipe network sketch on the right (blueprint style)
  const nodes: [number, number][] = [
    [760, 70],
    [900, 52],
    [1060, 95],
    [790, 170],
    [950, 158],
    [1125, 178],
    [830, 262],
    [990, 252],
  ]
  const edges: [number, number][] = [
    [0, 1],
    [1, 2],
    [0, 3],
    [1, 4],
    [2, 5],
    [3, 4],
    [4, 5],
    [3, 6],
    [4, 7],
    [6, 7],
  ]
  const ink = "#cfe9ff"
  let net = edges
    .map(
      ([a, b]) =>
        `<path d="M${nodes[a][0]},${nodes[a][1]}L${nodes[b][0]},${nodes[b][1]}" stroke="${ink}" stroke-opacity="0.45" stroke-width="3"/>`,
    )
    .join("")
  net += `<path d="M990,252H1040" stroke="${ink}" stroke-opacity="0.45" stroke-width="3"/>`
  net += nodes
    .map(
      ([x, y]) =>
        `<circle cx="${x}" cy="${y}" r="7" fill="#0d5c8e" stroke="${ink}" stroke-opacity="0.7" stroke-width="2.5"/>`,
    )
    .join("")
  net += `<circle cx="1060" cy="95" r="26" fill="#0e6294" stroke="${ink}" stroke-opacity="0.6" stroke-width="3"/>`
  net += `<text x="1060" y="102" text-anchor="middle" font-family="${FONT}" font-weight="bold" font-size="20" fill="${ink}" fill-opacity="0.8">R1</text>`
  net += `<text x="808" y="50" font-family="DejaVu Sans Mono, monospace" font-size="16" fill="${ink}" fill-opacity="0.6" transform="rotate(-7 808 50)">DN 300</text>`
  net += `<rect x="1040" y="228" width="100" height="48" fill="#0e6a95" stroke="${ink}" stroke-opacity="0.55" stroke-width="3"/>`
  net += `<text x="1090" y="259" text-anchor="middle" font-family="${FONT}" font-weight="bold" font-size="20" fill="${ink}" fill-opacity="0.75">ETE</text>`
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}" viewBox="0 0 ${W} ${H}">` +
    `<defs>` +
    `<linearGradient id="sky" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#0b4f7c"/><stop offset="0.6" stop-color="#0e6697"/><stop offset="1" stop-color="#13908f"/></linearGradient>` +
    `<pattern id="grid" width="30" height="30" patternUnits="userSpaceOnUse"><path d="M30,0V30H0" fill="none" stroke="#ffffff" stroke-opacity="0.07"/></pattern>` +
    `<filter id="noise" x="0" y="0" width="100%" height="100%" color-interpolation-filters="sRGB"><feTurbulence type="fractalNoise" baseFrequency="0.9" numOctaves="2" seed="7"/><feColorMatrix type="matrix" values="0 0 0 0 1 0 0 0 0 1 0 0 0 0 1 0.5 0 0 0 -0.2"/></filter>` +
    `<radialGradient id="glow" cx="0.25" cy="0.35" r="0.6"><stop offset="0" stop-color="#ffffff" stop-opacity="0.16"/><stop offset="1" stop-color="#ffffff" stop-opacity="0"/></radialGradient>` +
    `</defs>` +
    `<rect width="${W}" height="${H}" fill="url(#sky)"/>` +
    `<rect width="${W}" height="${H}" fill="url(#grid)"/>` +
    `<rect width="${W}" height="${H}" fill="url(#glow)"/>` +
    net +
    waves +
    `<rect width="${W}" height="${H}" filter="url(#noise)" opacity="0.35"/>` +
    // logo (white) and tagline
    `<g transform="translate(80 150) scale(1.05)">${dropMark("o", { onBlue: true })}</g>` +
    `<text x="205" y="225" font-family="${FONT}" font-weight="bold" font-size="92" letter-spacing="-2" fill="#ffffff">Hidro<tspan fill="#7fe0d6">Vale</tspan></text>` +
    `<text x="210" y="270" font-family="${FONT}" font-weight="bold" font-size="28" letter-spacing="13" fill="#ffffff" fill-opacity="0.85">ENGENHARIA</text>` +
    `<text x="82" y="360" font-family="${FONT}" font-weight="bold" font-size="40" fill="#ffffff">Engenharia hidráulica e sanitária desde 2011</text>` +
    `<text x="84" y="402" font-family="${FONT}" font-size="24" fill="#e3f3ff" fill-opacity="0.9">Água · Esgoto · Drenagem · Terraplanagem — Belo Horizonte, MG</text>` +
    `</svg>`
  )
}

async function writePng(svg: string, file: string, resize?: number): Promise<void> {
  let img = sharp(Buffer.from(svg), { density: 72 * (resize ? 4 : 1) })
  if (resize) img = img.resize(resize, resize)
  const buf = await img.png({ compressionLevel: 9, palette: false }).toBuffer()
  fs.writeFileSync(file, buf)
  const m = await sharp(buf).metadata()
  console.log(
    `${path.relative(ROOT, file).padEnd(30)} ${m.width}x${m.height}  ${(buf.length / 1024).toFixed(1)} KB`,
  )
}

async function main(): Promise<void> {
  fs.mkdirSync(STATIC, { recursive: true })
  await writePng(logoSvg(false), path.join(STATIC, "logo-text.png"))
  await writePng(logoSvg(true), path.join(STATIC, "logo-text-white.png"))
  const fav = faviconSvg()
  fs.writeFileSync(path.join(STATIC, "favicon.svg"), fav)
  console.log(`${"static/favicon.svg".padEnd(30)} ${(fav.length / 1024).toFixed(1)} KB`)
  // small sizes: render large and downscale for clean anti-aliasing
  await writePng(fav, path.join(STATIC, "favicon-32.png"), 32)
  await writePng(appIconSvg(180, 1.05), path.join(STATIC, "apple-touch-icon.png"))
  await writePng(appIconSvg(512, 2.6), path.join(STATIC, "icon-512.png"))
  const og = await sharp(Buffer.from(ogSvg()))
    .jpeg({ quality: 86, mozjpeg: true, progressive: true })
    .toBuffer()
  fs.writeFileSync(path.join(STATIC, "og-image.jpg"), og)
  console.log(`${"static/og-image.jpg".padEnd(30)} 1200x630  ${(og.length / 1024).toFixed(1)} KB`)
}

main().catch((err: unknown) => {
  console.error(err)
  process.exit(1)
})
