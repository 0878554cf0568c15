/** Finding the name a maintainer probably meant: "Abastecimento de Agua" → "Abastecimento de Água". */

/** Lower case, no accents, letters and digits only: "Vazão_RE" → "vazaore". */
export function simplify(text: string): string {
  return text
    .normalize("NFD")
    .replace(/\p{Diacritic}/gu, "")
    .toLowerCase()
    .replace(/[^a-z0-9]/g, "")
}

/** Levenshtein distance: the number of single-letter edits from one text to the other. */
export function editDistance(a: string, b: string): number {
  let previous = Array.from({ length: b.length + 1 }, (_, j) => j)
  for (let i = 1; i <= a.length; i++) {
    const current = [i]
    for (let j = 1; j <= b.length; j++) {
      const substitution = previous[j - 1] + (a[i - 1] === b[j - 1] ? 0 : 1)
      current.push(Math.min(previous[j] + 1, current[j - 1] + 1, substitution))
    }
    previous = current
  }
  return previous[b.length]
}

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
