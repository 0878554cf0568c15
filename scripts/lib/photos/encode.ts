/** The one way `npm run fotos` writes a photo: upright, at most 2400 px, JPEG, no metadata. */
import sharp from "sharp"
import { PHOTO_LONG_SIDE } from "../../../plugins/content-model/picture-names"

/** Writes `source`, normalised, as a JPEG at `target`; throws when it cannot. Tests swap it. */
export type Encoder = (source: string, target: string) => Promise<void>

/** Quality 82 with mozjpeg (bundled with sharp's libvips): what the editor's uploads get too. */
export const JPEG_QUALITY = 82

/**
 * `.rotate()` applies the EXIF orientation; no `withMetadata`, so EXIF, GPS, XMP and IPTC are
 * dropped and a colour profile is converted into sRGB. Transparent pixels become white.
 */
export const encodeJpeg: Encoder = async (source, target) => {
  await sharp(source, { limitInputPixels: false })
    .rotate()
    .resize(PHOTO_LONG_SIDE, PHOTO_LONG_SIDE, { fit: "inside", withoutEnlargement: true })
    .flatten({ background: "#ffffff" })
    .jpeg({ quality: JPEG_QUALITY, mozjpeg: true })
    .toFile(target)
}
