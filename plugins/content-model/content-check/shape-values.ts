/** The shape check's rules for a single value: present, of its type, an option, a quantity. */
import type { NamedField } from "../../../src/lib/content-model/field"
import {
  exampleOf,
  fieldPath,
  subject,
  textError,
  type Context,
  type Expected,
  type Path,
  type Spec,
} from "./shape-messages"
import { nearest } from "./suggest"
import { error, warning, type Finding } from "./types"

/** A number without quotes or unit, 0 or more, whole for counts; a warning outside plausible. */
export function checkQuantity(
  value: unknown,
  spec: Extract<NamedField, { kind: "quantity" }>,
  context: Context,
  path: Path,
): Finding[] {
  const name = subject(path, spec)
  const example = exampleOf(spec, path)
  const unit = spec.unit ? ` e sem a unidade (${spec.unit})` : ""
  const fail = (message: string) => [error(context.file, message, fieldPath(path))]
  if (typeof value === "string") {
    const typed = /[0-9]/.test(value) && /[^0-9.,\s]/.test(value.trim())
    const why = typed ? `, com a unidade escrita junto` : ""
    return fail(
      `${name} tem "${value}"${why}: escreva só o número, sem aspas${unit}, por exemplo: ${example}.`,
    )
  }
  if (typeof value !== "number" || !Number.isFinite(value))
    return fail(`${name} deve ser um número sem aspas${unit}, por exemplo: ${example}.`)
  if (value < 0)
    return fail(
      `${name} é ${value}, negativo: escreva a quantidade, 0 ou mais, por exemplo: ${example}.`,
    )
  if (spec.whole && !Number.isInteger(value))
    return fail(
      `${name} é ${value}: escreva um número inteiro de ${spec.unit}, sem pontos nem vírgulas, por exemplo: ${example}.`,
    )
  const { min, max } = spec.plausible
  if (value < min || value > max)
    return [
      warning(
        context.file,
        `${name} é ${value}${spec.unit ? ` ${spec.unit}` : ""}, fora do comum para um projeto ` +
          `(de ${min} a ${max}). Confira o número e a unidade (${spec.unit}): um ponto ou um zero a mais?`,
        fieldPath(path),
      ),
    ]
  return []
}

/** One of the table's options, or the nearest one suggested, or the list of them. */
export function checkOption(
  value: unknown,
  spec: Extract<NamedField, { kind: "select" }>,
  context: Context,
  path: Path,
): Finding[] {
  if (typeof value !== "string") return textError(value, spec, context, path)
  if (!value.trim()) return []
  if (spec.options.includes(value)) return []
  const suggestion = nearest(value, spec.options, spec.optionAliases)
  const fix = suggestion
    ? `Use "${suggestion}".`
    : `Use uma destas: ${spec.options.map((option) => `"${option}"`).join(", ")}.`
  return [
    error(
      context.file,
      `${subject(path, spec)} tem "${value}", que não é uma das opções. ${fix}`,
      fieldPath(path),
    ),
  ]
}

export function expectedType(spec: Spec): Expected {
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
    case "listed":
      return spec.multiple ? "list" : "text"
    default:
      return "text"
  }
}

export function isRequired(spec: Spec): boolean {
  return "required" in spec ? spec.required : true
}

/** Missing, null, blank, or an empty list where the field needs at least one item. */
export function isAbsent(value: unknown, spec: Spec): boolean {
  if (value === undefined || value === null) return true
  if (typeof value === "string") return value.trim() === ""
  return Array.isArray(value) && value.length === 0 && isRequired(spec)
}

export function hasType(value: unknown, expected: Expected): boolean {
  if (expected === "text") return typeof value === "string"
  if (expected === "integer") return Number.isInteger(value)
  if (expected === "boolean") return typeof value === "boolean"
  if (expected === "list") return Array.isArray(value)
  return typeof value === "object" && !Array.isArray(value)
}
