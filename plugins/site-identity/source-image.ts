/**
 * A picture of the firm's identity (its logo, the logo for dark backgrounds, its icon) as the
 * build reads it: SVG or PNG, decoded to the last byte, with its size in pixels. What the
 * content check reports and what the derivation draws from.
 */
import { readFile } from "node:fs/promises"
import sharp from "sharp"
import { LOGO_FORMATS } from "../../src/lib/content-model/identity"

export type SourceImage =
  | {
      status: "read"
      format: (typeof LOGO_FORMATS)[number]
      data: Buffer
      width: number
      height: number
    }
  /** Missing, of another format, or not decodable: `reason` says which, in Portuguese. */
  | { status: "unusable"; reason: string }

export async function readSourceImage(absolutePath: string, name: string): Promise<SourceImage> {
  // The format the file's name promises: "logo.PNG" → "png".
  const extension = /\.([^.]+)$/.exec(name)?.[1]
  const format = LOGO_FORMATS.find((known) => known === extension?.toLowerCase())
  if (!format) {
    return {
      status: "unusable",
      reason: `"${name}" é ${extension?.toUpperCase() ?? "sem extensão"}, e o site só lê logotipos em SVG ou PNG`,
    }
  }
  let data: Buffer
  try {
    data = await readFile(absolutePath)
  } catch {
    return { status: "unusable", reason: `o arquivo "${name}" não está na pasta` }
  }
  try {
    const image = sharp(data, { failOn: "error" })
    const { format: found, width, height } = await image.metadata()
    if (found !== format) throw new Error(`${found ?? "?"} named ${format}`)
    // Decodes every pixel: a truncated PNG fails here, not in the build.
    await image.stats()
    if (!width || !height) throw new Error("no size")
    return { status: "read", format, data, width, height }
  } catch {
    return {
      status: "unusable",
      reason: `"${name}" não pôde ser lido como ${format.toUpperCase()}: o arquivo está danificado ou é de outro formato`,
    }
  }
}
