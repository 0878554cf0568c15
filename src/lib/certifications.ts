/** The firm's certifications, as the site lists them: only those still valid. */

/** Whether a day written AAAA-MM-DD is before `now`'s day in Brasília (the last day still counts). */
export function isExpired(validUntil: string, now: Date): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(validUntil)) return false
  return validUntil < brasiliaDay(now)
}

/** `now`'s day in Brasília's time zone, written AAAA-MM-DD. */
export function brasiliaDay(now: Date): string {
  return now.toLocaleDateString("sv-SE", { timeZone: "America/Sao_Paulo" })
}

/** The certifications still valid on `now`, in the order written. */
export function validCertifications<T extends { validUntil: string }>(
  items: readonly T[],
  now: Date,
): T[] {
  return items.filter((item) => !isExpired(item.validUntil, now))
}

/** "2027-03-31" → "31/03/2027". */
export function brazilianDate(day: string): string {
  const [year, month, date] = day.split("-")
  return `${date}/${month}/${year}`
}
