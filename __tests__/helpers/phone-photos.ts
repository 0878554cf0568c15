/**
 * Photos as a maintainer drops them into content/: a phone's 5000 × 3750 JPEG stored sideways
 * (EXIF Orientation 6) with the place it was taken (GPS), a PNG, a WebP, an iPhone HEIC that
 * cannot be decoded, and an AVIF-coded HEIF that can.
 */
import sharp from "sharp"

/** The phone photo shown upright: a portrait, dark band at the top. */
export const UPRIGHT = { width: 3750, height: 5000 } as const

/** Belo Horizonte, as a phone writes it in EXIF's GPS table (IFD3). */
export const GPS_EXIF = {
  IFD0: { Make: "Apple", Model: "iPhone 15" },
  IFD3: {
    GPSLatitudeRef: "S",
    GPSLatitude: "19/1 55/1 0/1",
    GPSLongitudeRef: "W",
    GPSLongitude: "43/1 56/1 0/1",
  },
}

/** Stored pixels are the upright photo turned a quarter to the left: EXIF 6 turns them back. */
export async function sidewaysGpsPhoto(): Promise<Buffer> {
  const { width, height } = UPRIGHT
  const band = await sharp({ create: { width, height: 800, channels: 3, background: "#10263a" } })
    .png()
    .toBuffer()
  const upright = await sharp({ create: { width, height, channels: 3, background: "#c8dce8" } })
    .composite([{ input: band, top: 0, left: 0 }])
    .png()
    .toBuffer()
  const stored = await sharp(upright).rotate(-90).toBuffer()
  return sharp(stored)
    .jpeg({ quality: 80 })
    .withMetadata({ orientation: 6 })
    .withExifMerge(GPS_EXIF)
    .toBuffer()
}

/** A plain picture in the given format. */
export function flatPicture(
  width: number,
  height: number,
  format: "jpeg" | "png" | "webp",
): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 4, background: "#3a7ca5cc" } })
    .toFormat(format)
    .toBuffer()
}

/** A small JPG as `npm run fotos` leaves it: nothing to do. */
export function readyJpeg(width = 1600, height = 1067): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: "#5a8" } })
    .jpeg({ quality: 82 })
    .toBuffer()
}

/** An HEIF container with an AVIF image inside: sharp's bundled libvips decodes it. */
export function avifInHeif(): Promise<Buffer> {
  return sharp({ create: { width: 640, height: 480, channels: 3, background: "#a58" } })
    .heif({ compression: "av1" })
    .toBuffer()
}

/** What an iPhone's HEVC HEIC is to sharp's bundled libvips: a HEIF it cannot decode. */
export function undecodableHeic(): Buffer {
  const ftyp = Buffer.concat([
    Buffer.from([0, 0, 0, 0x18]),
    Buffer.from("ftypheic", "latin1"),
    Buffer.alloc(4),
    Buffer.from("mif1heic", "latin1"),
  ])
  return Buffer.concat([ftyp, Buffer.alloc(200, 7)])
}
