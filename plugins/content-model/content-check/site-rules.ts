/** content/site.json: its field table, then what a table cannot say. */
import { FIRM_TYPE } from "../../../src/lib/content-model/firm"
import { hasValidCheckDigits } from "../../../src/lib/cnpj"
import { brasiliaDay, brazilianDate, isExpired } from "../../../src/lib/certifications"
import { CNPJ } from "../../../src/lib/content-model/patterns"
import { isRecord } from "./json-file"
import { checkFields } from "./shape"
import { error, warning, type Finding } from "./types"

/** Every problem of the parsed content/site.json, as of `now`. */
export function checkSite(site: unknown, file: string, now: Date = new Date()): Finding[] {
  const findings = checkFields(site, FIRM_TYPE, file, now)
  if (!isRecord(site)) return findings
  return [
    ...findings,
    ...checkCnpj(site.cnpj, file),
    ...checkReviewDate(site.accessibilityReviewed, file, now),
    ...(Array.isArray(site.certifications)
      ? site.certifications.flatMap((item, i) => checkValidity(item, i, file, now))
      : []),
  ]
}

/** A CNPJ in the right form whose check digits are wrong: a typo the format cannot catch. */
function checkCnpj(cnpj: unknown, file: string): Finding[] {
  if (typeof cnpj !== "string" || !new RegExp(CNPJ.regex).test(cnpj)) return []
  if (hasValidCheckDigits(cnpj)) return []
  return [
    error(
      file,
      `O CNPJ "${cnpj}" não existe: os dois últimos números (os dígitos verificadores) não ` +
        "conferem com os outros doze. Copie o CNPJ do cartão CNPJ da Receita Federal e confira " +
        "número por número.",
      "cnpj",
    ),
  ]
}

/** The accessibility page says when the site was last checked: a day to come cannot be true. */
function checkReviewDate(day: unknown, file: string, now: Date): Finding[] {
  if (typeof day !== "string" || !/^\d{4}-\d{2}-\d{2}$/.test(day)) return []
  if (day <= brasiliaDay(now)) return []
  return [
    error(
      file,
      `A data da última verificação de acessibilidade (${brazilianDate(day)}) ainda não chegou. ` +
        'Escreva em "accessibilityReviewed" o dia em que a verificação foi feita.',
      "accessibilityReviewed",
    ),
  ]
}

/** A certification whose last valid day has passed is not shown; the maintainer is told. */
function checkValidity(item: unknown, index: number, file: string, now: Date): Finding[] {
  if (!isRecord(item) || typeof item.validUntil !== "string") return []
  if (!isExpired(item.validUntil, now)) return []
  const name = typeof item.name === "string" ? item.name : `a ${index + 1}ª certificação`
  return [
    warning(
      file,
      `A certificação "${name}" venceu em ${brazilianDate(item.validUntil)} e NÃO aparece no ` +
        'site. Se foi renovada, escreva a nova data em "validUntil"; se não, apague-a da lista.',
      `certifications[${index}].validUntil`,
    ),
  ]
}
