/**
 * The build reads every .json file under content/: a project.json or site.json out of place
 * becomes a broken project or a second set of site facts, and any malformed one stops the build.
 */
import { readdir } from "node:fs/promises"
import { join, relative as relativeTo, sep } from "node:path"
import { readJson } from "./json-file"
import { isSystemFile, PROJECT_FILE } from "./picture-files"
import { QUOTE_FORM_FILE, SERVICES_FOLDER } from "./services"
import { TEAM_FOLDER } from "./team"
import { error, type Finding } from "./types"

export async function checkStrayJson(
  contentDir: string,
  relative: (absolutePath: string) => string,
): Promise<Finding[]> {
  const files = await jsonFiles(contentDir)
  const findings = await Promise.all(
    files.map(async (absolutePath): Promise<Finding[]> => {
      const parts = relativeTo(contentDir, absolutePath).split(sep)
      const file = relative(absolutePath)
      if (isExpected(parts)) return []
      const name = parts[parts.length - 1]
      if (name === PROJECT_FILE) return [misplaced(file, "content/projects/prjN/project.json")]
      if (name === "site.json") return [misplaced(file, "content/site.json")]
      if (name === "texts.json") return [misplaced(file, "content/texts.json")]
      const read = await readJson(absolutePath, file)
      return read.status === "broken" ? [read.finding] : []
    }),
  )
  return findings.flat()
}

/**
 * site.json, texts.json, quote-form.json, team/<id>.json, services/<nome>.json and
 * projects/<folder>/project.json are checked on their own.
 */
function isExpected(parts: readonly string[]): boolean {
  if (parts.length === 1)
    return parts[0] === "site.json" || parts[0] === "texts.json" || parts[0] === QUOTE_FORM_FILE
  if (parts.length === 2 && (parts[0] === TEAM_FOLDER || parts[0] === SERVICES_FOLDER)) return true
  return parts.length === 3 && parts[0] === "projects" && parts[2] === PROJECT_FILE
}

function misplaced(file: string, place: string): Finding {
  return error(
    file,
    `Este arquivo está fora do lugar: o site só aceita este nome em ${place}, e aqui ele ` +
      "atrapalha a publicação. Mova-o para o lugar certo ou apague-o.",
  )
}

async function jsonFiles(directory: string): Promise<string[]> {
  const entries = await readdir(directory, { withFileTypes: true }).catch(() => [])
  const nested = await Promise.all(
    entries
      .filter((entry) => !isSystemFile(entry.name))
      .map(async (entry) => {
        const path = join(directory, entry.name)
        if (entry.isDirectory()) return jsonFiles(path)
        return /\.json$/i.test(entry.name) ? [path] : []
      }),
  )
  return nested.flat()
}
