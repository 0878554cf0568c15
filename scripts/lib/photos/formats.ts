/** Which files in a photo folder `npm run fotos` works on, and the JPG name each one ends up with. */
import { extname } from "node:path"

/** A JPG is normalised in place; the others are converted into a JPG of the same base name. */
export type PhotoKind = "jpg" | "convert"

const JPG = new Set([".jpg", ".jpeg"])
const CONVERTED = new Set([".png", ".webp", ".heic", ".heif", ".avif"])
const HEIF = new Set([".heic", ".heif"])

/** "jpg", "convert", or null for a file that is not a photo this command handles. */
export function photoKind(name: string): PhotoKind | null {
  if (name.startsWith(".")) return null
  const extension = extname(name).toLowerCase()
  return JPG.has(extension) ? "jpg" : CONVERTED.has(extension) ? "convert" : null
}

/** pic3.png → pic3.jpg, capa-main.webp → capa-main.jpg; a JPG keeps its own name. */
export function jpgName(name: string): string {
  const extension = extname(name)
  return JPG.has(extension.toLowerCase()) ? name : `${name.slice(0, -extension.length)}.jpg`
}

/** An iPhone photo (.heic/.heif), whose usual codec the bundled libvips cannot decode. */
export function isHeif(name: string): boolean {
  return HEIF.has(extname(name).toLowerCase())
}
