/**
 * An identity picture drawn at a size: an SVG rasterised at the density that fills the box
 * (never scaled up from a small bitmap), a PNG resized, both fitted inside the box on a
 * transparent canvas, proportions kept.
 */
import sharp from "sharp"
import type { SourceImage } from "./source-image"

export type ReadImage = Extract<SourceImage, { status: "read" }>

const TRANSPARENT = { r: 0, g: 0, b: 0, alpha: 0 }

/** librsvg's density is dots per inch; an SVG's own size is at 72. At most 40× that size. */
const MAX_DENSITY = 72 * 40

/** Sharp's density for an SVG whose own size (at 72 dpi) is width×height, to fill the box. */
function densityFor(image: ReadImage, width: number, height: number): number {
  const scale = Math.min(width / image.width, height / image.height)
  return Math.min(MAX_DENSITY, Math.max(1, 72 * scale))
}

/** The picture inside width×height, at `position` ("left" for logos, "centre" for icons). */
export function fitted(
  image: ReadImage,
  width: number,
  height: number,
  position: "left" | "centre" = "centre",
): sharp.Sharp {
  const input =
    image.format === "svg"
      ? sharp(image.data, { density: densityFor(image, width, height) })
      : sharp(image.data)
  return input.ensureAlpha().resize(width, height, {
    fit: "contain",
    position: position === "left" ? "left" : "centre",
    background: TRANSPARENT,
  })
}

/** The picture's shapes in white, its transparency kept: a logo for the dark footer. */
export async function whitened(picture: sharp.Sharp, width: number, height: number) {
  const alpha = await picture.clone().extractChannel("alpha").png().toBuffer()
  return sharp({ create: { width, height, channels: 3, background: "#ffffff" } }).joinChannel(alpha)
}
