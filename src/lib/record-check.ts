/**
 * The requirements check on /acervo/ ("Atende ao edital?"): a tender's minimum quantities, read
 * from the form or the page's address, each answered over the page's rows by the selection rule
 * (atestado-selection.ts). Pure: the components in components/record/ only draw it.
 */
import { selectAtestados, type Selection } from "./atestado-selection"
import {
  PROFESSIONAL_PARAM,
  readRequirementToken,
  readSearchTokens,
  requirementToken,
  type ProfessionalRequirement,
} from "./professional-check"
import { QUANTITIES, type QuantitySpec } from "./project-record"
import type { RecordTotals } from "./record-totals"

/** One requirement of a tender: a category's quantity, its minimum and how many may be added. */
export interface Requirement {
  category: string
  key: string
  minimum: number
  /** How many atestados may be added together: 1 (one alone) … Infinity (any number). */
  limit: number
}

/** The query parameter, one per requirement: ?exigencia=esgoto_redeEsgoto_60_1. */
export const CHECK_PARAM = "exigencia"

/** The limits the form offers; an address may carry any whole number from 1. */
export const LIMIT_CHOICES = [Infinity, 1, 2, 3, 4, 5] as const

/**
 * A minimum as a Brazilian types it: "50,5" is fifty and a half (the comma is always decimal),
 * "2.000" is two thousand (a dot before three digits groups thousands), "1.234,5" both.
 */
export function parseMinimum(text: string): { value: number } | { error: string } {
  const plain = text.trim().replace(/\s/g, "")
  if (plain === "") return { error: "Informe o mínimo exigido." }
  const grouped = /^\d{1,3}(\.\d{3})+(,\d+)?$/.test(plain)
  const normal = grouped ? plain.replace(/\./g, "").replace(",", ".") : plain.replace(",", ".")
  if (!/^-?(\d+(\.\d+)?|\.\d+)$/.test(normal))
    return { error: "Não é um número. Escreva, por exemplo, 50 ou 50,5." }
  const value = Number(normal)
  if (!(value > 0)) return { error: "O mínimo deve ser maior que zero." }
  return { value }
}

/** "50,5" for the form, from 50.5. */
export function minimumText(value: number): string {
  return String(value).replace(".", ",")
}

export const specOf = (key: string): QuantitySpec | undefined =>
  QUANTITIES.find((spec) => spec.key === key)

/**
 * The address's query string for these requirements ("" without any): the firm's, then the
 * professional ones (?profissional=…, professional-check.ts).
 */
export function checkSearch(
  requirements: readonly Requirement[],
  professional: readonly ProfessionalRequirement[] = [],
): string {
  const params = new URLSearchParams()
  for (const requirement of requirements) params.append(CHECK_PARAM, requirementToken(requirement))
  for (const requirement of professional)
    params.append(PROFESSIONAL_PARAM, requirementToken(requirement))
  const text = params.toString()
  return text ? `?${text}` : ""
}

/**
 * The requirements an address asks, and the ones it could not read (malformed, or naming a
 * category or quantity that does not exist), as written, so the page can say which it ignored.
 */
export function requirementsFromSearch(
  search: string,
  lines: readonly [string, readonly string[]][],
): { requirements: Requirement[]; ignored: string[] } {
  return readSearchTokens(search, CHECK_PARAM, (token): Requirement | null => {
    const read = readRequirementToken(token, lines)
    const { key = null, minimum = null } = read ?? {}
    return read && key !== null && minimum !== null ? { ...read, key, minimum } : null
  })
}

export interface Answer {
  requirement: Requirement
  spec: QuantitySpec
  /** Its picks are the page's projects: [index in totals.projects, value]. */
  selection: Selection
  /** The minimum is above the field table's plausible range: answered, but noted. */
  unusual: boolean
}

/** A requirement answered over the rows of the page (its filter's projects). */
export function answerRequirement(requirement: Requirement, totals: RecordTotals): Answer {
  const spec = specOf(requirement.key)!
  const row = totals.sections
    .find((section) => section.category === requirement.category)
    ?.rows.find((item) => item.key === requirement.key)
  const selection = selectAtestados(row?.items ?? [], requirement.minimum, requirement.limit)
  return {
    requirement,
    spec,
    selection,
    unusual: requirement.minimum > spec.plausible.max,
  }
}

/** The projects whose CATs a bid attaches, for every requirement met, once each (indexes). */
export function projectsToAttach(answers: readonly Answer[]): number[] {
  const projects = answers
    .filter((answer) => answer.selection.met)
    .flatMap((answer) => answer.selection.picks.map(([index]) => index))
  return [...new Set(projects)]
}
