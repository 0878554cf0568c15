/**
 * Whether a built picture shows a portrait from __tests__/helpers/exif-photos.ts whole: the
 * portrait's dark top band is in the picture, and the sides are the letterbox colour, not the
 * portrait's own. A crop of the portrait to a landscape frame loses the band and fills the sides.
 */
import { readFile } from "node:fs/promises"
import path from "node:path"
import sharp from "sharp"

/** The letterbox colour the card and the preview image are built with (theme surfaceAlt). */
const LETTERBOX = [0xf3, 0xf7, 0xfa]
/** The portrait's top band. */
const BAND = [0x12, 0x30, 0x4a]

export interface WholePortrait {
  width: number
  height: number
  /** The pixel at the top of the middle column is the portrait's dark band. */
  bandAtTop: boolean
  /** The pixels at the middle of the left and right edges are the letterbox colour. */
  letterboxedSides: boolean
}

/** Reads a file of the build (a path like /static/…/x.webp) and looks at three pixels. */
export async function inspectWholePortrait(publicDir: string, src: string): Promise<WholePortrait> {
  const file = path.join(publicDir, decodeURIComponent(src.replace(/^https?:\/\/[^/]+/, "")))
  const { data, info } = await sharp(await readFile(file))
    .removeAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true })
  const pixel = (x: number, y: number) => {
    const at = (Math.round(y) * info.width + Math.round(x)) * info.channels
    return [data[at], data[at + 1], data[at + 2]]
  }
  const near = (a: number[], b: number[]) => a.every((value, i) => Math.abs(value - b[i]) <= 24)
  const middle = info.height / 2
  return {
    width: info.width,
    height: info.height,
    bandAtTop: near(pixel(info.width / 2, info.height * 0.04), BAND),
    letterboxedSides:
      near(pixel(2, middle), LETTERBOX) && near(pixel(info.width - 3, middle), LETTERBOX),
  }
}
