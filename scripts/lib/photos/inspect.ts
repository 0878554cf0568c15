/**
 * What a photo needs before it belongs in content/: read from its header alone (sharp's
 * metadata(), no decode), so an already normalised photo costs one small read and is left as is.
 */
import { stat } from "node:fs/promises"
import sharp, { type Metadata } from "sharp"
import { hasGps } from "../../../plugins/content-model/content-check/picture-metadata"
import { PHOTO_LONG_SIDE } from "../../../plugins/content-model/picture-names"

/** One reason to rewrite a photo, each printed in the command's report. */
export type Change = "convert" | "rotate" | "shrink" | "gps" | "metadata" | "colour"

export interface PhotoFacts {
  /** The size as the photo is shown, i.e. after its EXIF orientation. */
  width: number
  height: number
  bytes: number
  changes: Change[]
}

/** Reads a photo's header; throws with sharp's message when the file is not a picture it reads. */
export async function inspectPhoto(
  absolutePath: string,
  mustConvert: boolean,
): Promise<PhotoFacts> {
  const metadata = await sharp(absolutePath, { limitInputPixels: false }).metadata()
  const { width, height } = metadata.autoOrient
  const changes = needs(metadata, mustConvert || metadata.format !== "jpeg")
  return { width, height, bytes: (await stat(absolutePath)).size, changes }
}

/**
 * Upright (orientation 1 or none), at most 2400 px, and without EXIF, XMP, IPTC or a colour
 * profile other than sRGB: anything else is rewritten. A photo that is not a JPEG inside is
 * converted whatever its name says.
 */
export function needs(metadata: Metadata, convert: boolean): Change[] {
  const { orientation = 1, exif, xmp, iptc, icc } = metadata
  const { width, height } = metadata.autoOrient
  const changes: Change[] = []
  if (convert) changes.push("convert")
  if (orientation !== 1) changes.push("rotate")
  if (Math.max(width, height) > PHOTO_LONG_SIDE) changes.push("shrink")
  if (hasGps(exif, xmp)) changes.push("gps")
  if (exif || xmp || iptc) changes.push("metadata")
  if (icc && !isSrgb(icc)) changes.push("colour")
  return changes
}

/** An sRGB profile names itself in its description tag (ASCII in ICC v2, UTF-16 in v4). */
function isSrgb(icc: Buffer): boolean {
  return icc.includes("sRGB", 0, "latin1") || icc.includes(Buffer.from("\0s\0R\0G\0B", "latin1"))
}
