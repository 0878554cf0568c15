/** "2026-11-25" → "25 de novembro de 2026", the same on the server and in every browser. */
export function longDate(day: string): string {
  return new Date(`${day}T12:00:00Z`).toLocaleDateString("pt-BR", {
    day: "numeric",
    month: "long",
    year: "numeric",
    timeZone: "UTC",
  })
}
