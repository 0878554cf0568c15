/**
 * A Windows icon (favicon.ico) holding PNG pictures, as browsers have read it since Windows
 * Vista: a 6-byte header, a 16-byte entry per picture, then the PNGs as they are.
 */
export interface IcoPicture {
  /** The side in pixels, at most 256. */
  size: number
  png: Buffer
}

export function icoFile(pictures: readonly IcoPicture[]): Buffer {
  // Buffer.alloc fills with zeros: the reserved fields and each colour count stay 0.
  const header = Buffer.alloc(6)
  header.writeUInt16LE(1, 2)
  header.writeUInt16LE(pictures.length, 4)
  let offset = 6 + 16 * pictures.length
  const entries = pictures.map(({ size, png }) => {
    const entry = Buffer.alloc(16)
    // A side of 256 is written as 0.
    entry.writeUInt8(size % 256, 0)
    entry.writeUInt8(size % 256, 1)
    entry.writeUInt16LE(1, 4)
    entry.writeUInt16LE(32, 6)
    entry.writeUInt32LE(png.length, 8)
    entry.writeUInt32LE(offset, 12)
    offset += png.length
    return entry
  })
  return Buffer.concat([header, ...entries, ...pictures.map(({ png }) => png)])
}
