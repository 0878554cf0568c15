/** A project folder's files: what ships, and the rename that would make an ignored one show. */
import {
  COVER_FILE,
  GALLERY_FILES,
  galleryFile,
  MAX_GALLERY_PICTURES,
} from "../../../src/lib/content-model/project-photos"
import {
  galleryIndex,
  selectPictures,
  type ListedPictures,
  type PictureSelection,
} from "../picture-names"
import { PROJECT_TYPE } from "../../../src/lib/content-model/project"
import { locationFile } from "../../../src/lib/content-model/location"
import {
  CONVERTED_BY_COMMAND,
  duplicateProjectFile,
  IMAGE,
  JPG,
  listedPictureFindings,
} from "./listed-pictures"
import { capitalize } from "./shape-messages"
import { error, warning, type Finding } from "./types"

export const PROJECT_FILE = locationFile(PROJECT_TYPE)
const SYSTEM_FILES = ["thumbs.db", "desktop.ini"]
const NUMBERED = /^(?:pic|picture|foto|imagem|image|img)[\s_-]*(\d{1,2})$/
const COVER_LIKE = /^(?:capa|cover)/

/** Hidden and system files (.DS_Store, Thumbs.db) are skipped without a word. */
export function isSystemFile(name: string): boolean {
  return name.startsWith(".") || SYSTEM_FILES.includes(name.toLowerCase())
}

/** `project` is the parsed project.json, whose `cover` and `pictures` may list the pictures. */
export function sortFolderFiles(
  folder: string,
  fileNames: readonly string[],
  project: ListedPictures = {},
): Pick<PictureSelection, "cover" | "gallery"> & { findings: Finding[] } {
  const all = fileNames.filter((name) => !isSystemFile(name) && name !== PROJECT_FILE).sort()
  const duplicates = all.flatMap((name) => duplicateProjectFile(folder, name) ?? [])
  const names = all.filter((name) => !duplicateProjectFile(folder, name))
  const selection = selectPictures(names, project)
  const { cover, gallery } = selection
  if (selection.listed) {
    const findings = listedPictureFindings(folder, names, project, selection)
    const others = names.filter((name) => !IMAGE.test(name))
    const advice = others.map((name) =>
      warning(
        `${folder}/${name}`,
        `O arquivo "${name}" será IGNORADO. ${otherFileAdvice(name).text}`,
      ),
    )
    return { cover, gallery, findings: [...duplicates, ...findings, ...advice] }
  }
  const taken = new Set(names)
  const findings: Finding[] = [...duplicates]
  let coverCandidate: string | null = null
  for (const name of names) {
    if (name === COVER_FILE || galleryIndex(name) !== null) continue
    const advice = renameAdvice(name, taken)
    if (advice.target === COVER_FILE && !cover) coverCandidate ??= name
    const ignored = `O arquivo "${name}" não segue os nomes do site e será IGNORADO (não aparece no site).`
    findings.push(warning(`${folder}/${name}`, `${ignored} ${advice.text}`))
  }
  if (!cover) findings.unshift(missingCover(folder, coverCandidate))
  const gaps = galleryGaps(folder, gallery)
  return { cover, gallery, findings: gaps ? [...findings, gaps] : findings }
}

function missingCover(folder: string, candidate: string | null): Finding {
  const fix = candidate
    ? `Renomeie "${candidate}" para ${COVER_FILE}.`
    : `Coloque na pasta a foto de capa em JPG com o nome ${COVER_FILE} (cerca de 2000 px de largura).`
  return error(
    `${folder}/${COVER_FILE}`,
    `Falta a foto de capa ${COVER_FILE}: sem ela o projeto não pode ser publicado. ${fix}`,
  )
}

