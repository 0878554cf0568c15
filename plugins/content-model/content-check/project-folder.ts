/** One content/projects/prjN folder: its project.json and the names of its files. */
import { readdir } from "node:fs/promises"
import { join } from "node:path"
import { readJson } from "./json-file"
import { isSystemFile, PROJECT_FILE, sortFolderFiles } from "./picture-files"
import type { Picture } from "./picture-decode"
import { checkProject, slugOf } from "./project-rules"
import { captionFindings } from "./caption-rules"
import { PHOTO_WANTED_WIDTH } from "../../../src/lib/photo-sizes"
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
  /** capa-main.jpg and pic1.jpg … pic10.jpg, the pictures that ship. */
  pictures: Picture[]
}

export async function checkProjectFolder(
  project: ProjectFolder,
  teamIds: ReadonlySet<string> | null = null,
): Promise<FolderCheck> {
  const { absolutePath, folder } = project
  const entries = await readdir(absolutePath, { withFileTypes: true })
  const fileNames = entries.filter((entry) => entry.isFile()).map((entry) => entry.name)
  const subfolders = entries.filter((entry) => entry.isDirectory() && !isSystemFile(entry.name))
  const jsonFile = `${folder}/${PROJECT_FILE}`
  const json = await readJson(join(absolutePath, PROJECT_FILE), jsonFile)
  const listed = json.status === "parsed" && isObject(json.value) ? json.value : {}
  const files = sortFolderFiles(folder, fileNames, listed)
  const shipped = [files.cover, ...files.gallery].filter((name): name is string => name !== null)
  const findings = [
    ...(json.status === "parsed"
      ? checkProject(json.value, jsonFile, project.number, teamIds)
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
    pictures: shipped.map((name) => ({
      absolutePath: join(absolutePath, name),
      file: `${folder}/${name}`,
      wantedWidth: PHOTO_WANTED_WIDTH,
    })),
  }
}

function missingProjectFile(jsonFile: string, fileNames: readonly string[]): Finding {
  const lookalike = fileNames.find((name) => /^proje|\.json/i.test(name))
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
      `em ${folder}/. Mova as fotos para lá, com os nomes capa-main.jpg e pic1.jpg … pic10.jpg.`,
  )
}

function positiveId(project: unknown): number | null {
  const id = (project as { id?: unknown } | null)?.id
  return Number.isInteger(id) && (id as number) > 0 ? (id as number) : null
}

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value)
}
