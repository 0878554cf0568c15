/**
 * The folders `npm run fotos` works on: every project folder of content/projects and, when it
 * exists, content/team; or, given a folder that is neither, that folder alone.
 */
import { readdir, stat } from "node:fs/promises"
import { basename, join } from "node:path"
import { locationFolder } from "../../../src/lib/content-model/location"
import { PROJECT_TYPE } from "../../../src/lib/content-model/project"
import { TEAM_TYPE } from "../../../src/lib/content-model/team"
import { PROJECT_NAMING, TEAM_NAMING, type Naming } from "./references"

const TEAM_FOLDER = locationFolder(TEAM_TYPE)

export interface PhotoFolder {
  absolutePath: string
  naming: Naming
}

export const isFolder = (path: string) =>
  stat(path).then(
    (found) => found.isDirectory(),
    () => false,
  )

/** The photo folders under `target` (a content folder, a project folder, or content/team). */
export async function photoFolders(target: string): Promise<PhotoFolder[]> {
  const projects = join(target, locationFolder(PROJECT_TYPE))
  const team = join(target, TEAM_FOLDER)
  const [hasProjects, hasTeam] = await Promise.all([isFolder(projects), isFolder(team)])
  if (!hasProjects && !hasTeam) {
    const naming = basename(target) === TEAM_FOLDER ? TEAM_NAMING : PROJECT_NAMING
    return [{ absolutePath: target, naming }]
  }
  const folders: PhotoFolder[] = []
  if (hasProjects) {
    const entries = await readdir(projects, { withFileTypes: true })
    const names = entries
      .filter((entry) => entry.isDirectory() && !entry.name.startsWith("."))
      .map((entry) => entry.name)
      .sort((a, b) => a.localeCompare(b, "en", { numeric: true }))
    folders.push(
      ...names.map((name) => ({ absolutePath: join(projects, name), naming: PROJECT_NAMING })),
    )
  }
  if (hasTeam) folders.push({ absolutePath: team, naming: TEAM_NAMING })
  return folders
}
