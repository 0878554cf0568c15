/** Finding the name a maintainer probably meant: "Abastecimento de Agua" → "Abastecimento de Água". */
import { distance as editDistance } from "fastest-levenshtein"
import { normalizeText } from "../../../src/lib/project-search"

/** Lower case, no accents, letters and digits only: "Vazão_RE" → "vazaore". */
export const simplify = (text: string) => normalizeText(text).replaceAll(" ", "")

/**
 * The candidate the text most likely meant, or null: first an accent- and case-insensitive match,
 * then a known alias (e.g. Portuguese field names), then the closest candidate or alias by a few
 * edits (about one in three letters).
 */
export function nearest(
  text: string,
  candidates: readonly string[],
  aliases: Readonly<Record<string, string>> = {},
): string | null {
  const simple = simplify(text)
  if (!simple) return null
  const sameLetters = candidates.find((candidate) => simplify(candidate) === simple)
  if (sameLetters) return sameLetters
  const alias = Object.entries(aliases).find(([name]) => simplify(name) === simple)
  if (alias && candidates.includes(alias[1])) return alias[1]
  const tolerance = Math.max(2, Math.floor(simple.length / 3))
  const names: [string, string][] = [
    ...candidates.map((candidate): [string, string] => [candidate, candidate]),
    ...Object.entries(aliases).filter(([, target]) => candidates.includes(target)),
  ]
  let best: { candidate: string; distance: number } | null = null
  for (const [name, candidate] of names) {
    const distance = editDistance(simple, simplify(name))
    if (distance <= tolerance && (!best || distance < best.distance)) best = { candidate, distance }
  }
  return best?.candidate ?? null
}
