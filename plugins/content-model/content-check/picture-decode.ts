/**
 * Opens every picture that ships, to the last byte: a truncated or fake .jpg fails here, not in
 * the build. Decoding to a thumbnail lets the JPEG decoder shrink while it reads (1/8 scale), far
 * faster than a full decode; what it learns is cached (picture-cache.ts).
 */
import sharp from "sharp"
import {
  DEFAULT_PICTURE_CACHE,
  openPictureCache,
  pictureKey,
  type PictureFacts,
} from "./picture-cache"
import { PHOTO_LONG_SIDE } from "../picture-names"
import { hasGps } from "./picture-metadata"
import { error, warning, type Finding } from "./types"

export interface Picture {
  absolutePath: string
  file: string
  /** The width, in pixels, below which the picture looks soft where the site shows it. */
  wantedWidth?: number
}

/** Throws with the decoder's message when it cannot read the picture to the end. */
export type Decoder = (absolutePath: string) => Promise<Omit<PictureFacts, "failure">>

export interface InspectOptions {
  /** The cache file; null decodes every picture. `.cache/content-check-pictures.json` by default. */
  cacheFile?: string | null
  decode?: Decoder
}

const MAX_SIDE = 8000
const MAX_BYTES = 20 * 1024 * 1024
const FIX_COMMAND = "npm run fotos"
const PARALLEL = 4

export async function inspectPictures(
  pictures: readonly Picture[],
  { cacheFile = DEFAULT_PICTURE_CACHE, decode = decodeWithSharp }: InspectOptions = {},
): Promise<Finding[]> {
  const cache = await openPictureCache(cacheFile)
  const inspect = async ({ absolutePath, file, wantedWidth }: Picture): Promise<Finding[]> => {
    const key = await pictureKey(absolutePath)
    let facts = await cache.lookup(absolutePath, key)
    if (!facts) {
      facts = await learn(absolutePath, decode)
      await cache.remember(absolutePath, key, facts)
    }
    return [...judge(file, facts, key.size), ...tooSmall(file, facts, wantedWidth)]
  }
  const results: Finding[][] = []
  let next = 0
  const worker = async () => {
    while (next < pictures.length) {
      const index = next++
      results[index] = await inspect(pictures[index])
    }
  }
  await Promise.all(Array.from({ length: PARALLEL }, worker))
  await cache.save()
  return results.flat()
}

export const decodeWithSharp: Decoder = async (absolutePath) => {
  const image = sharp(absolutePath, { failOn: "warning" })
  // The size as the photo is shown: a phone's portrait stored sideways (EXIF Orientation 5-8)
  // is named by its upright size, as the site shows it and the maintainer sees it.
  const {
    autoOrient: { width, height },
    exif,
    xmp,
  } = await image.metadata()
  await image.resize(64, 64, { fit: "inside" }).raw().toBuffer()
  return hasGps(exif, xmp) ? { width, height, gps: true } : { width, height }
}

async function learn(absolutePath: string, decode: Decoder): Promise<PictureFacts> {
  try {
    return await decode(absolutePath)
  } catch (caught) {
    return { width: 0, height: 0, failure: (caught as Error).message }
  }
}

function judge(file: string, facts: PictureFacts, bytes: number): Finding[] {
  const { width, height, gps = false, failure } = facts
  if (failure !== undefined) return [unreadable(file, failure)]
  const large = Math.max(width, height) > PHOTO_LONG_SIDE
  const size = isOversized(width, height, bytes)
    ? oversized(width, height, bytes)
    : large
      ? `A foto tem ${width} × ${height} px, mais do que os ${PHOTO_LONG_SIDE} px que o site usa ` +
        "no lado maior: ela aparece, mas pesa no repositório e deixa a publicação mais lenta."
      : null
  const location = gps
    ? "A foto guarda a localização (GPS) de onde foi tirada: o site publica cópias sem ela, mas " +
      "quem tiver acesso ao repositório pode ler a localização no arquivo original."
    : null
  const problems = [size, location].filter((text): text is string => text !== null)
  if (!problems.length) return []
  return [warning(file, [...problems, fix(large, gps)].join(" "))]
}

/** A photo narrower than the site shows it: a warning with its size and the width wanted. */
function tooSmall(file: string, facts: PictureFacts, wantedWidth?: number): Finding[] {
  const { width, height, failure } = facts
  if (failure !== undefined || wantedWidth === undefined || width >= wantedWidth) return []
  return [
    warning(
      file,
      `A foto tem ${width} × ${height} px: o site a mostra com até ${Math.round(wantedWidth / 1.5)} ` +
        `px de largura e, para ficar nítida em telas de alta definição, precisa de pelo menos ` +
        `${wantedWidth} px de largura. Ela aparece, mas fica borrada. Envie a foto original, com ` +
        `${wantedWidth} px de largura ou mais.`,
    ),
  ]
}

const isOversized = (width: number, height: number, bytes: number) =>
  width > MAX_SIDE || height > MAX_SIDE || bytes > MAX_BYTES

function oversized(width: number, height: number, bytes: number): string {
  const megabytes = (bytes / 1024 / 1024).toFixed(1).replace(".", ",")
  return (
    `A foto é muito grande (${width} × ${height} px, ${megabytes} MB; o limite é ${MAX_SIDE} px ` +
    "e 20 MB): ela vai aparecer, mas deixa a publicação do site lenta."
  )
}

/** `npm run fotos` shrinks and strips; a file heavy for another reason must be exported again. */
function fix(large: boolean, gps: boolean): string {
  const shrink = `reduz a foto para ${PHOTO_LONG_SIDE} px no lado maior`
  if (large && gps) return `Rode ${FIX_COMMAND}: o comando ${shrink} e apaga a localização.`
  if (large) return `Rode ${FIX_COMMAND}: o comando ${shrink}.`
  if (gps) return `Rode ${FIX_COMMAND}: o comando apaga a localização e os outros dados da câmera.`
  return "Reduza para cerca de 2000 px de largura."
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
