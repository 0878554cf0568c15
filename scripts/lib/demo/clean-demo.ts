/**
 * `npm run limpar-demo`: what is removed, kept and written to take the demo firm out of the
 * content. A plan first (the command shows it before asking), then applied. A file is the demo's
 * while its demo texts are unchanged (demo-markers.ts); a file the firm changed is kept.
 */
import { mkdir, readdir, readFile, rm, rmdir, writeFile } from "node:fs/promises"
import { basename, join, relative, sep } from "node:path"
import {
  DEMO_ENGINEERS,
  DEMO_FIRM,
  DEMO_PROJECTS,
  TO_FILL,
  textDigest,
} from "../../../plugins/demo-guard/demo-markers"
import { firmFileCleaned, type Json } from "./firm-file"
import { galleryIndex } from "../../../plugins/content-model/picture-names"
import { COVER_FILE } from "../../../src/lib/content-model/project-photos"
import { placeholderEngineer, placeholderProject, placeholderPicture } from "./placeholders"
import { CATEGORIES_TYPE } from "../../../src/lib/content-model/categories"
import { FIRM_TYPE } from "../../../src/lib/content-model/firm"
import { IDENTITY_TYPE } from "../../../src/lib/content-model/identity"
import { locationFile, locationFolder, locationPath } from "../../../src/lib/content-model/location"
import { PROJECT_TYPE, projectFolder, projectNumber } from "../../../src/lib/content-model/project"
import { TEAM_TYPE } from "../../../src/lib/content-model/team"
import { TEXTS_TYPE } from "../../../src/lib/content-model/texts"

const PROJECTS = locationFolder(PROJECT_TYPE)
const PROJECT_FILE = locationFile(PROJECT_TYPE)
const TEAM = locationFolder(TEAM_TYPE)
const SITE_FILE = locationFile(FIRM_TYPE)
const TEXTS_FILE = locationFile(TEXTS_TYPE)
const IDENTITY_FILE = locationFile(IDENTITY_TYPE)

export interface CleanupPlan {
  /** Absolute paths of the demo's files to delete. */
  remove: string[]
  /** Files to write (JSON or a picture), absolute path → contents. */
  write: Map<string, string | (() => Promise<Buffer>)>
  /** What the command says, line by line, in Portuguese. */
  report: string[]
}

export async function planCleanup(contentDir: string, rootDir = "."): Promise<CleanupPlan> {
  const plan: CleanupPlan = { remove: [], write: new Map(), report: [] }
  const name = (path: string) => relative(rootDir, path).split(sep).join("/")
  const projects = await readFolderJson(join(contentDir, PROJECTS), PROJECT_FILE)
  const team = await readFolderJson(join(contentDir, TEAM))
  const kept = projects.filter((project) => !planProject(project, plan, name))
  const named = new Set(kept.flatMap(({ value }) => engineersNamed(value)))
  const left = team.filter((member) => !planEngineer(member, named, plan, name))
  const engineer = left[0]?.value.id ?? placeholderEngineer().id
  if (left.length === 0) {
    const file = join(contentDir, TEAM, `${engineer}.json`)
    plan.write.set(file, toJson(placeholderEngineer()))
    plan.report.push(`Criado: ${name(file)} (um engenheiro de exemplo, a preencher)`)
  }
  if (kept.length === 0) {
    const folder = join(contentDir, PROJECTS, projectFolder(1))
    const project = placeholderProject(
      String(engineer),
      await firstCategory(contentDir),
      await firmCity(contentDir),
    )
    plan.write.set(join(folder, PROJECT_FILE), toJson(project))
    plan.write.set(join(folder, COVER_FILE), placeholderPicture)
    plan.report.push(`Criado: ${name(folder)}/ (um projeto de exemplo, a preencher, com uma capa)`)
  }
  await planFirmFile(join(contentDir, SITE_FILE), plan, name)
  await planFirmFile(join(contentDir, TEXTS_FILE), plan, name)
  await planFirmFile(join(contentDir, IDENTITY_FILE), plan, name)
  return plan
}

export async function applyCleanup(plan: CleanupPlan): Promise<void> {
  for (const path of plan.remove) await rm(path, { force: true })
  // A project folder the demo leaves empty goes too; one with the firm's files stays.
  const folders = new Set(plan.remove.map((path) => path.slice(0, path.lastIndexOf(sep))))
  for (const folder of folders)
    if (projectNumber(basename(folder))) await rmdir(folder).catch(() => {})
  for (const [path, contents] of plan.write) {
    await mkdir(path.slice(0, path.lastIndexOf(sep)), { recursive: true })
    await writeFile(path, typeof contents === "string" ? contents : await contents())
  }
}

interface JsonFile {
  path: string
  value: Json
  /** The other files in its folder. */
  siblings: string[]
}

