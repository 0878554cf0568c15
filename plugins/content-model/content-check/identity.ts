/** content/identidade/identidade.json: its fields, its pictures, its colours' contrast. */
import { dirname, join } from "node:path"
import {
  ICON_MIN_SIDE,
  IDENTITY_TYPE,
  LOGO_MIN_HEIGHT,
  LOGO_MIN_WIDTH,
} from "../../../src/lib/content-model/identity"
import { fieldOf } from "../../../src/lib/content-model/field"
import type { FirmColorKey } from "../../../src/styles/firm-colors"
import {
  colorOf,
  contrast,
  isChosen,
  MIN_TEXT_CONTRAST,
  passingColor,
  resolvePalette,
  TEXT_PAIRS,
  type ChosenColors,
  type PairColor,
} from "../../site-identity/palette"
import { readSourceImage, type SourceImage } from "../../site-identity/source-image"
import { isRecord, readTypeFile, type ToFile } from "./json-file"
import { checkFields } from "./shape"
import { capitalize } from "./shape-messages"
import { error, type Finding } from "./types"

const MISSING =
  "Falta o arquivo com a identidade visual da empresa (logotipo e cores). Crie-o pelo editor, " +
  'em "Identidade visual", ou copie o do exemplo e troque o logotipo e as cores, seguindo o ' +
  "guia docs/CONTEUDO.md."

const LABELS: Record<PairColor, string> = {
  primary: "a cor principal",
  primaryDark: "a cor principal escura",
  primaryLight: "a cor principal clara",
  accent: "a cor de destaque",
  accentDark: "a cor de destaque escura",
  accentLight: "a cor de destaque clara",
  white: "o branco",
  surfaceAlt: "o cinza-claro das seções",
}

export async function checkIdentity(contentDir: string, toFile: ToFile): Promise<Finding[]> {
  const read = await readTypeFile(contentDir, IDENTITY_TYPE, toFile, MISSING)
  if (read.status === "unread") return [read.finding]
  const value = typeof read.value === "object" && read.value ? read.value : {}
  const data = value as Record<string, unknown>
  const shape = checkFields(data, IDENTITY_TYPE, read.file)
  const pictures = await checkPictures(data, dirname(read.absolutePath), read.file)
  const colors = (isRecord(data.colors) ? data.colors : {}) as ChosenColors
  const badColor = shape.some((finding) => finding.field?.startsWith("colors"))
  return [...shape, ...pictures, ...(badColor ? [] : checkContrast(colors, read.file))]
}

async function checkPictures(
  data: Record<string, unknown>,
  folder: string,
  file: string,
): Promise<Finding[]> {
  const fields = [
    { name: "logo", minimum: logoMinimum },
    { name: "logoOnDark", minimum: logoMinimum },
    { name: "icon", minimum: iconMinimum },
  ]
  const findings = await Promise.all(
    fields.map(async ({ name, minimum }): Promise<Finding[]> => {
      const value = data[name]
      if (typeof value !== "string" || value.trim() === "") return []
      const image = await readSourceImage(join(folder, value), value)
      const problem = image.status === "unusable" ? image.reason : minimum(image)
      if (!problem) return []
      return [
        error(
          file,
          `O campo "${name}" (${label(name)}): ${problem}. Envie pelo editor, em "Identidade ` +
            `visual", ou copie para a pasta ${dirname(file)}/ um arquivo SVG, ou PNG com fundo ` +
            "transparente, e escreva o nome dele no campo.",
          name,
        ),
      ]
    }),
  )
  return findings.flat()
}

const label = (name: string) => fieldOf(IDENTITY_TYPE.fields, name).label

/**
 * A PNG shown at most 160×40 CSS px needs 3× the pixels it is shown with: 480 px wide, or 120
 * px tall, whichever the box fills first. An SVG is sharp at any size.
 */
function logoMinimum(image: Extract<SourceImage, { status: "read" }>): string | null {
  if (image.format === "svg") return null
  if (image.width >= LOGO_MIN_WIDTH || image.height >= LOGO_MIN_HEIGHT) return null
  return (
    `o PNG tem ${image.width}×${image.height} pixels, pequeno demais: no cabeçalho ele ficaria ` +
    `borrado. Use um PNG com pelo menos ${LOGO_MIN_WIDTH} pixels de largura ou ${LOGO_MIN_HEIGHT} de ` +
    "altura, ou um SVG"
  )
}

function iconMinimum(image: Extract<SourceImage, { status: "read" }>): string | null {
  if (image.format === "svg" || Math.min(image.width, image.height) >= ICON_MIN_SIDE) return null
  return (
    `o PNG tem ${image.width}×${image.height} pixels, pequeno demais para o ícone do celular ` +
    `(512×512). Use um PNG de pelo menos ${ICON_MIN_SIDE}×${ICON_MIN_SIDE} pixels, ou um SVG`
  )
}

/** Each pair of TEXT_PAIRS under 4.5:1, with the colour to change and a close one that passes. */
export function checkContrast(colors: ChosenColors, file: string): Finding[] {
  const palette = resolvePalette(colors)
  return TEXT_PAIRS.flatMap((pair) => {
    const text = colorOf(palette, pair.text)
    const background = colorOf(palette, pair.background)
    const ratio = contrast(text, background)
    if (ratio >= MIN_TEXT_CONTRAST) return []
    const key = colorToChange(pair.text, pair.background)
    const suggestion = passingColor(palette, key)
    const derivedFrom = isChosen(colors, key)
      ? ""
      : ` (vazia no arquivo, o site a calculou de ${key.startsWith("primary") ? "colors.primary" : "colors.accent"})`
    const fix = suggestion
      ? `Escreva em "colors.${key}" uma cor próxima que passa, por exemplo "${suggestion}"`
      : `Escolha para "colors.${key}" uma cor bem mais escura ou mais clara`
    return [
      error(
        file,
        `${capitalize(LABELS[pair.text])} (${text}) sobre ${LABELS[pair.background]} (${background}), ` +
          `em ${pair.where}, tem contraste de ${ratio.toFixed(2).replace(".", ",")}:1, abaixo de ` +
          `4,5:1 (WCAG 2.2 AA): o texto fica difícil de ler. A cor a mudar é ${LABELS[key]}` +
          `${derivedFrom}. ${fix}.`,
        `colors.${key}`,
      ),
    ]
  })
}

/**
 * The firm's colour of the pair; of two, the one whose role is dark (darkening it helps every
 * pair a dark colour is in, light text on it included).
 */
function colorToChange(text: PairColor, background: PairColor): FirmColorKey {
  const firm = [text, background].filter(
    (color): color is FirmColorKey => color !== "white" && color !== "surfaceAlt",
  )
  return firm.find((color) => !color.endsWith("Light")) ?? firm[0]
}
