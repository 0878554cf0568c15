import { readFile, readdir } from "node:fs/promises"
import path from "node:path"

/** U+0000 in a built file (docs/decisions.md, "React 18.3.1's stream renderer is patched…"). */
export interface NulFile {
  /** The file, relative to the scanned folder, with a leading "/". */
  file: string
  count: number
  /** The text around the first NUL, the NUL shown as ␀. */
  context: string
}

export interface NulScan {
  /** Files read (every file but the binary formats below). */
  files: number
  nulBytes: number
  withNul: NulFile[]
}

/**
 * Formats that hold NUL bytes by design: pictures, fonts, documents, archives. Every other file is
 * read, so a text format nobody listed is checked rather than skipped.
 */
export const BINARY =
  /\.(avif|webp|jpe?g|png|gif|ico|bmp|tiff?|woff2?|ttf|otf|eot|pdf|mp4|webm|mp3|wasm|zip|gz|br)$/i

const CONTEXT_CHARS = 40

/** Every NUL byte in the non-binary files under root (a built public/). */
export async function scanNulBytes(root: string): Promise<NulScan> {
  const entries = await readdir(root, { recursive: true, withFileTypes: true })
  const files = entries
    .filter((entry) => entry.isFile() && !BINARY.test(entry.name))
    .map((entry) => path.join(entry.parentPath, entry.name))
    .sort()
  const withNul: NulFile[] = []
  for (const full of files) {
    const found = nulsIn(await readFile(full))
    if (found)
      withNul.push({ file: `/${path.relative(root, full).split(path.sep).join("/")}`, ...found })
  }
  return {
    files: files.length,
    nulBytes: withNul.reduce((sum, file) => sum + file.count, 0),
    withNul,
  }
}

function nulsIn(bytes: Buffer): { count: number; context: string } | null {
  const first = bytes.indexOf(0)
  if (first === -1) return null
  let count = 0
  for (let at = first; at !== -1; at = bytes.indexOf(0, at + 1)) count++
  const around = bytes.subarray(Math.max(0, first - CONTEXT_CHARS), first + CONTEXT_CHARS)
  // A cut multi-byte character at either end decodes as U+FFFD, which is harmless here.
  const context = around.toString("utf8").replace(/\0/g, "␀").replace(/\s+/g, " ")
  return { count, context }
}

/** "/a/index.html (2): …caminho ␀ção…", one line per file. */
export function describeNulFiles(scan: NulScan): string {
  return scan.withNul
    .map((found) => `${found.file} (${found.count}): …${found.context}…`)
    .join("\n")
}
