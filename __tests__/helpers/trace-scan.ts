/**
 * Finds traces in a folder of files (a built site, a content folder). A text file is searched
 * as written and decoded (JSON and JavaScript escapes, HTML entities, %-encoding), case and
 * spacing ignored; a form found inside a longer word or number does not count ("ana-ribeiro" in
 * "mariana-ribeiro"). Every file, binary or not, is compared with the pictures byte for byte,
 * and a text file is searched for each picture's base64 (a data: address).
 */
import { readdirSync, readFileSync } from "node:fs"
import path from "node:path"
import { BINARY } from "../../scripts/lib/nul-bytes"
import type { PictureTrace, TextTrace } from "./demo-traces"

export interface Found {
  source: string
  /** The form found: the text, or "(bytes)" / "(base64)" for a picture. */
  form: string
  /** The file holding it, relative to the scanned folder, with a leading "/". */
  file: string
}

const ENTITIES: Record<string, string> = { amp: "&", lt: "<", gt: ">", quot: '"', apos: "'" }

/** JSON and JavaScript escapes, then HTML entities, then %-encoding, undone. */
export function decode(text: string): string {
  return text
    .replace(/\\u\{([0-9a-f]+)\}|\\u([0-9a-f]{4})|\\x([0-9a-f]{2})/gi, (_, a, b, c) =>
      String.fromCodePoint(parseInt(a ?? b ?? c, 16)),
    )
    .replace(/\\([nrt])/g, " ")
    .replace(/\\(["'/\\])/g, "$1")
    .replace(/&(#x[0-9a-f]+|#[0-9]+|[a-z]+);/gi, (whole, name: string) => {
      if (name[0] !== "#") return ENTITIES[name.toLowerCase()] ?? (name === "nbsp" ? " " : whole)
      return String.fromCodePoint(parseInt(name.slice(2), 16) || Number(name.slice(1)) || 32)
    })
    .replace(/(?:%[0-9a-f]{2})+/gi, (encoded) => {
      try {
        return decodeURIComponent(encoded)
      } catch {
        return encoded
      }
    })
}

/** Case, accents' composition, React's <!-- --> text separators and spacing ignored. */
export const normalize = (text: string) =>
  text
    .normalize("NFC")
    .replace(/<!-- -->/g, "")
    .replace(/\s+/gu, " ")
    .toLowerCase()

const WORD = /[\p{L}\p{N}]/u

/** Whether `form` occurs in `text` other than inside a longer word or number. */
function occurs(text: string, form: string): boolean {
  const checkBefore = WORD.test(form[0])
  const checkAfter = WORD.test(form[form.length - 1])
  for (let at = text.indexOf(form); at !== -1; at = text.indexOf(form, at + 1)) {
    const before = at > 0 && checkBefore && WORD.test(text[at - 1])
    const after = checkAfter && WORD.test(text[at + form.length] ?? "")
    if (!before && !after) return true
  }
  return false
}

/** Every file under root, as "/a/b.html", but those under the folders left out. */
export function filesIn(root: string, leaveOut: readonly string[] = []): string[] {
  return readdirSync(root, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => `/${path.relative(root, path.join(entry.parentPath, entry.name))}`)
    .map((file) => file.split(path.sep).join("/"))
    .filter((file) => !leaveOut.some((folder) => file.startsWith(`/${folder}/`)))
    .sort()
}

/** The traces found in the files under root (those under `leaveOut` folders not read). */
export function scanForTraces(
  root: string,
  texts: readonly TextTrace[],
  pictures: readonly PictureTrace[],
  leaveOut: readonly string[] = [],
): { files: number; found: Found[] } {
  const forms = texts.flatMap(({ source, forms }) =>
    forms.map((form) => ({ source, form, searched: normalize(form) })),
  )
  const base64 = pictures.map(({ source, bytes }) => ({ source, text: bytes.toString("base64") }))
  const files = filesIn(root, leaveOut)
  const found: Found[] = []
  for (const file of files) {
    const bytes = readFileSync(path.join(root, file))
    for (const { source, bytes: picture } of pictures)
      if (bytes.equals(picture)) found.push({ source, form: "(bytes)", file })
    if (BINARY.test(file)) continue
    const raw = bytes.toString("utf8")
    for (const { source, text } of base64)
      if (raw.includes(text)) found.push({ source, form: "(base64)", file })
    const plain = normalize(raw)
    const decoded = normalize(decode(raw))
    for (const { source, form, searched } of forms)
      if (occurs(plain, searched) || occurs(decoded, searched)) found.push({ source, form, file })
  }
  return { files: files.length, found }
}
