/** privacy.json, as the editor's entry holds it, read as the privacy page reads it. */
import type { PrivacyPolicyContent } from "../../../src/lib/privacy-policy"
import { fields, objects, text, texts, type Json } from "./json-fields"

export function privacyPolicy(data: Json): PrivacyPolicyContent {
  const months = Number(data.retentionMonths)
  return {
    // Until a day is chosen, today's (longDate needs a valid day).
    updated: /^\d{4}-\d{2}-\d{2}$/.test(text(data.updated))
      ? text(data.updated)
      : new Date().toISOString().slice(0, 10),
    ...fields(data, [
      "intro",
      "controller",
      "purposes",
      "cookies",
      "legalBasis",
      "processors",
      "retention",
      "rightsIntro",
      "exercise",
    ]),
    officer: fields(data.officer, ["name", "email"]),
    otherProcessors: objects(data.otherProcessors).map((item) => fields(item, ["name", "purpose"])),
    retentionMonths: Number.isInteger(months) && months > 0 ? months : 0,
    rights: texts(data.rights),
  }
}
