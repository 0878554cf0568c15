/** The CNPJ, Brazil's company register number: its written form and its two check digits. */

/** "12.345.678/0001-95": the only form the content accepts (the site shows it as written). */
export const CNPJ_PATTERN = "^[0-9]{2}\\.[0-9]{3}\\.[0-9]{3}/[0-9]{4}-[0-9]{2}$"

const WEIGHTS = [6, 5, 4, 3, 2, 9, 8, 7, 6, 5, 4, 3, 2]

/** The check digit that follows `digits` (12 or 13 of them), by the Receita Federal's rule. */
function checkDigit(digits: readonly number[]): number {
  const weights = WEIGHTS.slice(WEIGHTS.length - digits.length)
  const sum = digits.reduce((total, digit, i) => total + digit * weights[i], 0)
  const rest = sum % 11
  return rest < 2 ? 0 : 11 - rest
}

/** The 14 digits with their two check digits right, for the first 12 given. */
export function withCheckDigits(base: string): string {
  const digits = [...base.replace(/\D/g, "")].map(Number)
  if (digits.length !== 12) throw new Error(`A CNPJ base has 12 digits, not ${digits.length}`)
  const first = checkDigit(digits)
  return [...digits, first, checkDigit([...digits, first])].join("")
}

/** "12345678000195" → "12.345.678/0001-95". */
export function formatCnpj(digits: string): string {
  return digits.replace(/^(\d{2})(\d{3})(\d{3})(\d{4})(\d{2})$/, "$1.$2.$3/$4-$5")
}

/** Whether a CNPJ, written with or without punctuation, has 14 digits and right check digits. */
export function hasValidCheckDigits(cnpj: string): boolean {
  const digits = cnpj.replace(/[.\-/\s]/g, "")
  if (!/^\d{14}$/.test(digits) || /^(\d)\1{13}$/.test(digits)) return false
  return withCheckDigits(digits.slice(0, 12)) === digits
}
