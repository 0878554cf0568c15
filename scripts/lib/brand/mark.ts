/** The brand's drop mark and the SVG sources of the logo and icons built from it. */
export const BLUE = "#0b4f7c"
export const BLUE_LIGHT = "#1a75ad"
export const TEAL = "#14a39f"
export const FONT = "DejaVu Sans, Liberation Sans, Arial, sans-serif"

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
export function dropMark(id: string, o: MarkOpts = {}): string {
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
export function logoSvg(white: boolean): string {
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
export function faviconSvg(): string {
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="64" height="64" viewBox="0 0 120 120">` +
    `<g transform="translate(10 0)">${dropMark("f", { simple: true })}</g>` +
    `</svg>\n`
  )
}

/** Square app icon: white drop with teal wave on deep blue. */
export function appIconSvg(size: number, dropScale: number): string {
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
