import type { IGatsbyImageData } from "gatsby-plugin-image"
import { photoImage } from "./photo-sizes"

/**
 * A queried picture's image data; a picture sharp could not process stops the page loudly.
 * Only a type comes from gatsby-plugin-image: importing its code here would put the plugin's
 * runtime in every page that reads a picture, though only the dialog's carousel needs it.
 */
export function requireImage(
  file: { childImageSharp: { gatsbyImageData: unknown } | null } | null,
  what: string,
): IGatsbyImageData {
  const data = file?.childImageSharp?.gatsbyImageData as IGatsbyImageData | null | undefined
  if (!data) throw new Error(`${what}: a imagem não pôde ser processada`)
  return data
}

/** A project photo's image data, its phone and wide files as one picture (photo-sizes.ts). */
export function requirePhoto(
  file: { childImageSharp: { phone: unknown; wide: unknown } | null } | null,
  what: string,
): IGatsbyImageData {
  const phone = file?.childImageSharp?.phone as IGatsbyImageData | null | undefined
  const wide = file?.childImageSharp?.wide as IGatsbyImageData | null | undefined
  if (!phone || !wide) throw new Error(`${what}: a imagem não pôde ser processada`)
  return photoImage(phone, wide)
}
