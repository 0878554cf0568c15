/**
 * The técnico-profissional side of the requirements check on /acervo/ (Lei 14.133/2021, art. 67,
 * I): which engineer holds CATs that meet a tender's requirement, and which CATs to attach. A
 * requirement names a service line, optionally a quantity and a minimum; whether one engineer's
 * CATs may be added is the requirement's limit (docs/decisions.md, "Técnico-profissional").
 */
import { selectAtestados, type Selection } from "./atestado-selection"
import { certifiedQuantities } from "./engineer-record"
import { QUANTITIES, type QuantitySpec } from "./project-record"
import {
  matches,
  type RecordFilter,
  type RecordProject,
  type StaffCat,
  type StaffRecord,
} from "./record-totals"
import { slugify } from "./slug"

/** The query parameter, one per requirement: ?profissional=esgoto_redeEsgoto_60. */
export const PROFESSIONAL_PARAM = "profissional"

export interface ProfessionalRequirement {
  category: string
  /** The quantity asked for, or null: a CAT of the service line is enough. */
  key: string | null
  /** The least the CATs must certify, or null: any amount of the quantity. */
  minimum: number | null
  /** How many of the engineer's CATs may be added: 1 (one alone) … Infinity (any number). */
  limit: number
}

export function staffRecord(
  projects: readonly RecordProject[],
  filter: RecordFilter = { kind: "all" },
): StaffRecord {
  const engineers: [string, string][] = []
  const cats = projects
    .filter((project) => matches(project, filter))
    .flatMap((project) =>
      project.cats.map((cat): StaffCat => {
        let engineer = engineers.findIndex(([id]) => id === cat.engineerId)
        if (engineer < 0) engineer = engineers.push([cat.engineerId, cat.engineer]) - 1
        const quantities = certifiedQuantities(project, cat)
        const values = Object.fromEntries(
          QUANTITIES.flatMap((spec) => {
            const value = quantities?.[spec.key]
            return typeof value === "number" && value > 0 ? [[spec.key, value]] : []
          }),
        )
        return [
          cat.numero,
          cat.crea,
          engineer,
          project.path,
          `${project.city}, ${project.year}`,
          [...project.categories],
          values,
        ]
      }),
    )
  return { engineers, cats }
}

/** An engineer who meets a requirement, with the CATs to attach (indexes in `cats`). */
export interface Holder {
  engineer: number
  cats: number[]
  /** What the CATs add up to in the quantity asked; null when none was asked. */
  total: number | null
  selection: Selection | null
}

export interface ProfessionalAnswer {
  requirement: ProfessionalRequirement
  spec: QuantitySpec | null
  /** Every engineer who meets it, the largest total first. */
  holders: Holder[]
  /** When no one meets a minimum: the engineer who comes closest, and what they lack. */
  closest: (Holder & { missing: number }) | null
}

/** A requirement answered over the engineers' CATs of the page. */
export function answerProfessional(
  requirement: ProfessionalRequirement,
  staff: StaffRecord,
): ProfessionalAnswer {
  const spec = QUANTITIES.find((quantity) => quantity.key === requirement.key) ?? null
  const holders: Holder[] = []
  let closest: ProfessionalAnswer["closest"] = null
  staff.engineers.forEach((_, engineer) => {
    const inLine = staff.cats
      .map((cat, index) => ({ cat, index }))
      .filter(({ cat }) => cat[2] === engineer && cat[5].includes(requirement.category))
    if (!spec) {
      if (inLine.length)
        holders.push({ engineer, cats: [inLine[0].index], total: null, selection: null })
      return
    }
    const candidates = inLine
      .map(({ cat, index }): [number, number] => [index, cat[6][spec.key] ?? 0])
      .filter(([, value]) => value > 0)
      .sort((a, b) => b[1] - a[1])
    if (candidates.length === 0) return
    if (requirement.minimum === null) {
      const [index, value] = candidates[0]
      holders.push({ engineer, cats: [index], total: value, selection: null })
      return
    }
    const selection = selectAtestados(candidates, requirement.minimum, requirement.limit)
    const holder = {
      engineer,
      cats: selection.picks.map(([index]) => index),
      total: selection.total,
      selection,
    }
    if (selection.met) holders.push(holder)
    else if (!closest || selection.difference < closest.missing)
      closest = { ...holder, missing: selection.difference }
  })
  holders.sort((a, b) => (b.total ?? 0) - (a.total ?? 0))
  return { requirement, spec, holders, closest: holders.length ? null : closest }
}

/**
 * A requirement in the address, the firm's or a professional's: "esgoto", "esgoto_redeEsgoto",
 * "esgoto_redeEsgoto_60", "esgoto_redeEsgoto_60_1".
 */
export function requirementToken({ category, key, minimum, limit }: ProfessionalRequirement) {
  const parts = [slugify(category)]
  if (key) parts.push(key)
  if (key && minimum !== null) {
    parts.push(String(minimum))
    if (Number.isFinite(limit)) parts.push(String(limit))
  }
  return parts.join("_")
}

/**
 * A token read back, or null when it is malformed or names a service line or quantity that does
 * not exist. The key, the minimum and the limit are each optional here; the firm's check asks for
 * the first two.
 */
export function readRequirementToken(
  token: string,
  lines: readonly [string, readonly string[]][],
): ProfessionalRequirement | null {
  const [slug, key, minimum, limit, ...rest] = token.split("_")
  const line = lines.find(([category]) => slugify(category) === slug)
  const readable =
    line !== undefined &&
    (key === undefined || QUANTITIES.some((spec) => spec.key === key)) &&
    (minimum === undefined || (/^\d+(\.\d+)?$/.test(minimum) && Number(minimum) > 0)) &&
    (limit === undefined || (/^\d+$/.test(limit) && Number(limit) >= 1)) &&
    rest.length === 0
  if (!readable) return null
  return {
    category: line[0],
    key: key ?? null,
    minimum: minimum === undefined ? null : Number(minimum),
    limit: limit === undefined ? Infinity : Number(limit),
  }
}

/**
 * The professional requirements an address asks, and those it could not read (malformed, or
 * naming a service line or quantity that does not exist), as written.
 */
export function professionalFromSearch(
  search: string,
  lines: readonly [string, readonly string[]][],
): { requirements: ProfessionalRequirement[]; ignored: string[] } {
  return readSearchTokens(search, PROFESSIONAL_PARAM, (token) => readRequirementToken(token, lines))
}

/** Each of an address's `param` values read by `read`, and those it could not read, as written. */
export function readSearchTokens<T>(
  search: string,
  param: string,
  read: (token: string) => T | null,
): { requirements: T[]; ignored: string[] } {
  const requirements: T[] = []
  const ignored: string[] = []
  for (const token of new URLSearchParams(search).getAll(param)) {
    const requirement = read(token)
    if (requirement) requirements.push(requirement)
    else ignored.push(token)
  }
  return { requirements, ignored }
}