function galleryGaps(folder: string, gallery: readonly string[]): Finding | null {
  const numbers = gallery.map((name) => galleryIndex(name) ?? 0)
  const last = Math.max(0, ...numbers)
  const missing = Array.from({ length: last }, (_, i) => i + 1).filter((n) => !numbers.includes(n))
  if (!missing.length) return null
  const skipped = missing.map(galleryFile)
  const listed =
    skipped.length > 1 ? `${skipped.slice(0, -1).join(", ")} e ${skipped.at(-1)}` : skipped[0]
  return warning(
    `${folder}/`,
    `A numeração das fotos pula ${listed}. ` +
      `Tudo bem: as fotos que existem aparecem em ordem (${gallery.join(", ")}). ` +
      "Confira apenas se nenhuma foto ficou de fora.",
  )
}

interface Advice {
  target: string | null
  text: string
}

/** What to do so an ignored file shows on the site; `taken` collects names already in use. */
function renameAdvice(name: string, taken: Set<string>): Advice {
  const dot = name.lastIndexOf(".")
  const base = (dot > 0 ? name.slice(0, dot) : name).toLowerCase().trim()
  if (!IMAGE.test(name)) return otherFileAdvice(name)
  const isJpg = JPG.test(name)
  const format = isJpg ? "" : "O site só usa fotos JPG. "
  const converted = `${name.slice(0, dot)}.jpg`
  const byCommand = CONVERTED_BY_COMMAND.test(name) && !taken.has(converted)
  const action = (target: string) =>
    isJpg
      ? `renomeie para ${target}`
      : !byCommand
        ? `converta para JPG e salve como ${target}`
        : target === converted
          ? `rode npm run fotos para convertê-la em ${target}`
          : `rode npm run fotos para convertê-la em JPG (${converted}) e renomeie o resultado para ${target}`
  const full = `A galeria já tem ${MAX_GALLERY_PICTURES} fotos (${GALLERY_FILES}): substitua uma delas se quiser mostrar esta.`
  if (COVER_LIKE.test(base)) {
    if (!taken.has(COVER_FILE))
      return claim(taken, COVER_FILE, `${format}${capitalize(action(COVER_FILE))}.`)
    const text = (free: string) =>
      `${format}Já existe ${COVER_FILE}; para usar esta foto na galeria, ${action(free)}.`
    return claimFree(taken, text, full)
  }
  const number = NUMBERED.exec(base)?.[1]
  const position = number === undefined ? null : Number(number)
  if (position !== null && position > MAX_GALLERY_PICTURES) {
    const limit = `O site mostra no máximo ${MAX_GALLERY_PICTURES} fotos, ${GALLERY_FILES}`
    return claimFree(
      taken,
      (free) => `${format}${limit}: para usar esta, ${action(free)}.`,
      `${limit}. ${full}`,
    )
  }
  const target = position !== null && position >= 1 ? galleryFile(position) : null
  if (target && !taken.has(target)) {
    return claim(taken, target, `${format}${capitalize(action(target))}.`)
  }
  return claimFree(taken, (free) => `${format}Para mostrá-la na galeria, ${action(free)}.`, full)
}

function otherFileAdvice(name: string): Advice {
  if (/\.json$/i.test(name) || /^proje[ct]/i.test(name)) {
    return {
      target: null,
      text: `Se este é o arquivo de dados do projeto, renomeie-o para ${PROJECT_FILE}.`,
    }
  }
  return {
    target: null,
    text: `A pasta do projeto só usa ${PROJECT_FILE}, ${COVER_FILE} e ${GALLERY_FILES}: apague este arquivo ou guarde-o fora da pasta content.`,
  }
}

function claim(taken: Set<string>, target: string, text: string): Advice {
  taken.add(target)
  return { target, text }
}

/** Suggests the first free gallery name, e.g. pic4.jpg, and reserves it for this file. */
function claimFree(taken: Set<string>, advise: (free: string) => string, whenFull: string): Advice {
  for (let n = 1; n <= MAX_GALLERY_PICTURES; n++) {
    const free = galleryFile(n)
    if (!taken.has(free)) return claim(taken, free, advise(free))
  }
  return { target: null, text: whenFull }
}
