/**
 * A project folder whose project.json lists its pictures, as the online editor writes it: any JPG
 * name is fine, but every listed file must exist and every picture in the folder be listed.
 */
import { COVER_FILE, MAX_GALLERY_PICTURES } from "../../../src/lib/content-model/project-photos"
import { locationPath } from "../../../src/lib/content-model/location"
import { PROJECT_TYPE } from "../../../src/lib/content-model/project"
import { listedName, type ListedPictures, type PictureSelection } from "../picture-names"
import { error, warning, type Finding } from "./types"

export const JPG = /\.jpe?g$/i
export const IMAGE = /\.(?:jpe?g|png|webp|heic|heif|gif|tiff?|bmp)$/i
/** What `npm run fotos` turns into a JPG of the same name (foto.png → foto.jpg). */
export const CONVERTED_BY_COMMAND = /\.(?:png|webp|heic|heif)$/i

/** Findings about the listed names themselves and about pictures in the folder nobody lists. */
export function listedPictureFindings(
  folder: string,
  names: readonly string[],
  project: ListedPictures,
  selection: PictureSelection,
): Finding[] {
  const jsonFile = `${folder}/project.json`
  const findings: Finding[] = selection.missing.map((name) =>
    error(
      `${folder}/${name}`,
      `O project.json lista a foto "${name}", mas ela não está na pasta ${folder}/. ` +
        "Envie a foto de novo pelo editor (ou copie-a para a pasta com exatamente este nome), " +
        "ou tire-a da lista.",
      project.cover !== undefined && listedName(String(project.cover)) === name
        ? "cover"
        : "pictures",
    ),
  )
  const count = Array.isArray(project.pictures) ? project.pictures.length : 0
  if (count > MAX_GALLERY_PICTURES) {
    findings.push(
      error(
        jsonFile,
        `A galeria lista ${count} fotos, mas o site mostra no máximo ${MAX_GALLERY_PICTURES}. ` +
          `Remova ${count - MAX_GALLERY_PICTURES} da lista "pictures" (no editor: Fotos da galeria).`,
        "pictures",
      ),
    )
  }
  for (const name of [
    project.cover,
    ...(Array.isArray(project.pictures) ? project.pictures : []),
  ]) {
    if (typeof name === "string" && name.trim() && !JPG.test(name)) {
      findings.push(
        error(
          `${folder}/${listedName(name)}`,
          `A foto "${listedName(name)}" não é JPG: o site só publica fotos JPG. ` +
            notJpgFix(listedName(name)),
          name === project.cover ? "cover" : "pictures",
        ),
      )
    }
  }
  const used = new Set([selection.cover, ...selection.gallery])
  for (const name of names) {
    if (used.has(name) || !IMAGE.test(name)) continue
    findings.push(
      warning(
        `${folder}/${name}`,
        `A foto "${name}" está na pasta, mas o project.json não a lista (nem como capa, nem na ` +
          "galeria), então ela NÃO aparece no site. Adicione-a em Fotos da galeria no editor " +
          `(ou ao campo "pictures" do project.json), ou apague-a da pasta.`,
      ),
    )
  }
  if (!selection.cover && !selection.missing.length) {
    findings.push(
      error(
        `${folder}/${COVER_FILE}`,
        `Falta a foto de capa: escolha uma em "Foto de capa" no editor (campo "cover") ou ` +
          `coloque ${COVER_FILE} na pasta.`,
        "cover",
      ),
    )
  }
  return findings
}

/**
 * project-1.json, project-2.json …: what the editor writes beside an existing project.json when a
 * new project gets an id already used, so the new project would never show.
 */
export function duplicateProjectFile(folder: string, name: string): Finding | null {
  if (!/^project-\d+\.json$/i.test(name)) return null
  return error(
    `${folder}/${name}`,
    `"${name}" é um segundo projeto salvo na pasta de outro (o editor faz isso quando o "id" ` +
      "já é usado) e NÃO aparece no site. Crie o projeto de novo no editor com o próximo número " +
      "livre no campo Número, ou mova este arquivo para " +
      `content/${locationPath(PROJECT_TYPE.location)} (N = o próximo número livre, igual ao ` +
      `"id") junto com as fotos dele; depois apague ${name}.`,
  )
}

/** `npm run fotos` converts PNG, WebP and HEIC and renames them in project.json too. */
function notJpgFix(name: string): string {
  if (!CONVERTED_BY_COMMAND.test(name)) return "Converta-a para JPG (.jpg) e envie de novo."
  const converted = name.replace(CONVERTED_BY_COMMAND, ".jpg")
  return (
    `Rode npm run fotos para convertê-la em ${converted} (o comando também troca o nome no ` +
    "project.json), ou converta-a para JPG e envie de novo pelo editor."
  )
}
