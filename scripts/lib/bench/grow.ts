/**
 * Grows a copy of the content to N projects the way a maintainer adds one (planGrowth); pictures
 * copied as they are, so the build caches their image work, or re-encoded (reencode).
 */
import { cp, copyFile, mkdir, readdir, readFile, writeFile } from "node:fs/promises"
import path from "node:path"
import sharp from "sharp"
import { PROJECT_FILE } from "../../../plugins/content-model/content-check/picture-files"
import { locationFolder } from "../../../src/lib/content-model/location"
import { PROJECT_TYPE, projectFolder, projectNumber } from "../../../src/lib/content-model/project"
import { growTeam, spreadEngineers } from "./grow-team"

export interface SourceProject {
  /** The folder name under projects/, e.g. "prj7". */
  folder: string
  json: Record<string, unknown>
  /** Every file of the folder besides project.json. */
  files: string[]
}

export interface PlannedCopy {
  from: SourceProject
  folder: string
  json: Record<string, unknown>
  /** 1 for the first copy of a given source project, 2 for the second… */
  generation: number
}

const PROJECTS_FOLDER = locationFolder(PROJECT_TYPE)

/**
 * The copies that bring `sources` to `total` projects: prjN with id N for every N after the
 * highest id in use, taking the sources in turn, each titled "<source title> — cópia N".
 */
export function planGrowth(sources: readonly SourceProject[], total: number): PlannedCopy[] {
  if (sources.length === 0) throw new Error("No project to copy from.")
  const ordered = [...sources].sort((a, b) => folderNumber(a) - folderNumber(b))
  const highest = Math.max(...ordered.map(folderNumber))
  const copies: PlannedCopy[] = []
  for (let index = 0; sources.length + index < total; index++) {
    const id = highest + index + 1
    const from = ordered[index % ordered.length]
    const json = { ...from.json, id, title: `${String(from.json.title)} — cópia ${id}` }
    const generation = Math.floor(index / ordered.length) + 1
    copies.push({ from, folder: projectFolder(id), json, generation })
  }
  return copies
}

export function folderNumber(project: Pick<SourceProject, "folder">): number {
  const number = projectNumber(project.folder)
  if (!number) throw new Error(`${project.folder} is not named ${projectFolder("N")}.`)
  return number
}

/** The project folders of a content directory, read as they are. */
export async function readProjects(contentDir: string): Promise<SourceProject[]> {
  const projectsDir = path.join(contentDir, PROJECTS_FOLDER)
  const folders = (await readdir(projectsDir, { withFileTypes: true }))
    .filter((entry) => entry.isDirectory() && projectNumber(entry.name))
    .map((entry) => entry.name)
  return Promise.all(
    folders.map(async (folder) => {
      const dir = path.join(projectsDir, folder)
      const text = await readFile(path.join(dir, PROJECT_FILE), "utf8")
      const files = (await readdir(dir)).filter((name) => name !== PROJECT_FILE).sort()
      return { folder, json: JSON.parse(text) as Record<string, unknown>, files }
    }),
  )
}

/**
 * Copies sourceDir to targetDir and adds the planned projects; returns how many were added.
 * With `engineers`, the team grows to that many and the copies' engineers and CATs are spread
 * over it (grow-team.ts).
 */
export async function growContent(
  sourceDir: string,
  targetDir: string,
  { total, distinct, engineers }: { total: number; distinct: boolean; engineers?: number },
): Promise<number> {
  await cp(sourceDir, targetDir, { recursive: true })
  const copies = planGrowth(await readProjects(sourceDir), total)
  const team = engineers ? await growTeam(targetDir, engineers) : null
  const jobs: (() => Promise<void>)[] = []
  for (const [index, planned] of copies.entries()) {
    const copy = team ? { ...planned, json: spreadEngineers(planned.json, team, index) } : planned
    const from = path.join(sourceDir, PROJECTS_FOLDER, copy.from.folder)
    const to = path.join(targetDir, PROJECTS_FOLDER, copy.folder)
    await mkdir(to, { recursive: true })
    await writeFile(path.join(to, PROJECT_FILE), `${JSON.stringify(copy.json, null, 2)}\n`)
    for (const name of copy.from.files) {
      const source = path.join(from, name)
      const target = path.join(to, name)
      jobs.push(() =>
        distinct && /\.jpe?g$/i.test(name)
          ? reencode(source, target, copy.generation)
          : copyFile(source, target),
      )
    }
  }
  await runAll(jobs, distinct ? 2 : 8)
  return copies.length
}

/**
 * The same picture, a shade brighter per generation and saved again: new bytes and new pixels
 * (nothing the build can share with the source), at the same size and about the same weight.
 */
export async function reencode(source: string, target: string, generation: number): Promise<void> {
  await sharp(source)
    .keepMetadata()
    .modulate({ brightness: 1 + generation / 200 })
    .jpeg({ quality: 85, mozjpeg: false })
    .toFile(target)
}

async function runAll(jobs: (() => Promise<void>)[], parallel: number): Promise<void> {
  let next = 0
  const worker = async () => {
    while (next < jobs.length) await jobs[next++]()
  }
  await Promise.all(Array.from({ length: parallel }, worker))
}