/** A demo project, unchanged, is removed with its pictures; true when it is. */
function planProject(project: JsonFile, plan: CleanupPlan, name: (path: string) => string) {
  const { value } = project
  const demo = DEMO_PROJECTS.find((one) => one.title === digest(value.title))
  if (!demo) return false
  if (demo.description !== digest(value.description)) {
    plan.report.push(
      `Mantido: ${name(project.path)}: o título é o de um projeto da demonstração, mas você já ` +
        "mudou a descrição. Troque o título e os demais dados pelos de um projeto da empresa.",
    )
    return false
  }
  const listed = [value.cover, ...(Array.isArray(value.pictures) ? value.pictures : [])]
  const pictures = project.siblings.filter(
    (file) => file === COVER_FILE || galleryIndex(file) !== null || listed.includes(file),
  )
  const folder = project.path.slice(0, project.path.lastIndexOf(sep))
  plan.remove.push(project.path, ...pictures.map((file) => join(folder, file)))
  plan.report.push(
    `Removido: ${name(folder)}/ (projeto da demonstração "${String(value.title)}", ` +
      `${pictures.length} foto(s))`,
  )
  for (const other of project.siblings.filter((file) => !pictures.includes(file)))
    plan.report.push(`Mantido: ${name(join(folder, other))}: não é da demonstração.`)
  return true
}

/** A demo engineer, unchanged and named by no project kept, is removed; true when it is. */
function planEngineer(
  member: JsonFile,
  named: Set<string>,
  plan: CleanupPlan,
  name: (path: string) => string,
) {
  const { value } = member
  const demo = DEMO_ENGINEERS.find((one) => one.name === value.name)
  if (!demo) return false
  if (demo.bio !== digest(value.bio)) {
    plan.report.push(
      `Mantido: ${name(member.path)}: você já mudou a biografia de ${demo.name}, engenheiro da ` +
        "demonstração. Troque os demais dados pelos de um engenheiro da empresa, ou exclua-o.",
    )
    return false
  }
  if (named.has(demo.id)) {
    plan.report.push(
      `Mantido: ${name(member.path)}: ${demo.name}, engenheiro da demonstração, é responsável ` +
        "por um projeto que você manteve. Troque o responsável do projeto, depois exclua-o.",
    )
    return false
  }
  const photo = typeof value.photo === "string" && member.siblings.includes(value.photo)
  const folder = member.path.slice(0, member.path.lastIndexOf(sep))
  plan.remove.push(member.path, ...(photo ? [join(folder, String(value.photo))] : []))
  plan.report.push(`Removido: ${name(member.path)} (engenheiro da demonstração ${demo.name})`)
  return true
}

/** site.json, texts.json and identidade.json without the demo's claims and texts (firm-file.ts). */
async function planFirmFile(path: string, plan: CleanupPlan, name: (path: string) => string) {
  const json = await readJson(path)
  if (!json) return
  const { value, changes } = firmFileCleaned(json)
  if (changes.length === 0) return
  plan.write.set(path, toJson(value))
  plan.report.push(`Alterado: ${name(path)}: ${changes.join("; ")}`)
}

/** The firm's first category (content/categories.json), the one the example project takes. */
async function firstCategory(contentDir: string): Promise<string> {
  const file = join(contentDir, locationPath(CATEGORIES_TYPE.location))
  const categories = (await readJson(file))?.categories
  return Array.isArray(categories) && typeof categories[0] === "string"
    ? categories[0]
    : "Abastecimento de Água"
}

/** "Belo Horizonte - MG", from site.json's address; the demo's city is left to fill. */
async function firmCity(contentDir: string): Promise<string | undefined> {
  const address = (await readJson(join(contentDir, SITE_FILE)))?.address as Json | undefined
  const [city, state] = [address?.city, address?.state]
  if (typeof city !== "string" || typeof state !== "string") return undefined
  return `${city === DEMO_FIRM.city ? `${TO_FILL}: cidade` : city} - ${state}`
}

function engineersNamed(project: Json): string[] {
  const cats = Array.isArray(project.cats) ? project.cats : []
  const responsible = Array.isArray(project.responsaveis) ? project.responsaveis : []
  return [...responsible, ...cats.map((cat: Json) => cat?.responsavel)].map(String)
}

/** Each folder's JSON file (named `file`, or every .json directly in `dir`), parsed. */
async function readFolderJson(dir: string, file?: string): Promise<JsonFile[]> {
  const entries = await readdir(dir, { withFileTypes: true }).catch(() => [])
  const found: JsonFile[] = []
  entries.sort((a, b) => a.name.localeCompare(b.name, "en", { numeric: true }))
  for (const entry of entries) {
    const folder = file ? join(dir, entry.name) : dir
    if (file ? !entry.isDirectory() : !entry.name.endsWith(".json")) continue
    const path = file ? join(folder, file) : join(dir, entry.name)
    const value = await readJson(path)
    const names = file ? await readdir(folder).catch(() => []) : entries.map((one) => one.name)
    if (value) found.push({ path, value, siblings: names.filter((one) => one !== file) })
  }
  return found
}

async function readJson(path: string): Promise<Json | null> {
  try {
    const value: unknown = JSON.parse(await readFile(path, "utf8"))
    return value && typeof value === "object" && !Array.isArray(value) ? (value as Json) : null
  } catch {
    return null // Missing, or broken: the content check names it; the command leaves it.
  }
}

const digest = (text: unknown) => (typeof text === "string" ? textDigest(text) : "")
const toJson = (value: unknown) => `${JSON.stringify(value, null, 2)}\n`
