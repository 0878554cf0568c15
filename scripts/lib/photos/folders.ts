/**
 * The folders `npm run fotos` works on: every project folder of content/projects and, when it
 * exists, content/team; or, given a folder that is neither, that folder alone.
 */
import { readdir, stat } from "node:fs/promises"
import { basename, join } from "node:path"
import { PROJECT_NAMING, TEAM_NAMING, type Naming } from "./references"

export interface PhotoFolder {
  absolutePath: string
  naming: Naming
}

const isFolder = (path: string) =>
  stat(path).then(
    (found) => found.isDirectory(),
    () => false,
  )

/** The photo folders under `target` (a content folder, a project folder, or content/team). */
export async function photoFolders(target: string): Promise<PhotoFolder[]> {
  const projects = join(target, "projects")
  const team = join(target, "team")
  const [hasProjects, hasTeam] = await Promise.all([isFolder(projects), isFolder(team)])
  if (!hasProjects && !hasTeam) {
    const naming = basename(target) === "team" ? TEAM_NAMING : PROJECT_NAMING
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
