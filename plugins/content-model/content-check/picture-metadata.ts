/**
 * What a photo's metadata gives away, read from the raw EXIF and XMP blocks that sharp's
 * metadata() returns (no decode, no dependency): whether it holds the place where it was taken.
 * Shared by the content check and `npm run fotos` (scripts/lib/photos), which strips it.
 */

const GPS_IFD_POINTER = 0x8825
const GPS_LATITUDE = 0x0002
const GPS_LONGITUDE = 0x0004
const XMP_GPS = /GPS(?:Latitude|Longitude)\b/

/** True when the EXIF block has a GPS latitude or longitude, or the XMP packet names one. */
export function hasGps(exif?: Buffer, xmp?: Buffer): boolean {
  return (
    (exif !== undefined && exifHasGps(exif)) ||
    (xmp !== undefined && XMP_GPS.test(xmp.toString("utf8")))
  )
}

/**
 * EXIF is a small TIFF file: a byte-order mark, then linked tables (IFDs) of 12-byte entries.
 * The first table points at the GPS table (tag 0x8825); a GPS table with a latitude or
 * longitude is a location. A pointer to a table that cannot be read counts as a location, so
 * a damaged block is stripped rather than trusted.
 */
function exifHasGps(block: Buffer): boolean {
  const tiff = block.subarray(0, 6).toString("latin1") === "Exif\0\0" ? block.subarray(6) : block
  const order = tiff.subarray(0, 2).toString("latin1")
  if (tiff.length < 8 || (order !== "II" && order !== "MM")) return false
  const little = order === "II"
  const u16 = (at: number) => (little ? tiff.readUInt16LE(at) : tiff.readUInt16BE(at))
  const u32 = (at: number) => (little ? tiff.readUInt32LE(at) : tiff.readUInt32BE(at))
  const entries = (offset: number) =>
    Array.from({ length: u16(offset) }, (_, index) => {
      const at = offset + 2 + index * 12
      return { tag: u16(at), value: u32(at + 8) }
    })
  let pointer: number | undefined
  try {
    pointer = entries(u32(4)).find((entry) => entry.tag === GPS_IFD_POINTER)?.value
  } catch {
    return false
  }
  if (pointer === undefined) return false
  try {
    return entries(pointer).some(({ tag }) => tag === GPS_LATITUDE || tag === GPS_LONGITUDE)
  } catch {
    return true
  }
}
