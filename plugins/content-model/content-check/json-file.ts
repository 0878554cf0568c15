import { readFile } from "node:fs/promises"
import { findSyntaxSlip } from "./json-syntax"
import { error, type Finding } from "./types"

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

function syntaxMessage(text: string, parseError: Error): string {
  const slip = findSyntaxSlip(text)
  const offset = parsePosition(parseError.message) ?? slip?.offset ?? text.length
  const { line, column } = lineAndColumn(text, offset)
  const hint = slip && slip.offset === offset ? slip.hint : "confira aspas, vírgulas e chaves"
  return (
    `O arquivo não é um JSON válido: erro na linha ${line}, coluna ${column} — ${hint}. ` +
    "Corrija o arquivo (um editor como o VS Code mostra o erro sublinhado)."
  )
}

/** The offset JSON.parse reports: "… in JSON at position 42" (Node 20 and later). */
export function parsePosition(message: string): number | null {
  const match = /at position (\d+)/.exec(message)
  return match ? Number(match[1]) : null
}

/** Line and column (both counted from 1) of an offset in a text. */
export function lineAndColumn(text: string, offset: number): { line: number; column: number } {
  const before = text.slice(0, offset)
  const line = before.split("\n").length
  const column = offset - (before.lastIndexOf("\n") + 1) + 1
  return { line, column }
}
