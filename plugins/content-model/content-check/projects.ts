/** content/projects as a whole: folder names, stray files, duplicated ids, picture counts. */
import { readdir } from "node:fs/promises"
import { join } from "node:path"
import { PROJECT_TYPE, projectFolder, projectNumber } from "../../../src/lib/content-model/project"
import { locationFolder } from "../../../src/lib/content-model/location"
import { COVER_FILE } from "../../../src/lib/content-model/project-photos"
import type { Picture } from "./picture-decode"
import { isSystemFile, PROJECT_FILE } from "./picture-files"
import { checkProjectFolder, type FolderCheck, type ProjectFolder } from "./project-folder"
import { error, warning, type Finding } from "./types"

const NUMBERED_FOLDER = new RegExp(
  `^(?:${projectFolder("")}|proj|projeto|project)[\\s_-]*0*([1-9]\\d*)\\s*$`,
  "i",
)

export interface ProjectsCheck {
  findings: Finding[]
  projectCount: number
  pictures: Picture[]
}

export async function checkProjects(
  contentDir: string,
  relative: (absolutePath: string) => string,
  teamIds: ReadonlySet<string> | null = null,
  /** The firm's categories (categories.json), or null when they could not be read. */
  categories: readonly string[] | null = null,
): Promise<ProjectsCheck> {
  const projectsDir = join(contentDir, locationFolder(PROJECT_TYPE))
  const where = `${relative(projectsDir)}/`
  const entries = await readdir(projectsDir, { withFileTypes: true }).catch(() => null)
  if (!entries) return { findings: [missingProjectsDir(where)], projectCount: 0, pictures: [] }
  const visible = entries.filter((entry) => !isSystemFile(entry.name))
  const folders: ProjectFolder[] = visible
    .filter((entry) => entry.isDirectory())
    .map((entry) => ({
      name: entry.name,
      absolutePath: join(projectsDir, entry.name),
      folder: relative(join(projectsDir, entry.name)),
      number: projectNumber(entry.name),
    }))
    .sort((a, b) => (a.number ?? Infinity) - (b.number ?? Infinity) || a.name.localeCompare(b.name))
  const checks = await Promise.all(
    folders.map((folder) => checkProjectFolder(folder, teamIds, categories)),
  )
  const looseFiles = visible.filter((entry) => entry.isFile() && !/\.json$/i.test(entry.name))
  // A folder a deleted project left behind is a warning, not a project the site publishes.
  const projectCount = checks.filter((check) => !check.leftOver).length
  return {
    findings: [
      ...(projectCount ? [] : [noProjects(where)]),
      ...looseFiles.map((entry) => looseFile(where, entry.name)),
      ...checks.flatMap((check, i) => [
        ...folderName(folders[i], check, folders),
        ...check.findings,
      ]),
      ...duplicateIds(folders, checks),
      ...duplicateSlugs(checks),
      ...duplicateCats(checks),
    ],
    projectCount,
    pictures: checks.flatMap((check) => check.pictures),
  }
}

function folderName(project: ProjectFolder, check: FolderCheck, all: ProjectFolder[]): Finding[] {
  if (project.number !== null) return []
  const used = new Set(all.map((other) => other.number).filter((n) => n !== null))
  const fromName = Number(NUMBERED_FOLDER.exec(project.name)?.[1]) || null
  const next = Math.max(0, ...used) + 1
  const suggestion = [fromName, check.id].find((n) => n !== null && !used.has(n)) ?? next
  return [
    error(
      `${project.folder}/`,
      `A pasta "${project.name}" não segue o nome ${projectFolder("N")} (as letras ` +
        `${projectFolder("")} e o número do projeto, sem espaços nem zeros à esquerda). ` +
        `Renomeie para ${projectFolder(suggestion)} e use "id": ${suggestion} no project.json.`,
    ),
  ]
}

