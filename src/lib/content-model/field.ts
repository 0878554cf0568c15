/**
 * The content model's vocabulary: one entry per content field, in a table per content type, from
 * which everything else is made (docs/content-model.md, "One table per content type").
 */

/** A rule on a text's form: the regular expression's source, and the fix in Portuguese. */
export interface Pattern {
  regex: string
  /** Says how to write the value, as a sentence without a final period: "Escreva …, por exemplo …". */
  message: string
}

interface Described {
  /** The field's name in the JSON file. */
  name: string
  /** The Portuguese label: the editor's, the check's, and the site's wherever the site names it. */
  label: string
  required: boolean
  /** A valid value as it is written in the JSON file: "\"2019\"", "7", "[\"Esgoto\"]". */
  example: string
  /** What the field is for and how to fill it, in Portuguese: the editor's hint and the docs. */
  help: string
  /** Names maintainers may write instead of `name` (the check suggests the right one). */
  aliases?: readonly string[]
  /**
   * How the GraphQL type declares it: omitted for the usual mapping, `false` where a resolver
   * of the content-model plugin provides the field, or a whole SDL line.
   */
  graphql?: false | string
  /** Extra options of the editor's widget (Decap CMS), or `false` for a field it does not offer. */
  editor?: Record<string, unknown> | false
}

export type FieldSpec =
  | (Described & {
      kind: "text"
      multiline?: boolean
      pattern?: Pattern | ((now: Date) => Pattern)
      /** The well-written form of a value that breaks the pattern, when one can be guessed. */
      suggest?: (value: string) => string | null
      /**
       * The longest text, in characters, the layout takes at 390 and 1280 px (measured, see
       * docs/content-model.md, "Text limits"): the check warns past it, the editor refuses it.
       */
      maxLength?: number
      /** The words in braces ("{empresa}") the site replaces with a fact in this text. */
      placeholders?: readonly string[]
      /**
       * Words in braces the text must carry, each with what the page would fail to say without
       * it (an essential of the privacy policy): the check and the editor refuse the text.
       */
      requiredWords?: readonly RequiredWord[]
    })
  | (Described & { kind: "integer"; min?: number })
  /**
   * A measured amount of work, summed by the site: a number without quotes, 0 or more, in the
   * table's unit ("km", "m³"); `whole` for counts. Outside `plausible` the check warns.
   */
  | (Described & {
      kind: "quantity"
      unit: string
      whole?: boolean
      plausible: { min: number; max: number }
    })
  | (Described & { kind: "boolean" })
  /** A day written "AAAA-MM-DD". */
  | (Described & { kind: "date" })
  | (Described & {
      kind: "select"
      options: readonly string[]
      multiple?: boolean
      /** How the editor shows each option, when not as written in the file. */
      optionLabels?: readonly string[]
      /** Other names of an option the check recognises: { "segunda-feira": "Monday" }. */
      optionAliases?: Readonly<Record<string, string>>
    })
  /** A file name in the JSON file's own folder. */
  | (Described & { kind: "image" })
  /** The `id` of a content item of another type, e.g. a team member; several when `multiple`. */
  | (Described & { kind: "reference"; to: ReferenceTarget; multiple: boolean })
  /**
   * Names from a list the firm keeps in another file (a project's categories, from
   * categories.json): the editor offers that list's items; the check names a value not in it.
   */
  | (Described & { kind: "listed"; from: ListSource; multiple: boolean })
  | (Described & { kind: "list"; item: ItemSpec; max?: number })
  | (Described & { kind: "group"; typeName: string; fields: readonly FieldSpec[] })
  /** An old field that is read no more: the check warns and says why. */
  | { kind: "ignored"; name: string; reason: string }

/** A list's item: a field without a name of its own. */
export type ItemSpec =
  | Omit<Extract<FieldSpec, { kind: "text" }>, "name" | "required" | "aliases" | "graphql">
  | Omit<Extract<FieldSpec, { kind: "image" }>, "name" | "required" | "aliases" | "graphql">
  | Omit<Extract<FieldSpec, { kind: "group" }>, "name" | "required" | "aliases" | "graphql">

