/**
 * A small declarative description of a JSON file (which fields, of which type, which required)
 * and the check that compares a parsed file to it: missing, empty, wrong type, unknown fields.
 */
import { nearest } from "./suggest"
import { error, warning, type Finding } from "./types"

interface Described {
  /** What the field holds, in Portuguese: "título do projeto". */
  label: string
  /** A valid value as it is written in the file: "\"2019\"", "7", "[\"Esgoto\"]". */
  example: string
  optional?: boolean
}

export type Shape =
  | (Described & { kind: "text" | "integer" })
  | (Described & { kind: "list"; item: Shape; nonEmpty?: boolean })
  | (Described & { kind: "group"; fields: Fields; aliases?: Aliases })
  | { kind: "ignored"; reason: string }

export type Fields = Record<string, Shape>
/** Names maintainers may write instead of the real field name: { titulo: "title" }. */
export type Aliases = Record<string, string>
export type Path = readonly (string | number)[]

const TYPE_TEXT = {
  text: "um texto entre aspas",
  integer: "um número inteiro, sem aspas",
  list: "uma lista entre colchetes [ ]",
  group: "um grupo de campos entre chaves { }",
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

export function checkShape(value: unknown, shape: Shape, file: string, path: Path = []): Finding[] {
  if (shape.kind === "ignored") return [warning(file, shape.reason, fieldPath(path))]
  const field = path.length ? fieldPath(path) : undefined
  const name = path.length ? `${describe(path)} (${shape.label})` : "o arquivo"
  const example = exampleOf(shape, path)
  if (value === undefined || value === null || isBlank(value) || isEmptyList(value, shape)) {
    if (shape.optional) return []
    return [
      error(file, `${capitalize(name)} está vazio. Preencha, por exemplo: ${example}.`, field),
    ]
  }
  if (!hasKind(value, shape.kind)) {
    const type = TYPE_TEXT[shape.kind]
    return [error(file, `${capitalize(name)} deve ser ${type}, por exemplo: ${example}.`, field)]
  }
  if (shape.kind === "list") {
    return (value as unknown[]).flatMap((item, i) =>
      checkShape(item, shape.item, file, [...path, i]),
    )
  }
  if (shape.kind === "group") return checkGroup(value as Record<string, unknown>, shape, file, path)
  return []
}

function checkGroup(
  group: Record<string, unknown>,
  shape: Extract<Shape, { kind: "group" }>,
  file: string,
  path: Path,
): Finding[] {
  const known = Object.keys(shape.fields)
  const unknown = Object.keys(group).filter((key) => !known.includes(key))
  const meant = new Map(unknown.map((key) => [key, nearest(key, known, shape.aliases)]))
  const findings: Finding[] = []
  for (const [key, fieldShape] of Object.entries(shape.fields)) {
    if (key in group) {
      findings.push(...checkShape(group[key], fieldShape, file, [...path, key]))
    } else if (fieldShape.kind !== "ignored" && !fieldShape.optional) {
      const renamed = unknown.find((other) => meant.get(other) === key)
      if (renamed) meant.delete(renamed)
      findings.push(missing(file, [...path, key], fieldShape, renamed))
    }
  }
  for (const [key, suggestion] of meant)
    findings.push(unknownField(file, [...path, key], suggestion, shape))
  return findings
}

function missing(file: string, path: Path, shape: Described, renamed?: string): Finding {
  const name = `${describe(path)} (${shape.label})`
  const fix = renamed
    ? `Há um campo "${renamed}" no lugar: renomeie-o para "${path[path.length - 1]}".`
    : `Acrescente, por exemplo: ${exampleOf(shape, path)}.`
  return error(file, `Falta ${name}. ${fix}`, fieldPath(path))
}

function unknownField(
  file: string,
  path: Path,
  suggestion: string | null,
  group: Extract<Shape, { kind: "group" }>,
): Finding {
  const target = suggestion ? group.fields[suggestion] : undefined
  const ignored = `${capitalize(describe(path))} não é conhecido e será IGNORADO (não aparece no site).`
  const fix =
    target?.kind === "ignored"
      ? target.reason
      : suggestion
        ? `Você quis dizer "${suggestion}"? Renomeie o campo para "${suggestion}".`
        : `Os campos aceitos aqui são: ${Object.keys(group.fields).join(", ")}.`
  return warning(file, `${ignored} ${fix}`, fieldPath(path))
}

function exampleOf(shape: Described, path: Path): string {
  const key = path[path.length - 1]
  return typeof key === "string" ? `"${key}": ${shape.example}` : shape.example
}

function hasKind(value: unknown, kind: "text" | "integer" | "list" | "group"): boolean {
  if (kind === "text") return typeof value === "string"
  if (kind === "integer") return Number.isInteger(value)
  if (kind === "list") return Array.isArray(value)
  return typeof value === "object" && !Array.isArray(value)
}

const isBlank = (value: unknown) => typeof value === "string" && value.trim() === ""
const isEmptyList = (value: unknown, shape: Shape) =>
  Array.isArray(value) && value.length === 0 && shape.kind === "list" && shape.nonEmpty === true

function capitalize(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1)
}