function duplicateIds(folders: ProjectFolder[], checks: FolderCheck[]): Finding[] {
  const byId = new Map<number, number[]>()
  checks.forEach((check, i) => {
    if (check.id !== null) byId.set(check.id, [...(byId.get(check.id) ?? []), i])
  })
  return [...byId].flatMap(([id, indexes]) => {
    if (indexes.length < 2) return []
    const owner = indexes.find((i) => folders[i].number === id) ?? indexes[0]
    return indexes
      .filter((i) => i !== owner)
      .map((i) =>
        error(
          checks[i].jsonFile,
          `O "id" ${id} já é usado em ${checks[owner].jsonFile}: cada projeto precisa de um ` +
            `"id" diferente, igual ao número da sua pasta.`,
          "id",
        ),
      )
  })
}

/** Two projects with one address: the second is named, with the first, and told how to differ. */
function duplicateSlugs(checks: FolderCheck[]): Finding[] {
  const first = new Map<string, FolderCheck>()
  return checks.flatMap((check) => {
    if (check.slug === null) return []
    const owner = first.get(check.slug)
    if (!owner) {
      first.set(check.slug, check)
      return []
    }
    // The same project copied twice is already reported as a duplicated id.
    if (owner.id !== null && owner.id === check.id) return []
    return [
      error(
        check.jsonFile,
        `Este projeto e o de ${owner.jsonFile} teriam o mesmo endereço, /projetos/${check.slug}/. ` +
          'Mude o título de um deles ou dê a um deles um "slug" diferente, por exemplo ' +
          `"slug": "${check.slug}-2".`,
        "slug",
      ),
    ]
  })
}

/**
 * One CAT listed twice. For two engineers, an error: a CAT is one engineer's. On two projects
 * for one engineer, a warning on the later project, naming both: its quantities would be counted
 * twice on /acervo/, but one atestado can cover two contracts of one client.
 */
function duplicateCats(checks: FolderCheck[]): Finding[] {
  const first = new Map<string, { check: FolderCheck; engineer: string | null }>()
  return checks.flatMap((check) =>
    check.cats.flatMap((listed, i) => {
      if (listed === null) return []
      const { cat, engineer } = listed
      const owner = first.get(cat)
      if (!owner) {
        first.set(cat, { check, engineer })
        return []
      }
      if (owner.engineer !== null && engineer !== null && owner.engineer !== engineer)
        return [
          error(
            check.jsonFile,
            `A CAT ${cat} é de "${engineer}" aqui, mas de "${owner.engineer}" em ` +
              `${owner.check.jsonFile}. Uma CAT é de um só engenheiro: confira o número na ` +
              'certidão e corrija o "numero" ou o "responsavel" de uma das duas.',
            `cats[${i}].responsavel`,
          ),
        ]
      if (owner.check === check) return []
      return [
        warning(
          check.jsonFile,
          `A CAT ${cat} também está em ${owner.check.jsonFile}. Uma CAT comprova um trabalho: ` +
            "nos dois projetos, a comissão de uma licitação veria o mesmo atestado contado duas " +
            "vezes. Confira o número; se a CAT cobre mesmo os dois projetos, deixe-a em um só.",
          `cats[${i}].numero`,
        ),
      ]
    }),
  )
}

function missingProjectsDir(where: string): Finding {
  return error(
    where,
    `A pasta de projetos ${where} não existe. Crie-a e coloque dentro uma pasta ` +
      `${projectFolder("N")} por projeto.`,
  )
}

function noProjects(where: string): Finding {
  return error(
    where,
    `Nenhum projeto encontrado em ${where}: cada projeto fica numa pasta ${projectFolder("N")} ` +
      `(${projectFolder(1)}, ${projectFolder(2)}, …) com ${PROJECT_FILE} e ${COVER_FILE}.`,
  )
}

function looseFile(where: string, name: string): Finding {
  return warning(
    `${where}${name}`,
    `O arquivo "${name}" está solto em ${where} e será IGNORADO (não aparece no site): cada ` +
      `projeto fica na sua própria pasta ${projectFolder("N")}. Mova-o para a pasta do projeto.`,
  )
}
