/** One content/projects/prjN folder: its project.json and the names of its files. */
import { readdir } from "node:fs/promises"
import { join } from "node:path"
import { isRecord, readJson } from "./json-file"
import { isSystemFile, PROJECT_FILE, sortFolderFiles } from "./picture-files"
import type { Picture } from "./picture-decode"
import { checkProject, slugOf } from "./project-rules"
import { captionFindings } from "./caption-rules"
import { PHOTO_WANTED_WIDTH } from "../../../src/lib/photo-sizes"
import { COVER_FILE, GALLERY_FILES } from "../../../src/lib/content-model/project-photos"
import { error, warning, type Finding } from "./types"

export interface ProjectFolder {
  name: string
  absolutePath: string
  /** Relative to the repository root: content/projects/prj7 */
  folder: string
  /** N of a folder named prjN, null for a folder named otherwise. */
  number: number | null
}

export interface FolderCheck {
  findings: Finding[]
  jsonFile: string
  /** The id in project.json when it is a positive integer. */
  id: number | null
  /** The project's address segment, when its project.json can give one. */
  slug: string | null
  pictures: Picture[]
  /** The CATs project.json lists, by their place in "cats": "CREA-UF número" and the engineer. */
  cats: (ListedCat | null)[]
  /** A folder left without any project data (a project deleted in the editor): not a project. */
  leftOver?: true
}

export async function checkProjectFolder(
  project: ProjectFolder,
  teamIds: ReadonlySet<string> | null = null,
  categories: readonly string[] | null = null,
): Promise<FolderCheck> {
  const { absolutePath, folder } = project
  const entries = await readdir(absolutePath, { withFileTypes: true })
  const fileNames = entries.filter((entry) => entry.isFile()).map((entry) => entry.name)
  const subfolders = entries.filter((entry) => entry.isDirectory() && !isSystemFile(entry.name))
  const jsonFile = `${folder}/${PROJECT_FILE}`
  const json = await readJson(join(absolutePath, PROJECT_FILE), jsonFile)
  if (json.status === "missing" && !lookalikeOf(fileNames)) return leftOver(folder, jsonFile)
  const listed = json.status === "parsed" && isRecord(json.value) ? json.value : {}
  const files = sortFolderFiles(folder, fileNames, listed)
  const shipped = [files.cover, ...files.gallery].filter((name): name is string => name !== null)
  const findings = [
    ...(json.status === "parsed"
      ? checkProject(json.value, jsonFile, project.number, teamIds, categories)
      : json.status === "broken"
        ? [json.finding]
        : [missingProjectFile(jsonFile, fileNames)]),
    ...files.findings,
    ...captionFindings(jsonFile, listed, shipped),
    ...subfolders.map((entry) => ignoredSubfolder(folder, entry.name)),
  ]
  return {
    findings,
    jsonFile,
    id: json.status === "parsed" ? positiveId(json.value) : null,
    slug: json.status === "parsed" ? slugOf(json.value) : null,
    cats: json.status === "parsed" ? catsOf(json.value) : [],
    pictures: shipped.map((name) => ({
      absolutePath: join(absolutePath, name),
      file: `${folder}/${name}`,
      wantedWidth: PHOTO_WANTED_WIDTH,
    })),
  }
}

const lookalikeOf = (fileNames: readonly string[]) =>
  fileNames.find((name) => /^proje|\.json/i.test(name))

/**
 * A folder with no project data at all, as deleting a project in the editor leaves it (Decap
 * deletes project.json, not the photos): left out of the site, with a warning, never a stop.
 */
function leftOver(folder: string, jsonFile: string): FolderCheck {
  const finding = warning(
    `${folder}/`,
    `A pasta ${folder}/ não tem ${PROJECT_FILE} e fica FORA do site: nada dela é publicado. Se ` +
      "o projeto foi excluído no editor, apague a pasta com as fotos que sobraram; se não, crie " +
      `o ${PROJECT_FILE} seguindo o exemplo do guia docs/CONTEUDO.md.`,
  )
  return {
    findings: [finding],
    jsonFile,
    id: null,
    slug: null,
    cats: [],
    pictures: [],
    leftOver: true,
  }
}

function missingProjectFile(jsonFile: string, fileNames: readonly string[]): Finding {
  const lookalike = lookalikeOf(fileNames)
  const fix = lookalike
    ? `Renomeie "${lookalike}" para ${PROJECT_FILE} (no Windows, ative "Extensões de nomes de ` +
      'arquivos" no menu Exibir do Explorador para ver o nome completo).'
    : `Crie-o seguindo o exemplo do guia docs/CONTEUDO.md.`
  return error(
    jsonFile,
    `Falta o arquivo ${PROJECT_FILE} com os dados do projeto: sem ele o projeto não aparece no site. ${fix}`,
  )
}

function ignoredSubfolder(folder: string, name: string): Finding {
  return warning(
    `${folder}/${name}/`,
    `A pasta "${name}" dentro do projeto é IGNORADA: o site só usa os arquivos que estão direto ` +
      `em ${folder}/. Mova as fotos para lá, com os nomes ${COVER_FILE} e ${GALLERY_FILES}.`,
  )
}

function positiveId(project: unknown): number | null {
  const id = (project as { id?: unknown } | null)?.id
  return Number.isInteger(id) && (id as number) > 0 ? (id as number) : null
}

/** A CAT as the check compares them: "CREA-MG 1420190004567", and whose it is. */
export interface ListedCat {
  cat: string
  engineer: string | null
}

/** Each CAT of a project.json as its issuer, number and engineer, or null without a number. */
function catsOf(value: unknown): (ListedCat | null)[] {
  const cats = isRecord(value) ? value.cats : null
  if (!Array.isArray(cats)) return []
  return cats.map((cat) => {
    const { numero, crea, responsavel }: Record<string, unknown> = isRecord(cat) ? cat : {}
    if (typeof numero !== "string" || !numero.trim()) return null
    return {
      cat: `${typeof crea === "string" ? crea.trim() : ""} ${numero.trim()}`.trim(),
      engineer: typeof responsavel === "string" && responsavel.trim() ? responsavel : null,
    }
  })
}
