/**
 * Photos as phones store them: an upright portrait (1067 × 1600) whose pixels are kept turned,
 * with the EXIF Orientation tag that says how to show it (3: upside down, 6 and 8: a quarter turn).
 */
import sharp from "sharp"

export const PORTRAIT = { width: 1067, height: 1600 } as const

/** The stored pixels are the upright picture turned by this many degrees, clockwise. */
const STORED_TURN: Record<3 | 6 | 8, number> = { 3: 180, 6: -90, 8: 90 }

/**
 * An upright portrait: a dark band at the top, so a wrong turn is visible in a screenshot. A
 * `mark` colours a small square near the bottom, so pictures turned back upright still differ
 * (the editor re-encodes uploads, and Decap keeps one of two uploads with the same bytes).
 */
async function uprightPortrait(
  mark?: string,
  { width, height }: { width: number; height: number } = PORTRAIT,
): Promise<Buffer> {
  const square = (size: number, background: string) =>
    sharp({ create: { width: size, height: size, channels: 3, background } })
      .png()
      .toBuffer()
  // In proportion to the portrait's size (at 1067 × 1600: a 200 px band, a 64 px mark).
  const band = await sharp({
    create: { width, height: Math.round(height / 8), channels: 3, background: "#12304a" },
  })
    .png()
    .toBuffer()
  const layers = [{ input: band, top: 0, left: 0 }]
  if (mark) {
    layers.push({
      input: await square(Math.round(width * 0.06), mark),
      top: Math.round(height * 0.9),
      left: Math.round(width * 0.09),
    })
  }
  return sharp({ create: { width, height, channels: 3, background: "#7fb3d5" } })
    .composite(layers)
    .png()
    .toBuffer()
}

export async function exifRotatedJpeg(
  orientation: 3 | 6 | 8,
  options: { mark?: string; size?: { width: number; height: number } } = {},
): Promise<Buffer> {
  const turned = await sharp(await uprightPortrait(options.mark, options.size))
    .rotate(STORED_TURN[orientation])
    .toBuffer()
  return sharp(turned).jpeg({ quality: 80 }).withMetadata({ orientation }).toBuffer()
}

/** A 48-megapixel photo (8000 × 6000), the largest a phone takes. */
export function largePhoto(): Promise<Buffer> {
  return sharp({ create: { width: 8000, height: 6000, channels: 3, background: "#5a8" } })
    .jpeg({ quality: 60 })
    .toBuffer()
}
