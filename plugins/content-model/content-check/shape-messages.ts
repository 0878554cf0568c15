/** The words of the shape check's messages: a field's place, a value's type, an example. */
import type {
  ContentType,
  FieldSpec,
  ItemSpec,
  NamedField,
} from "../../../src/lib/content-model/field"
import { error, type Finding } from "./types"

export type Path = readonly (string | number)[]

/** A field, a list's item, or the whole file: what one step of the check compares a value with. */
export type Spec = NamedField | ItemSpec | RootSpec
export interface RootSpec {
  kind: "root"
  label: string
  example: string
  fields: readonly FieldSpec[]
}

/** What the check knows besides the value: the file it reports, today, and the text as shown. */
export interface Context {
  file: string
  now: Date
  /** A text as the site shows it (its words in braces filled), for its length. */
  shown?: (text: string) => string
}

export type Expected = "text" | "integer" | "boolean" | "list" | "group"

export const TYPE_TEXT: Record<Expected, string> = {
  text: "um texto entre aspas",
  integer: "um número inteiro, sem aspas",
  boolean: "true ou false, sem aspas",
  list: "uma lista entre colchetes [ ]",
  group: "um grupo de campos entre chaves { }",
}

/** The whole file as a Spec: its fields, and an example that names the first of them. */
export function rootSpec(type: ContentType): RootSpec {
  const first = type.fields.find((field) => field.kind !== "ignored")?.name ?? "campo"
  return { kind: "root", label: type.label, example: `{ "${first}": …, … }`, fields: type.fields }
}

/** "hours[1].opens": the field's path in the file, the Problem's `field`. */
export function fieldPath(path: Path): string {
  return path
    .map((part, i) => (typeof part === "number" ? `[${part}]` : i === 0 ? part : `.${part}`))
    .join("")
}

/** 'o campo "opens" do 2º item do campo "hours"': the field's path for a person. */
export function describe(path: Path): string {
  const parts = path.map((part) =>
    typeof part === "number" ? `${part + 1}º item` : `campo "${part}"`,
  )
  return `o ${parts.reverse().join(" do ")}`
}

/** 'O campo "opens" do 2º item do campo "hours" (Abre)': how a message starts. */
export function subject(path: Path, spec: Spec): string {
  return `${capitalize(describe(path))} (${spec.label})`
}

export function capitalize(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1)
}

export function exampleOf(spec: Spec, path: Path): string {
  const key = path[path.length - 1]
  return typeof key === "string" ? `"${key}": ${spec.example}` : spec.example
}

/** One item's example: `"Esgoto"` for a list of categories written ["Esgoto"]. */
function itemExample(spec: Spec): string {
  if (spec.kind === "select" || spec.kind === "reference" || spec.kind === "listed") {
    const first = /^\[\s*("[^"]*")/.exec(spec.example)?.[1]
    return first ?? spec.example
  }
  return spec.example
}

/** A list's item, or an option, that is not a text, or is blank. */
export function textError(value: unknown, spec: Spec, context: Context, path: Path): Finding[] {
  const state = typeof value === "string" ? "está vazio" : `deve ser ${TYPE_TEXT.text}`
  return [
    error(
      context.file,
      `${subject(path, spec)} ${state}, por exemplo: ${itemExample(spec)}.`,
      fieldPath(path),
    ),
  ]
}
