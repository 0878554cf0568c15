/** privacy.json, as the editor's entry holds it, read as the privacy page reads it. */
import type { PrivacyPolicyContent } from "../../../src/lib/privacy-policy"

type Json = Record<string, unknown>

const text = (value: unknown): string => (typeof value === "string" ? value : "")
const object = (value: unknown): Json =>
  value && typeof value === "object" && !Array.isArray(value) ? (value as Json) : {}
const list = (value: unknown): unknown[] => (Array.isArray(value) ? value : [])

export function privacyPolicy(data: Json): PrivacyPolicyContent {
  const officer = object(data.officer)
  const months = Number(data.retentionMonths)
  return {
    // Until a day is chosen, today's (longDate needs a valid day).
    updated: /^\d{4}-\d{2}-\d{2}$/.test(text(data.updated))
      ? text(data.updated)
      : new Date().toISOString().slice(0, 10),
    intro: text(data.intro),
    controller: text(data.controller),
    officer: { name: text(officer.name), email: text(officer.email) },
    purposes: text(data.purposes),
    cookies: text(data.cookies),
    legalBasis: text(data.legalBasis),
    processors: text(data.processors),
    otherProcessors: list(data.otherProcessors).map((item) => ({
      name: text(object(item).name),
      purpose: text(object(item).purpose),
    })),
    retentionMonths: Number.isInteger(months) && months > 0 ? months : 0,
    retention: text(data.retention),
    rightsIntro: text(data.rightsIntro),
    rights: list(data.rights).map(text),
    exercise: text(data.exercise),
  }
}
