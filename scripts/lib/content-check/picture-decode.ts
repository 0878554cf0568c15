/**
 * Opens every picture that ships, to the last byte: a truncated or fake .jpg fails here, not in
 * the build. Decoding to a thumbnail lets the JPEG decoder shrink while it reads (1/8 scale),
 * which keeps ~110 photos of 1920 px to a second or two.
 */
import { stat } from "node:fs/promises"
import sharp from "sharp"
import { error, warning, type Finding } from "./types"

export interface Picture {
  absolutePath: string
  file: string
}

const MAX_SIDE = 8000
const MAX_BYTES = 20 * 1024 * 1024
const PARALLEL = 4

export async function inspectPictures(pictures: readonly Picture[]): Promise<Finding[]> {
  const results: Finding[][] = []
  let next = 0
  const worker = async () => {
    while (next < pictures.length) {
      const index = next++
      results[index] = await inspectPicture(pictures[index])
    }
  }
  await Promise.all(Array.from({ length: PARALLEL }, worker))
  return results.flat()
}

export async function inspectPicture({ absolutePath, file }: Picture): Promise<Finding[]> {
  const { size } = await stat(absolutePath)
  try {
    const image = sharp(absolutePath, { failOn: "warning" })
    const { width = 0, height = 0 } = await image.metadata()
    await image.resize(64, 64, { fit: "inside" }).raw().toBuffer()
    return isOversized(width, height, size) ? [oversized(file, width, height, size)] : []
  } catch (caught) {
    return [unreadable(file, (caught as Error).message)]
  }
}

const isOversized = (width: number, height: number, bytes: number) =>
  width > MAX_SIDE || height > MAX_SIDE || bytes > MAX_BYTES

function oversized(file: string, width: number, height: number, bytes: number): Finding {
  const megabytes = (bytes / 1024 / 1024).toFixed(1).replace(".", ",")
  return warning(
    file,
    `A foto é muito grande (${width} × ${height} px, ${megabytes} MB; o limite é ${MAX_SIDE} px ` +
      "e 20 MB): ela vai aparecer, mas deixa a publicação do site lenta. " +
      "Reduza para cerca de 2000 px de largura.",
  )
}

function unreadable(file: string, reason: string): Finding {
  if (/pixel limit/i.test(reason)) {
    return error(
      file,
      "A foto tem pixels demais para ser processada. Reduza para cerca de 2000 px de largura.",
    )
  }
  return error(
    file,
    "A foto não pode ser lida: o arquivo está corrompido, incompleto ou não é uma imagem JPG " +
      `(detalhe técnico: ${reason}). Exporte a foto de novo em JPG e substitua o arquivo.`,
  )
}
