/**
 * A parsed JSON file against its content type's field table, every message from the table's
 * labels, examples and patterns. This file walks groups and lists; a value's rules are in
 * shape-values.ts, a text's in shape-text.ts, the messages' words in shape-messages.ts.
 */
import type { ContentType, FieldSpec, NamedField } from "../../../src/lib/content-model/field"
import { patternOf } from "../../../src/lib/content-model/field"
import { DATE } from "../../../src/lib/content-model/patterns"
import {
  capitalize,
  describe,
  exampleOf,
  fieldPath,
  rootSpec,
  TYPE_TEXT,
  type Context,
  type Path,
  type Spec,
} from "./shape-messages"
import {
  checkLength,
  checkPattern,
  checkPlaceholders,
  checkRequiredWords,
  checkTexts,
} from "./shape-text"
import {
  checkOption,
  checkQuantity,
  expectedType,
  hasType,
  isAbsent,
  isRequired,
} from "./shape-values"
import { nearest } from "./suggest"
import { error, warning, type Finding } from "./types"

export { describe, fieldPath, type Path } from "./shape-messages"

/** Every problem of one parsed file of the given content type. */
export function checkFields(
  value: unknown,
  type: ContentType,
  file: string,
  now: Date = new Date(),
  /** A text as the site shows it (its words in braces filled), for its length. */
  shown?: (text: string) => string,
): Finding[] {
  return checkValue(value, rootSpec(type), { file, now, shown }, [])
}

function checkValue(value: unknown, spec: Spec, context: Context, path: Path): Finding[] {
  const name = capitalize(path.length ? `${describe(path)} (${spec.label})` : "o arquivo")
  const example = exampleOf(spec, path)
  const fail = (message: string) => [
    error(context.file, message, path.length ? fieldPath(path) : undefined),
  ]
  if (isAbsent(value, spec)) {
    if (!isRequired(spec)) return []
    return fail(`${name} está vazio. Preencha, por exemplo: ${example}.`)
  }
  if (spec.kind === "quantity") return checkQuantity(value, spec, context, path)
  const expected = expectedType(spec)
  if (!hasType(value, expected))
    return fail(`${name} deve ser ${TYPE_TEXT[expected]}, por exemplo: ${example}.`)
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
    case "listed":
      return spec.multiple ? checkTexts(value as unknown[], spec, context, path) : []
    case "integer":
      return spec.min !== undefined && (value as number) < spec.min
        ? fail(`${name} deve ser ${spec.min} ou mais, por exemplo: ${example}.`)
        : []
    case "text":
      return [
        ...checkPattern(value as string, patternOf(spec, context.now), spec, context, path),
        ...checkLength(value as string, spec, context, path),
        ...checkPlaceholders(value as string, spec, context, path),
        ...checkRequiredWords(value as string, spec, context, path),
      ]
    case "date":
      return checkPattern(value as string, DATE, spec, context, path)
    default:
      return []
  }
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
