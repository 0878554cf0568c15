/**
 * A picture of the firm's identity (its logo, the logo for dark backgrounds, its icon) as the
 * build reads it: SVG or PNG, decoded to the last byte, with its size in pixels. What the
 * content check reports and what the derivation draws from.
 */
import { readFile } from "node:fs/promises"
import sharp from "sharp"
import { LOGO_FORMATS } from "../../src/lib/content-model/identity"

export type SourceFormat = (typeof LOGO_FORMATS)[number]

export type SourceImage =
  | { status: "read"; format: SourceFormat; data: Buffer; width: number; height: number }
  /** Missing, of another format, or not decodable: `reason` says which, in Portuguese. */
  | { status: "unusable"; reason: string }

/** The format the file's name promises: "logo.PNG" → "png"; null for any other. */
export function formatOfName(name: string): SourceFormat | null {
  const extension = /\.([^.]+)$/.exec(name)?.[1]?.toLowerCase()
  return (LOGO_FORMATS as readonly string[]).includes(extension ?? "")
    ? (extension as SourceFormat)
    : null
}

export async function readSourceImage(absolutePath: string, name: string): Promise<SourceImage> {
  const format = formatOfName(name)
  if (!format) {
    const extension = /\.([^.]+)$/.exec(name)?.[1]?.toUpperCase() ?? "sem extensão"
    return {
      status: "unusable",
      reason: `"${name}" é ${extension}, e o site só lê logotipos em SVG ou PNG`,
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
