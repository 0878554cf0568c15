/** What `npm run fotos` prints, in Portuguese: one line per changed photo, problems, a summary. */
import { basename, isAbsolute, relative, sep } from "node:path"
import { PHOTO_LONG_SIDE } from "../../../plugins/content-model/picture-names"
import type { Change } from "./inspect"
import type { PhotoResult, PhotoSize } from "./normalise"

const DONE: Record<Change, string> = {
  convert: "convertida para JPG",
  rotate: "girada",
  shrink: "reduzida",
  gps: "localização e dados da câmera apagados",
  metadata: "dados da câmera apagados",
  colour: "cores passadas para sRGB",
}

/** 512 KB, 4,1 MB: kilobytes below a megabyte, as a file manager shows them. */
export function formatBytes(bytes: number): string {
  const kilobytes = bytes / 1024
  if (kilobytes < 1024) return `${Math.max(1, Math.round(kilobytes)).toLocaleString("pt-BR")} KB`
  return `${(kilobytes / 1024).toLocaleString("pt-BR", { maximumFractionDigits: 1 })} MB`
}

/** A path relative to `root` with forward slashes, or absolute when it is outside it. */
export function displayPath(absolutePath: string, root = process.cwd()): string {
  const path = relative(root, absolutePath)
  return path.startsWith("..") || isAbsolute(path) ? absolutePath : path.split(sep).join("/")
}

const size = ({ width, height, bytes }: PhotoSize) =>
  `${width} × ${height} px, ${formatBytes(bytes)}`

/** The lines for one photo: nothing for an untouched one. */
export function formatResult(result: PhotoResult, root = process.cwd()): string[] {
  const file = displayPath(result.absolutePath, root)
  if (result.status === "unchanged") return []
  if (result.status === "problem") {
    return [`PROBLEMA em ${file}:`, ...result.message.split("\n").map((line) => `  ${line}`)]
  }
  const renamed = result.newPath === result.absolutePath ? "" : ` → ${basename(result.newPath)}`
  const done = result.changes
    .filter((change) => !(change === "metadata" && result.changes.includes("gps")))
    .map((change) => DONE[change])
  const named = result.renamedIn.map((json) => `nome trocado em ${basename(json)}`)
  return [
    `${file}${renamed}: ${size(result.before)} → ${size(result.after)} ` +
      `(${[...done, ...named].join(", ")})`,
  ]
}

/** The last line: how many photos changed, how many were fine, and the weight before and after. */
export function summaryLine(results: readonly PhotoResult[]): string {
  const changed = results.filter((result) => result.status === "changed")
  const unchanged = results.filter((result) => result.status === "unchanged").length
  const problems = results.filter((result) => result.status === "problem").length
  const problemText = problems === 1 ? "1 problema (acima)" : `${problems} problemas (acima)`
  if (!changed.length) {
    const fine =
      unchanged === 1 ? "a única foto já está pronta" : `as ${unchanged} fotos já estão prontas`
    if (!problems) {
      return unchanged
        ? `Nada a fazer: ${fine} (até ${PHOTO_LONG_SIDE} px, em pé, sem localização nem dados da câmera).`
        : "Nada a fazer: nenhuma foto encontrada."
    }
    return `Nenhuma foto alterada; ${problemText}.`
  }
  const before = changed.reduce((sum, result) => sum + result.before.bytes, 0)
  const after = changed.reduce((sum, result) => sum + result.after.bytes, 0)
  const parts = [
    changed.length === 1 ? "1 foto alterada" : `${changed.length} fotos alteradas`,
    `${unchanged} já ${unchanged === 1 ? "estava pronta" : "estavam prontas"}`,
    ...(problems ? [problemText] : []),
  ]
  return `${parts.join(", ")}. Peso das fotos alteradas: ${formatBytes(before)} → ${formatBytes(after)}.`
}

/** Where the photos were looked for, for the first line. */
export function folderLine(target: string, root = process.cwd()): string {
  return `Fotos em ${displayPath(target, root) || "."}/:`
}
