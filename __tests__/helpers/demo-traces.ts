/**
 * The demo firm's traces, read from the demo content itself (content/), so a demo text or
 * project added later is a trace too. The rule:
 *
 * - Identity fields are traces whatever their length: the firm's name and distinctive name word
 *   ("HidroVale"), legal name, CNPJ, CREA, phones, e-mails and their domain, street and CEP,
 *   social addresses, certificate numbers and issuers, the data officer; each engineer's name,
 *   id and CREA; each project's title (and its address slug), client and CAT numbers. Numbers
 *   count also as bare digits (the CNPJ, the phones with and without +55, the CEP, the CATs).
 * - Any other string (texts, descriptions, captions, bios, service items, files the demo adds
 *   later) counts by each line's runs between {placeholders}: a run of five words or more is a
 *   sentence the demo wrote. Shorter runs ("Fale conosco", "Drenagem", "Segunda a Sexta") are
 *   words any firm uses, as are place names (Belo Horizonte, MG), category names, figures and
 *   years, and the name of a standard (a certificate's "ISO 9001:2015 …").
 * - Pictures: the demo's logo, favicons and link-preview picture, byte for byte: the pictures in
 *   content/ outside projects/ and team/ (content/identidade/), and the files the build derives
 *   from them, as the fixture build in public/ has them (the fixture is the demo firm).
 */
import { existsSync, readdirSync, readFileSync } from "node:fs"
import path from "node:path"
import { IDENTITY_FILES } from "../../src/lib/identity-files"
import { slugify } from "../../src/lib/slug"

export interface TextTrace {
  /** Where it comes from: "content/site.json cnpj". */
  source: string
  /** The forms searched for: as written, and its other spellings. */
  forms: readonly string[]
}

export interface PictureTrace {
  source: string
  bytes: Buffer
}

const REPO = path.resolve(__dirname, "../..")
export const DEMO_CONTENT = path.join(REPO, "content")

/**
 * The pictures the build derives from the demo's identity (src/lib/identity-files.ts), as the
 * build of the test fixture made them: the fixture is the demo firm, logo and name included.
 */
const DERIVED_PICTURES = Object.values(IDENTITY_FILES)
  .filter((name) => name !== IDENTITY_FILES.manifest)
  .map((name) => `public/${name}`)

/** Fields that are traces at any length, as "file:path" with [] for a list's items. */
const IDENTITY = [
  /^site\.json:(name|legalName|cnpj|crea|phone|whatsapp|email)$/,
  /^site\.json:(address\.(street|postalCode)|social\[\]\.url|dataOfficer\.(name|email))$/,
  /^site\.json:certifications\[\]\.(number|issuer)$/,
  /^team\/[^/]+\.json:(id|name|crea)$/,
  /^projects\/[^/]+\/project\.json:(title|contratante|cats\[\]\.numero)$/,
]
/** Fields never traces, however long: a standard's name. */
const GENERIC = [/^site\.json:certifications\[\]\.name$/]

const MIN_WORDS = 5
/** Words of a firm's name any firm may use; the other words of the demo's name are traces. */
const NAME_WORDS =
  /^(engenharia|consultoria|projetos|saneamento|ambiental|hidr[aá]ulica|hidrossanit[aá]ria|sanit[aá]ria|ltda\.?|s\.a\.|eireli|me|e|de|do|da|dos|das)$/i

const digits = (value: string) => value.replace(/\D/g, "")

/** The other spellings of an identity field's value. */
function spellings(field: string, value: string): string[] {
  const key = field.replace(/^.*[:.]/, "")
  if (key === "cnpj" || key === "postalCode" || key === "numero") return [digits(value)]
  if (key === "phone" || key === "whatsapp") {
    const local = value.replace(/^.*\)\s*/, "")
    return [digits(value), `55${digits(value)}`, local, digits(local)]
  }
  if (key === "email") return [value.replace(/^.*@/, "")]
  if (key === "title") return [slugify(value)]
  if (field.startsWith("team/") && key === "crea") return [value.replace(/^CREA-\S+ /, "")]
  if (field === "site.json:name") return value.split(/\s+/).filter((w) => !NAME_WORDS.test(w))
  return []
}

/** A text's sentences: each line's runs between placeholders of MIN_WORDS words or more. */
export function sentences(text: string): string[] {
  return text
    .split("\n")
    .flatMap((line) => line.replace(/^\s*-\s+/, "").split(/\{[^}]*\}/))
    .map((run) => run.trim().replace(/^[,;:.]\s*/, ""))
    .filter((run) => run.split(/\s+/).filter((word) => /\p{L}/u.test(word)).length >= MIN_WORDS)
}

/** Every string in a JSON value, with its path ("address.street", "cats[].numero"). */
function strings(value: unknown, at = ""): [string, string][] {
  if (typeof value === "string") return [[at, value]]
  if (Array.isArray(value)) return value.flatMap((item) => strings(item, `${at}[]`))
  if (value && typeof value === "object")
    return Object.entries(value).flatMap(([key, item]) => strings(item, at ? `${at}.${key}` : key))
  return []
}

const filesUnder = (dir: string): string[] =>
  readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(dir, path.join(entry.parentPath, entry.name)))
    .map((file) => file.split(path.sep).join("/"))
    .sort()

const TEXT_FILE = /\.(json|md|markdown|ya?ml|txt)$/i

/** The text traces of a content folder (the demo's by default). */
export function textTraces(contentDir = DEMO_CONTENT): TextTrace[] {
  const label = path.relative(REPO, contentDir).split(path.sep).join("/")
  return filesUnder(contentDir)
    .filter((file) => TEXT_FILE.test(file))
    .flatMap((file) => {
      const raw = readFileSync(path.join(contentDir, file), "utf8")
      const leaves: [string, string][] = file.endsWith(".json")
        ? strings(JSON.parse(raw))
        : raw.split("\n").map((line, at): [string, string] => [`linha ${at + 1}`, line])
      return leaves.flatMap(([at, value]): TextTrace[] => {
        const field = `${file}:${at}`
        const source = `${label}/${file} ${at}`
        if (GENERIC.some((rule) => rule.test(field))) return []
        if (IDENTITY.some((rule) => rule.test(field))) {
          const forms = [value, ...spellings(field, value)].filter((form) => form.length >= 4)
          return [{ source, forms: [...new Set(forms)] }]
        }
        return sentences(value).map((sentence) => ({ source, forms: [sentence] }))
      })
    })
}

/** The demo's identity pictures that exist today. */
export function pictureTraces(contentDir = DEMO_CONTENT): PictureTrace[] {
  const inContent = filesUnder(contentDir)
    .filter((file) => !TEXT_FILE.test(file) && !/^(projects|team)\//.test(file))
    .map((file) => path.join(contentDir, file))
  return [...DERIVED_PICTURES.map((file) => path.join(REPO, file)), ...inContent]
    .filter((file) => existsSync(file))
    .map((file) => ({
      source: path.relative(REPO, file).split(path.sep).join("/"),
      bytes: readFileSync(file),
    }))
}
