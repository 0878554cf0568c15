/** The 27 state codes (UF) of Brazil, 26 states and the Distrito Federal. */
export const BRAZILIAN_STATES = [
  "AC",
  "AL",
  "AP",
  "AM",
  "BA",
  "CE",
  "DF",
  "ES",
  "GO",
  "MA",
  "MT",
  "MS",
  "MG",
  "PA",
  "PB",
  "PR",
  "PE",
  "PI",
  "RJ",
  "RN",
  "RS",
  "RO",
  "RR",
  "SC",
  "SP",
  "SE",
  "TO",
] as const

export function isBrazilianState(code: string): boolean {
  return (BRAZILIAN_STATES as readonly string[]).includes(code)
}
