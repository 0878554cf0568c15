/**
 * What a photo's metadata gives away, read from the raw EXIF and XMP blocks that sharp's
 * metadata() returns (no decode; EXIF by exif-reader): whether it holds the place where it was
 * taken. Shared by the content check and `npm run fotos` (scripts/lib/photos), which strips it.
 */
import exifReader from "exif-reader"

const XMP_GPS = /GPS(?:Latitude|Longitude)\b/

/** True when the EXIF block has a GPS latitude or longitude, or the XMP packet names one. */
export function hasGps(exif?: Buffer, xmp?: Buffer): boolean {
  return (
    (exif !== undefined && exifHasGps(exif)) ||
    (xmp !== undefined && XMP_GPS.test(xmp.toString("utf8")))
  )
}

/**
 * A GPS table with a latitude or longitude is a location. A pointer to a GPS table that cannot
 * be read counts as one, so a damaged block is stripped rather than trusted; a block that is
 * not EXIF at all does not.
 */
function exifHasGps(block: Buffer): boolean {
  let exif: ReturnType<typeof exifReader>
  try {
    exif = exifReader(block)
  } catch {
    return false
  }
  if (!exif.Image?.GPSTag) return false
  if (!exif.GPSInfo) return true
  return exif.GPSInfo.GPSLatitude !== undefined || exif.GPSInfo.GPSLongitude !== undefined
}
