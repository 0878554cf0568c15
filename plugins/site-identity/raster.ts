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
  return decoded(image, width, height)
    .ensureAlpha()
    .resize(width, height, {
      fit: "contain",
      position: position === "left" ? "left" : "centre",
      background: TRANSPARENT,
    })
}

/** The picture decoded for a width×height box (an SVG at the density that fills it). */
function decoded(image: ReadImage, width: number, height: number): sharp.Sharp {
  return image.format === "svg"
    ? sharp(image.data, { density: densityFor(image, width, height) })
    : sharp(image.data)
}

/** Whether the picture has no transparent pixel: a logo drawn on its own background. */
export async function isOpaque(image: ReadImage): Promise<boolean> {
  return (await decoded(image, image.width, image.height).stats()).isOpaque
}

/**
 * An opaque logo for the dark footer: whitening it would leave a white rectangle, so it stands
 * on a plate of its own background colour (its top-left pixel), with rounded corners and a
 * margin, fitted inside width×height at the left.
 */
export async function plated(image: ReadImage, width: number, height: number) {
  const margin = Math.round(height * 0.15)
  const { data, info } = await decoded(image, width, height)
    .resize(width - 2 * margin, height - 2 * margin, { fit: "inside" })
    .png()
    .toBuffer({ resolveWithObject: true })
  const [r, g, b] = await sharp(data)
    .extract({ left: 0, top: 0, width: 1, height: 1 })
    .raw()
    .toBuffer()
  const [plateWidth, plateHeight] = [info.width + 2 * margin, info.height + 2 * margin]
  const plate = Buffer.from(
    `<svg xmlns="http://www.w3.org/2000/svg" width="${plateWidth}" height="${plateHeight}">` +
      `<rect width="100%" height="100%" rx="${margin}" fill="rgb(${r},${g},${b})"/></svg>`,
  )
  const onPlate = await sharp(plate)
    .composite([{ input: data, left: margin, top: margin }])
    .png()
    .toBuffer()
  return sharp(onPlate).resize(width, height, {
    fit: "contain",
    position: "left",
    background: TRANSPARENT,
  })
}

/** The picture's shapes in white, its transparency kept: a logo for the dark footer. */
export async function whitened(picture: sharp.Sharp, width: number, height: number) {
  const alpha = await picture.clone().extractChannel("alpha").png().toBuffer()
  return sharp({ create: { width, height, channels: 3, background: "#ffffff" } }).joinChannel(alpha)
}
