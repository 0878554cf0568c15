/**
 * The shape check's rules for a text: its form (a pattern), its measured length, the words in
 * braces the site fills, and a list of texts (references) with none blank.
 */
import type { Pattern } from "../../../src/lib/content-model/field"
import { lengthMessage, textLength } from "../../../src/lib/content-model/field"
import { fieldPath, subject, typeError, type Context, type Path, type Spec } from "./shape-messages"
import { error, warning, type Finding } from "./types"

type TextSpec = Extract<Spec, { kind: "text" }>

export function checkPattern(
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
      `${subject(path, spec)} tem "${value}", fora do formato: ${pattern.message}.${fix}`,
      fieldPath(path),
    ),
  ]
}

/** A text past its measured limit: a warning, since the page still builds. */
export function checkLength(
  value: string,
  spec: TextSpec,
  context: Context,
  path: Path,
): Finding[] {
  const shown = context.shown?.(value) ?? value
  const length = textLength(shown)
  if (spec.maxLength === undefined || length <= spec.maxLength) return []
  const filled =
    shown === value ? "" : " no site (com as palavras entre chaves trocadas pelos dados)"
  return [
    warning(
      context.file,
      `${subject(path, spec)} tem ${length} caracteres${filled}, mais ` +
        `que o limite de ${spec.maxLength}. ${lengthMessage(spec.maxLength)}.`,
      fieldPath(path),
    ),
  ]
}

/** A word in braces the site does not replace would show as written, braces and all. */
export function checkPlaceholders(
  value: string,
  spec: TextSpec,
  context: Context,
  path: Path,
): Finding[] {
  const known = spec.placeholders
  if (!known) return []
  const unknown = [...value.matchAll(/\{([^{}]*)\}/g)]
    .map((match) => match[1])
    .filter((word) => !known.includes(word))
  return [...new Set(unknown)].map((word) =>
    warning(
      context.file,
      `${subject(path, spec)} tem "{${word}}", que o site não ` +
        `substitui e mostraria assim, com as chaves. Use ${known
          .map((name) => `{${name}}`)
          .join(", ")}, ou tire as chaves.`,
      fieldPath(path),
    ),
  )
}

/** A list of texts (references to other files): each a text, none blank. */
export function checkTexts(values: unknown[], spec: Spec, context: Context, path: Path): Finding[] {
  return values.flatMap((item, i) =>
    typeof item === "string" && item.trim()
      ? []
      : typeError(item, "text", spec, context, [...path, i]),
  )
}
