/**
 * The JSON files that name a folder's photos, so a converted photo keeps being shown:
 * project.json's `cover` and `pictures` in a project folder, `photo` in each content/team file.
 */
import { readdir, readFile } from "node:fs/promises"
import { basename, join } from "node:path"
import { listedName } from "../../../plugins/content-model/picture-names"
import { locationFile } from "../../../src/lib/content-model/location"
import { PROJECT_TYPE } from "../../../src/lib/content-model/project"
import { writeJsonFile } from "./safe-write"

/** Which JSON files of a folder name photos, and in which fields. */
export interface Naming {
  /** null: every .json file directly in the folder (content/team). */
  files: string[] | null
  fields: string[]
}

export const PROJECT_NAMING: Naming = {
  files: [locationFile(PROJECT_TYPE)],
  fields: ["cover", "pictures"],
}
export const TEAM_NAMING: Naming = { files: null, fields: ["photo"] }

/** One JSON file as read, to be renamed in and written back. */
export interface NamingFile {
  absolutePath: string
  value: unknown
}

/** The folder's naming files that exist; throws, naming the file, when one is not valid JSON. */
export async function readNamingFiles(dir: string, naming: Naming): Promise<NamingFile[]> {
  const names =
    naming.files ??
    (await readdir(dir)).filter((name) => /\.json$/i.test(name) && !name.startsWith("."))
  const read: NamingFile[] = []
  for (const name of names) {
    const absolutePath = join(dir, name)
    const text = await readFile(absolutePath, "utf8").catch(() => null)
    if (text === null) continue
    try {
      read.push({ absolutePath, value: JSON.parse(text) })
    } catch (caught) {
      throw new NamingFileError(basename(absolutePath), (caught as Error).message)
    }
  }
  return read
}

/** A naming file that cannot be parsed, so a rename could not be written into it. */
export class NamingFileError extends Error {
  constructor(
    readonly file: string,
    detail: string,
  ) {
    super(detail)
  }
}

/**
 * Replaces `from` by `to` wherever the fields list it ("./pic3.png" keeps its "./"), writes each
 * file that changed, and returns their paths.
 */
export async function renameIn(
  files: readonly NamingFile[],
  fields: readonly string[],
  from: string,
  to: string,
): Promise<string[]> {
  const written: string[] = []
  for (const file of files) {
    if (!isRecord(file.value)) continue
    const record = file.value
    let changed = false
    const rename = (item: unknown) => {
      if (typeof item !== "string" || listedName(item) !== from) return item
      changed = true
      return item.trim().startsWith("./") ? `./${to}` : to
    }
    for (const field of fields) {
      const value = record[field]
      if (Array.isArray(value)) record[field] = value.map(rename)
      else if (field in record) record[field] = rename(value)
    }
    if (!changed) continue
    await writeJsonFile(file.absolutePath, record)
    written.push(file.absolutePath)
  }
  return written
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === "object" && value !== null && !Array.isArray(value)
