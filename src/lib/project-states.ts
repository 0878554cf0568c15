import { isBrazilianState, joinWithE, STATE_NAMES, type StateCode } from "./brazil-states"
import { listingPath } from "./portfolio-paths"
/**
 * The states (UF) where the firm has projects, read from each project's "Cidade - UF" location:
 * the map of the home page and any copy that names or counts those states share this module.
 */

export { STATE_NAMES }

export type Uf = StateCode

export interface StateCount {
  uf: Uf
  name: string
  count: number
}

export const isUf = isBrazilianState

/**
 * "Itabira - MG" → "MG". Tolerates an en dash and stray spaces; a location without a known
 * state code gives null (the content check reports it before a build gets here).
 */
export function ufFromLocation(location: string): Uf | null {
  const match = /\s[-–]\s*([A-Za-z]{2})\s*$/.exec(location)
  const code = match?.[1].toUpperCase() ?? ""
  return isUf(code) ? code : null
}

/** Projects per state: most projects first, then by state name. */
export function countProjectsByState(locations: readonly string[]): StateCount[] {
  const counts = new Map<Uf, number>()
  for (const location of locations) {
    const uf = ufFromLocation(location)
    if (uf) counts.set(uf, (counts.get(uf) ?? 0) + 1)
  }
  return [...counts]
    .map(([uf, count]) => ({ uf, name: STATE_NAMES[uf], count }))
    .sort((a, b) => b.count - a.count || a.name.localeCompare(b.name, "pt-BR"))
}

/** The portfolio filtered to one state: `/projetos/estado/mg/`. */
export function statePath(uf: string): string {
  return listingPath({ kind: "state", state: uf.toUpperCase() as Uf })
}

/** "1 projeto", "9 projetos". */
export function projectCountLabel(count: number): string {
  return count === 1 ? "1 projeto" : `${count} projetos`
}

export const joinPortuguese = joinWithE

const UNITS = ["", "um", "dois", "três", "quatro", "cinco", "seis", "sete", "oito", "nove"]
const TEENS = [
  "dez",
  "onze",
  "doze",
  "treze",
  "catorze",
  "quinze",
  "dezesseis",
  "dezessete",
  "dezoito",
  "dezenove",
]

/** 5 → "cinco estados", 1 → "um estado", 27 → "vinte e sete estados" (up to 27, then digits). */
export function statesPhrase(count: number): string {
  if (count === 1) return "um estado"
  return `${numberWord(count)} estados`
}

function numberWord(n: number): string {
  if (n >= 1 && n < 10) return UNITS[n]
  if (n >= 10 && n < 20) return TEENS[n - 10]
  if (n === 20) return "vinte"
  if (n > 20 && n <= 27) return `vinte e ${UNITS[n - 20]}`
  return String(n)
}
