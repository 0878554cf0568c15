/** The copy that names or counts the states where the firm has projects, and their links. */
import { listingPath } from "./portfolio-paths"
import type { StateCode } from "./brazil-states"

/**
 * The "Onde atuamos" map: written at the site's root by plugins/gatsby-plugin-state-map, shown by
 * the home page. Named here only.
 */
export const STATE_MAP_FILE = "onde-atuamos.svg"

/** The portfolio filtered to one state: `/projetos/estado/mg/`. */
export function statePath(uf: string): string {
  return listingPath({ kind: "state", state: uf.toUpperCase() as StateCode })
}

/** "1 projeto", "9 projetos". */
export function projectCountLabel(count: number): string {
  return count === 1 ? "1 projeto" : `${count} projetos`
}

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
