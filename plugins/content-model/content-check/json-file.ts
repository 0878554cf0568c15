import { readdir, readFile } from "node:fs/promises"
import { join } from "node:path"
import type { ContentType } from "../../../src/lib/content-model/field"
import { locationFile } from "../../../src/lib/content-model/location"
import { findSyntaxSlip } from "./json-syntax"
import { isSystemFile } from "./picture-files"
import { error, type Finding } from "./types"

/** A path as the report names it: relative to the repository root, with forward slashes. */
export type ToFile = (absolutePath: string) => string

export type JsonRead =
  | { status: "missing" }
  | { status: "broken"; finding: Finding }
  | { status: "parsed"; value: unknown }

/** Reads and parses a JSON file; a syntax error names the line, the column and the likely slip. */
export async function readJson(absolutePath: string, file: string): Promise<JsonRead> {
  let text: string
  try {
    text = await readFile(absolutePath, "utf8")
  } catch (caught) {
    if ((caught as NodeJS.ErrnoException).code === "ENOENT") return { status: "missing" }
    throw caught
  }
  try {
    return { status: "parsed", value: JSON.parse(text) }
  } catch (caught) {
    return { status: "broken", finding: error(file, syntaxMessage(text, caught as Error)) }
  }
}

/**
 * The file of a one-file content type (site.json, privacy.json…), read: its parsed value, or the
 * one finding that ends its check, a syntax error or `missing`, the type's words for its absence.
 */
export async function readTypeFile(
  contentDir: string,
  type: ContentType,
  toFile: ToFile,
  missing: string,
): Promise<
  { absolutePath: string; file: string } & (
    { status: "parsed"; value: unknown } | { status: "unread"; finding: Finding }
  )
> {
  const absolutePath = join(contentDir, locationFile(type))
  const file = toFile(absolutePath)
  const read = await readJson(absolutePath, file)
  if (read.status === "parsed") return { absolutePath, file, ...read }
  const finding = read.status === "broken" ? read.finding : error(file, missing)
  return { absolutePath, file, status: "unread", finding }
}

/**
 * The file names of a folder of content files (content/team, content/services), hidden and system
 * files left out, and each of its JSON files read, by name; none when the folder is missing.
 */
export async function readJsonFolder(folder: string, toFile: ToFile) {
  const entries = await readdir(folder, { withFileTypes: true }).catch(() => [])
  const names = entries
    .filter((entry) => entry.isFile() && !isSystemFile(entry.name))
    .map((entry) => entry.name)
  const jsonNames = names.filter((name) => /\.json$/i.test(name)).sort()
  const files = await Promise.all(
    jsonNames.map(async (name) => {
      const file = toFile(join(folder, name))
      return { name, file, read: await readJson(join(folder, name), file) }
    }),
  )
  return { names, files }
}

export const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === "object" && value !== null && !Array.isArray(value)

function syntaxMessage(text: string, parseError: Error): string {
  const slip = findSyntaxSlip(text)
  // JSON.parse says where: "… in JSON at position 42" (Node 20 and later).
  const position = /at position (\d+)/.exec(parseError.message)
  const offset = position ? Number(position[1]) : (slip?.offset ?? text.length)
  const before = text.slice(0, offset)
  const line = before.split("\n").length
  const column = offset - before.lastIndexOf("\n")
  const hint = slip && slip.offset === offset ? slip.hint : "confira aspas, vírgulas e chaves"
  return (
    `O arquivo não é um JSON válido: erro na linha ${line}, coluna ${column} — ${hint}. ` +
    "Corrija o arquivo (um editor como o VS Code mostra o erro sublinhado)."
  )
}
