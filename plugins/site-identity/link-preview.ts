/**
 * The link-preview picture (og-image.jpg, 1200×630): the firm's logo on a white card, its name
 * and its tagline, over the gradient of the home page's top in the firm's colours. Drawn as SVG
 * with the build machine's sans-serif font, then encoded as JPEG.
 */
import sharp from "sharp"
import { LINK_PREVIEW_SIZE } from "../../src/lib/identity-files"
import type { IdentityFacts } from "./facts"
import { fitted, type ReadImage } from "./raster"

const MARGIN = 80
const CARD = { width: 600, height: 190, padding: 30 }
const FONT = "DejaVu Sans, Liberation Sans, Arial, Helvetica, sans-serif"
const TEXT_WIDTH = LINK_PREVIEW_SIZE.width - 2 * MARGIN

export async function linkPreview(logo: ReadImage, facts: IdentityFacts): Promise<Buffer> {
  const logoWidth = CARD.width - 2 * CARD.padding
  const logoHeight = CARD.height - 2 * CARD.padding
  const picture = await fitted(logo, logoWidth, logoHeight, "left").png().toBuffer()
  return sharp(Buffer.from(backgroundSvg(facts)))
    .composite([{ input: picture, left: MARGIN + CARD.padding, top: MARGIN + CARD.padding }])
    .flatten({ background: facts.palette.primary })
    .jpeg({ quality: 86, mozjpeg: true, progressive: true })
    .toBuffer()
}

function backgroundSvg({ name, tagline, palette }: IdentityFacts): string {
  const { width, height } = LINK_PREVIEW_SIZE
  const nameSize = Math.min(64, Math.floor(TEXT_WIDTH / (0.62 * Math.max(1, name.length))))
  const lines = wrap(tagline, Math.floor(TEXT_WIDTH / (0.55 * 30)))
  const nameY = MARGIN + CARD.height + 110
  const taglineLines = lines
    .map(
      (line, i) =>
        `<text x="${MARGIN}" y="${nameY + 64 + i * 42}" font-size="30" fill="${palette.primaryLight}">${escape(line)}</text>`,
    )
    .join("")
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}" font-family="${FONT}">` +
    `<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1">` +
    `<stop offset="0" stop-color="${palette.primaryDark}"/>` +
    `<stop offset="0.55" stop-color="${palette.primary}"/>` +
    `<stop offset="1" stop-color="${palette.accentDark}"/></linearGradient></defs>` +
    `<rect width="${width}" height="${height}" fill="url(#g)"/>` +
    `<rect x="${MARGIN}" y="${MARGIN}" width="${CARD.width}" height="${CARD.height}" rx="16" fill="#ffffff"/>` +
    `<text x="${MARGIN}" y="${nameY}" font-size="${nameSize}" font-weight="bold" fill="#ffffff">${escape(name)}</text>` +
    taglineLines +
    `<rect y="${height - 12}" width="${width}" height="12" fill="${palette.accent}"/>` +
    `</svg>`
  )
}

/** Words into lines of at most `max` characters; the last line ends in "…" if words remain. */
export function wrap(text: string, max: number, maxLines = 3): string[] {
  const lines: string[] = []
  let line = ""
  for (const word of text.trim().split(/\s+/)) {
    if (line && `${line} ${word}`.length > max) {
      lines.push(line)
      line = word
    } else line = line ? `${line} ${word}` : word
  }
  if (line) lines.push(line)
  if (lines.length <= maxLines) return lines
  return [...lines.slice(0, maxLines - 1), `${lines[maxLines - 1]}…`]
}

const escape = (text: string) =>
  text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;")
