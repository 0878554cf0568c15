/**
 * The check that compares a parsed JSON file with its content type's field table
 * (src/lib/content-model): missing, empty, wrong type, wrong form, unknown option, unknown field.
 * Every message comes from the table's labels, examples and patterns.
 */
import type {
  ContentType,
  FieldSpec,
  ItemSpec,
  NamedField,
  Pattern,
} from "../../../src/lib/content-model/field"
import { lengthMessage, patternOf, textLength } from "../../../src/lib/content-model/field"
import { DATE } from "../../../src/lib/content-model/patterns"
import { nearest } from "./suggest"
import { error, warning, type Finding } from "./types"

export type Path = readonly (string | number)[]

/** A field, a list's item, or the whole file: what one step of the check compares a value with. */
type Spec = NamedField | ItemSpec | RootSpec
interface RootSpec {
  kind: "root"
  label: string
  example: string
  fields: readonly FieldSpec[]
}

type Expected = "text" | "integer" | "boolean" | "list" | "group"

const TYPE_TEXT: Record<Expected, string> = {
  text: "um texto entre aspas",
  integer: "um número inteiro, sem aspas",
  boolean: "true ou false, sem aspas",
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

/** Every problem of one parsed file of the given content type. */
export function checkFields(
  value: unknown,
  type: ContentType,
  file: string,
  now: Date = new Date(),
  /** A text as the site shows it (its words in braces filled), for its length. */
  shown?: (text: string) => string,
): Finding[] {
  const root: RootSpec = {
    kind: "root",
    label: type.label,
    example: `{ "${firstField(type.fields)}": …, … }`,
    fields: type.fields,
  }
  return checkValue(value, root, { file, now, shown }, [])
}

interface Context {
  file: string
  now: Date
  shown?: (text: string) => string
}

function checkValue(value: unknown, spec: Spec, context: Context, path: Path): Finding[] {
  const { file } = context
  const field = path.length ? fieldPath(path) : undefined
  const name = path.length ? `${describe(path)} (${spec.label})` : "o arquivo"
  const example = exampleOf(spec, path)
  if (isAbsent(value, spec)) {
    if (!isRequired(spec)) return []
    return [
      error(file, `${capitalize(name)} está vazio. Preencha, por exemplo: ${example}.`, field),
    ]
  }
  if (spec.kind === "quantity") return checkQuantity(value, spec, context, path)
  const expected = expectedType(spec)
  if (!hasType(value, expected)) {
    const type = TYPE_TEXT[expected]
    return [error(file, `${capitalize(name)} deve ser ${type}, por exemplo: ${example}.`, field)]
  }
  switch (spec.kind) {
    case "root":
    case "group":
      return checkGroup(value as Record<string, unknown>, spec, context, path)
    case "list":
      return (value as unknown[]).flatMap((item, i) =>
        checkValue(item, spec.item, context, [...path, i]),
      )
    case "select":
      return spec.multiple
        ? (value as unknown[]).flatMap((item, i) => checkOption(item, spec, context, [...path, i]))
        : checkOption(value, spec, context, path)
    case "reference":
      return spec.multiple ? checkTexts(value as unknown[], spec, context, path) : []
    case "integer":
      return spec.min !== undefined && (value as number) < spec.min
        ? [
            error(
              file,
              `${capitalize(name)} deve ser ${spec.min} ou mais, por exemplo: ${example}.`,
              field,
            ),
          ]
        : []
    case "text":
      return [
        ...checkPattern(value as string, patternOf(spec, context.now), spec, context, path),
        ...checkLength(value as string, spec, context, path),
        ...checkPlaceholders(value as string, spec, context, path),
      ]
    case "date":
      return checkPattern(value as string, DATE, spec, context, path)
    default:
      return []
  }
}

/** A number without quotes or unit, 0 or more, whole for counts; a warning outside plausible. */
function checkQuantity(
  value: unknown,
  spec: Extract<NamedField, { kind: "quantity" }>,
  context: Context,
  path: Path,
): Finding[] {
  const { file } = context
  const field = fieldPath(path)
  const name = `${capitalize(describe(path))} (${spec.label})`
  const example = exampleOf(spec, path)
  const unit = spec.unit ? ` e sem a unidade (${spec.unit})` : ""
  if (typeof value === "string") {
    const typed = /[0-9]/.test(value) && /[^0-9.,\s]/.test(value.trim())
    const why = typed ? `, com a unidade escrita junto` : ""
    return [
      error(
        file,
        `${name} tem "${value}"${why}: escreva só o número, sem aspas${unit}, por exemplo: ${example}.`,
        field,
      ),
    ]
  }
  if (typeof value !== "number" || !Number.isFinite(value))
    return [
      error(file, `${name} deve ser um número sem aspas${unit}, por exemplo: ${example}.`, field),
    ]
  if (value < 0)
    return [
      error(
        file,
        `${name} é ${value}, negativo: escreva a quantidade, 0 ou mais, por exemplo: ${example}.`,
        field,
      ),
    ]
  if (spec.whole && !Number.isInteger(value))
    return [
      error(
        file,
        `${name} é ${value}: escreva um número inteiro de ${spec.unit}, sem pontos nem vírgulas, por exemplo: ${example}.`,
        field,
      ),
    ]
  const { min, max } = spec.plausible
  if (value < min || value > max)
    return [
      warning(
        file,
        `${name} é ${value}${spec.unit ? ` ${spec.unit}` : ""}, fora do comum para um projeto ` +
          `(de ${min} a ${max}). Confira o número e a unidade (${spec.unit}): um ponto ou um zero a mais?`,
        field,
      ),
    ]
  return []
}

function checkGroup(
  group: Record<string, unknown>,
  spec: Extract<Spec, { fields: readonly FieldSpec[] }>,
  context: Context,
  path: Path,
): Finding[] {
  const { file } = context
  const fields = spec.fields
  const known = fields.map((field) => field.name)
  const aliases = aliasesOf(fields)
  const unknown = Object.keys(group).filter((key) => !known.includes(key))
  const meant = new Map(unknown.map((key) => [key, nearest(key, known, aliases)]))
  const findings: Finding[] = []
  for (const field of fields) {
    if (field.kind === "ignored") {
      if (field.name in group)
        findings.push(warning(file, field.reason, fieldPath([...path, field.name])))
    } else if (field.name in group) {
      findings.push(...checkValue(group[field.name], field, context, [...path, field.name]))
    } else if (field.required) {
      const renamed = unknown.find((other) => meant.get(other) === field.name)
      if (renamed) meant.delete(renamed)
      findings.push(missing(file, [...path, field.name], field, renamed))
    }
  }
  for (const [key, suggestion] of meant)
    findings.push(unknownField(file, [...path, key], suggestion, fields))
  return findings
}

function checkOption(
  value: unknown,
  spec: Extract<NamedField, { kind: "select" }>,
  context: Context,
  path: Path,
): Finding[] {
  if (typeof value !== "string") return typeError(value, "text", spec, context, path)
  if (!value.trim()) return []
  if (spec.options.includes(value)) return []
  const suggestion = nearest(value, spec.options, spec.optionAliases)
  const fix = suggestion
    ? `Use "${suggestion}".`
    : `Use uma destas: ${spec.options.map((option) => `"${option}"`).join(", ")}.`
  return [
    error(
      context.file,
      `${capitalize(describe(path))} (${spec.label}) tem "${value}", que não é uma das opções. ${fix}`,
      fieldPath(path),
    ),
  ]
}

function checkTexts(values: unknown[], spec: Spec, context: Context, path: Path): Finding[] {
  return values.flatMap((item, i) =>
    typeof item === "string" && item.trim()
      ? []
      : typeError(item, "text", spec, context, [...path, i]),
  )
}

function typeError(
  value: unknown,
  expected: Expected,
  spec: Spec,
  context: Context,
  path: Path,
): Finding[] {
  const state = typeof value === "string" ? "está vazio" : `deve ser ${TYPE_TEXT[expected]}`
  return [
    error(
      context.file,
      `${capitalize(describe(path))} (${spec.label}) ${state}, por exemplo: ${itemExample(spec)}.`,
      fieldPath(path),
    ),
  ]
}

function checkPattern(
  value: string,
  pattern: Pattern | undefined,
  spec: Spec,
  context: Context,
  path: Path,
): Finding[] {
  if (!pattern || new RegExp(pattern.regex).test(value)) return []
  const suggestion = spec.kind === "text" && spec.suggest ? spec.suggest(value) : null
  const fix = suggestion ? ` Use "${suggestion}".` : ""
  return [
    error(
      context.file,
      `${capitalize(describe(path))} (${spec.label}) tem "${value}", fora do formato: ` +
        `${pattern.message}.${fix}`,
      fieldPath(path),
    ),
  ]
}

type TextSpec = Extract<Spec, { kind: "text" }>

/** A text past its measured limit: a warning, since the page still builds. */
function checkLength(value: string, spec: TextSpec, context: Context, path: Path): Finding[] {
  const shown = context.shown?.(value) ?? value
  const length = textLength(shown)
  if (spec.maxLength === undefined || length <= spec.maxLength) return []
  const filled =
    shown === value ? "" : " no site (com as palavras entre chaves trocadas pelos dados)"
  return [
    warning(
      context.file,
      `${capitalize(describe(path))} (${spec.label}) tem ${length} caracteres${filled}, mais ` +
        `que o limite de ${spec.maxLength}. ${lengthMessage(spec.maxLength)}.`,
      fieldPath(path),
    ),
  ]
}

/** A word in braces the site does not replace would show as written, braces and all. */
function checkPlaceholders(value: string, spec: TextSpec, context: Context, path: Path): Finding[] {
  const known = spec.placeholders
  if (!known) return []
  const unknown = [...value.matchAll(/\{([^{}]*)\}/g)]
    .map((match) => match[1])
    .filter((word) => !known.includes(word))
  return [...new Set(unknown)].map((word) =>
    warning(
      context.file,
      `${capitalize(describe(path))} (${spec.label}) tem "{${word}}", que o site não ` +
        `substitui e mostraria assim, com as chaves. Use ${known
          .map((name) => `{${name}}`)
          .join(", ")}, ou tire as chaves.`,
      fieldPath(path),
    ),
  )
}

function missing(file: string, path: Path, field: NamedField, renamed?: string): Finding {
  const name = `${describe(path)} (${field.label})`
  const fix = renamed
    ? `Há um campo "${renamed}" no lugar: renomeie-o para "${path[path.length - 1]}".`
    : `Acrescente, por exemplo: ${exampleOf(field, path)}.`
  return error(file, `Falta ${name}. ${fix}`, fieldPath(path))
}

function unknownField(
  file: string,
  path: Path,
  suggestion: string | null,
  fields: readonly FieldSpec[],
): Finding {
  const target = suggestion ? fields.find((field) => field.name === suggestion) : undefined
  const ignored = `${capitalize(describe(path))} não é conhecido e será IGNORADO (não aparece no site).`
  const fix =
    target?.kind === "ignored"
      ? target.reason
      : suggestion
        ? `Você quis dizer "${suggestion}"? Renomeie o campo para "${suggestion}".`
        : `Os campos aceitos aqui são: ${fields
            .filter((field) => field.kind !== "ignored")
            .map((field) => field.name)
            .join(", ")}.`
  return warning(file, `${ignored} ${fix}`, fieldPath(path))
}

/** { titulo: "title", … }: the names maintainers may write, from the table's aliases. */
function aliasesOf(fields: readonly FieldSpec[]): Record<string, string> {
  return Object.fromEntries(
    fields.flatMap((field) =>
      field.kind === "ignored" ? [] : (field.aliases ?? []).map((alias) => [alias, field.name]),
    ),
  )
}

function expectedType(spec: Spec): Expected {
  switch (spec.kind) {
    case "root":
    case "group":
      return "group"
    case "list":
      return "list"
    case "integer":
      return "integer"
    case "boolean":
      return "boolean"
    case "select":
    case "reference":
      return spec.multiple ? "list" : "text"
    default:
      return "text"
  }
}

function isRequired(spec: Spec): boolean {
  return "required" in spec ? spec.required : true
}

/** Missing, null, blank, or an empty list where the field needs at least one item. */
function isAbsent(value: unknown, spec: Spec): boolean {
  if (value === undefined || value === null) return true
  if (typeof value === "string") return value.trim() === ""
  return Array.isArray(value) && value.length === 0 && isRequired(spec)
}

function hasType(value: unknown, expected: Expected): boolean {
  if (expected === "text") return typeof value === "string"
  if (expected === "integer") return Number.isInteger(value)
  if (expected === "boolean") return typeof value === "boolean"
  if (expected === "list") return Array.isArray(value)
  return typeof value === "object" && !Array.isArray(value)
}

function exampleOf(spec: Spec, path: Path): string {
  const key = path[path.length - 1]
  return typeof key === "string" ? `"${key}": ${spec.example}` : spec.example
}

/** One item's example: `"Esgoto"` for a list of categories written ["Esgoto"]. */
function itemExample(spec: Spec): string {
  if (spec.kind === "select" || spec.kind === "reference") {
    const first = /^\[\s*("[^"]*")/.exec(spec.example)?.[1]
    return first ?? spec.example
  }
  return spec.example
}

function firstField(fields: readonly FieldSpec[]): string {
  return fields.find((field) => field.kind !== "ignored")?.name ?? "campo"
}

function capitalize(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1)
}
