/** The shape check's rules for a text: its pattern, its length, its words in braces. */
import type { Pattern } from "../../../src/lib/content-model/field"
import { lengthMessage, textLength } from "../../../src/lib/content-model/field"
import { PLACEHOLDERS } from "../../../src/lib/content-model/text-fields"
import { fieldPath, subject, textError, type Context, type Path, type Spec } from "./shape-messages"
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

/**
 * A word in braces the site does not replace, or a brace left open or closed alone, would show as
 * written, braces and all: an error, naming the words the site does replace.
 */
export function checkPlaceholders(
  value: string,
  spec: TextSpec,
  context: Context,
  path: Path,
): Finding[] {
  const known = spec.placeholders
  if (!known) return []
  const words = known.map((name) => `{${name}}`).join(", ")
  const stray = strayBrace(value)
  if (stray) {
    return [
      error(
        context.file,
        `${subject(path, spec)} tem ${stray}, e o site mostraria a chave como está. ` +
          `Feche a palavra entre chaves (${words}) ou tire a chave.`,
        fieldPath(path),
      ),
    ]
  }
  const unknown = [...value.matchAll(/\{([^{}]*)\}/g)]
    .map((match) => match[1])
    .filter((word) => !known.includes(word))
  return [...new Set(unknown)].map((word) =>
    error(
      context.file,
      `${subject(path, spec)} tem "{${word}}", que o site não ` +
        `substitui e mostraria assim, com as chaves. Use ${words}, ou tire as chaves.`,
      fieldPath(path),
    ),
  )
}

/**
 * A word in braces the text must carry (an essential of the privacy policy), left out: an
 * error saying what the page would then fail to say, and what the word stands for.
 */
export function checkRequiredWords(
  value: string,
  spec: TextSpec,
  context: Context,
  path: Path,
): Finding[] {
  return (spec.requiredWords ?? [])
    .filter(({ word }) => !value.includes(`{${word}}`))
    .map(({ word, missing }) => {
      const meaning = (PLACEHOLDERS as Record<string, string>)[word]
      return error(
        context.file,
        `${subject(path, spec)} não tem {${word}}: sem essa palavra, ${missing}. Escreva ` +
          `{${word}} no texto${meaning ? `; o site a troca por ${meaning}` : ""}.`,
        fieldPath(path),
      )
    })
}

/** The first brace without its pair, described with the words around it; null when all pair up. */
export function strayBrace(value: string): string | null {
  let open = -1
  for (let i = 0; i < value.length; i++) {
    const char = value[i]
    if (char === "{") {
      if (open >= 0) return `uma chave "{" sem fechar em "${around(value, open)}"`
      open = i
    } else if (char === "}") {
      if (open < 0) return `uma chave "}" sem a "{" que a abre em "${around(value, i)}"`
      open = -1
    }
  }
  return open >= 0 ? `uma chave "{" sem fechar em "${around(value, open)}"` : null
}

/** A few whole words on each side of a position, for a message. */
function around(value: string, at: number): string {
  const before = value.slice(0, at).split(" ").slice(-3).join(" ")
  const after = value.slice(at).split(" ").slice(0, 3).join(" ")
  const start = at - before.length
  const end = at + after.length
  return `${start > 0 ? "…" : ""}${before}${after}${end < value.length ? "…" : ""}`
}

/** A list of texts (references to other files): each a text, none blank. */
export function checkTexts(values: unknown[], spec: Spec, context: Context, path: Path): Finding[] {
  return values.flatMap((item, i) =>
    typeof item === "string" && item.trim() ? [] : textError(item, spec, context, [...path, i]),
  )
}