export interface ReferenceTarget {
  /** The content type referred to, as the editor's collection and the GraphQL type name it. */
  collection: string
  typeName: string
  /** The referred item's field shown in the editor's choices. */
  displayField: string
}

/** A word in braces a text must carry, and what the page would fail to say without it. */
export interface RequiredWord {
  word: string
  /** Portuguese, as a clause: "a página não diria quem é o controlador dos dados". */
  missing: string
}

/** The list a `listed` field takes its values from: a list field of a one-file content type. */
export interface ListSource {
  type: ContentType
  /** The list's field in that type's file. */
  field: string
  /** The editor's files collection and file that hold the list (Decap's relation widget). */
  editor: { collection: string; file: string }
}

/**
 * Where a content type's JSON is, inside the content folder: written here once, read by the
 * build's JSON transformer, the content check, the editor's collections and the docs
 * (location.ts).
 */
export type ContentLocation =
  /** One file: "site.json", or in its own folder beside its pictures: "identidade/identidade.json". */
  | { kind: "file"; file: string }
  /** A file per item in a folder, `item` as the docs name it: "team", "<id>.json". */
  | { kind: "folder"; folder: string; item: string }
  /** A folder per item, named `prefix` and the item's number (location.ts), holding `file`. */
  | { kind: "folders"; folder: string; prefix: string; file: string }

/** A content type: its GraphQL type, the JSON file(s) holding it, and its fields. */
export interface ContentType {
  typeName: string
  /** What one item is, in Portuguese: "projeto", "dados da empresa", "membro da equipe". */
  label: string
  location: ContentLocation
  fields: readonly FieldSpec[]
}

export type NamedField = Exclude<FieldSpec, { kind: "ignored" }>

/** The field named `name` of a table (nested names with dots: "stats.vazaoRe"). */
export function fieldOf(fields: readonly FieldSpec[], path: string): NamedField {
  const [head, ...rest] = path.split(".")
  const field = fields.find((candidate) => candidate.name === head)
  if (!field || field.kind === "ignored") throw new Error(`No content field "${path}"`)
  if (rest.length === 0) return field
  const inner = groupOf(field)
  if (!inner) throw new Error(`Content field "${head}" has no fields`)
  return fieldOf(inner.fields, rest.join("."))
}

/** The group of fields a field holds: its own, or each item's of a list of groups. */
export function groupOf(field: FieldSpec): Extract<FieldSpec | ItemSpec, { kind: "group" }> | null {
  if (field.kind === "group") return field
  return field.kind === "list" && field.item.kind === "group" ? field.item : null
}

/** A required text field; `more` adds its rules (pattern, aliases, limit…). */
export const textField = (
  name: string,
  label: string,
  example: string,
  help: string,
  more: Partial<Extract<FieldSpec, { kind: "text" }>> = {},
): FieldSpec => ({ name, label, kind: "text", required: true, example, help, ...more })

/** A required list of texts, each described by `item`; `more` adds the list's own options. */
export const textList = (
  name: string,
  label: string,
  example: string,
  help: string,
  item: Omit<Extract<ItemSpec, { kind: "text" }>, "kind">,
  more: Partial<Extract<FieldSpec, { kind: "list" }>> = {},
): FieldSpec => ({
  name,
  label,
  kind: "list",
  required: true,
  example,
  help,
  item: { kind: "text", ...item },
  ...more,
})

/** A field's pattern for a given day (the year's pattern moves with the calendar). */
export function patternOf(field: NamedField | ItemSpec, now: Date): Pattern | undefined {
  if (field.kind !== "text" || !field.pattern) return undefined
  return typeof field.pattern === "function" ? field.pattern(now) : field.pattern
}

/** The fix for a text over its limit, the same words in the check and the editor. */
export function lengthMessage(maxLength: number): string {
  return (
    `Use no máximo ${maxLength} caracteres: um texto mais longo desarruma a seção no celular ` +
    "ou no computador. Encurte o texto"
  )
}

/** How many characters a text has, as a maintainer counts them (accents are one). */
export function textLength(value: string): number {
  return [...value.normalize("NFC")].length
}
