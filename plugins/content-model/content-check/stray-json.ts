/** The build reads every .json file under content/: one misplaced or malformed hurts it. */
import { readdir } from "node:fs/promises"
import { join, relative as relativeTo, sep } from "node:path"
import { CONTENT_TYPES } from "../../../src/lib/content-model/content-types"
import { locationPath, typeAt } from "../../../src/lib/content-model/location"
import { readJson } from "./json-file"
import { isSystemFile } from "./picture-files"
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
      if (typeAt(CONTENT_TYPES, parts)) return []
      const name = parts[parts.length - 1]
      const owner = CONTENT_TYPES.find(
        ({ location }) => location.kind !== "folder" && location.file.split("/").pop() === name,
      )
      if (owner) return [misplaced(file, `content/${locationPath(owner.location)}`)]
      const read = await readJson(absolutePath, file)
      return read.status === "broken" ? [read.finding] : []
    }),
  )
  return findings.flat()
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
