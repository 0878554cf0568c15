/**
 * A project's location, written "Cidade - UF": the one parser the state field, the map, the
 * listings, the JSON-LD, the editor's pattern and the content check all use.
 */
import { BRAZILIAN_STATES, isBrazilianState, type StateCode } from "./brazil-states"

export interface Location {
  city: string
  state: StateCode
}

/** The pattern of a well-written location, as a regular expression's source (editor and check). */
export const LOCATION_PATTERN = `^(\\S.*\\S) - (${BRAZILIAN_STATES.join("|")})$`
const STRICT = new RegExp(LOCATION_PATTERN)
/** What maintainers write instead: "Itabira-MG", "Itabira / mg", "Itabira, MG.". */
const LOOSE = /^(.*?\S)\s*[-–—/,|]\s*([A-Za-z]{2})\.?$/u

/** "Itabira - MG" → { city: "Itabira", state: "MG" }; anything else → null. */
export function parseLocation(text: string): Location | null {
  const match = STRICT.exec(text.trim())
  return match ? { city: match[1], state: match[2] as StateCode } : null
}

/** The well-written form of a loosely written location ("Itabira-mg" → "Itabira - MG"), or null. */
export function suggestLocation(text: string): string | null {
  const match = LOOSE.exec(text.trim())
  const state = match?.[2].toUpperCase()
  return match && state && isBrazilianState(state) ? `${match[1]} - ${state}` : null
}
