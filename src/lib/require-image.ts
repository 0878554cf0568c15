import { getImage, type IGatsbyImageData } from "gatsby-plugin-image"

/** A queried picture's image data; a picture sharp could not process stops the page loudly. */
export function requireImage(
  file: { childImageSharp: { gatsbyImageData: unknown } | null } | null,
  what: string,
): IGatsbyImageData {
  const data = getImage(file?.childImageSharp?.gatsbyImageData as IGatsbyImageData)
  if (!data) throw new Error(`${what}: a imagem não pôde ser processada`)
  return data
}
