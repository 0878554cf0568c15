/** The office's address (content/site.json) as the pages write it; the postal code is optional. */
export interface OfficeAddress {
  street: string
  district: string
  city: string
  state: string
  postalCode?: string | null
}

/** "Av. do Contorno, 4520, Funcionários, Belo Horizonte - MG, 30110-028", without a missing CEP. */
export function addressLine(address: OfficeAddress, cepWord = ""): string {
  return [`${address.street}, ${address.district}`, cityLine(address, cepWord)].join(", ")
}

/** "Belo Horizonte - MG, 30110-028", or "Belo Horizonte - MG" without a CEP. */
export function cityLine({ city, state, postalCode }: OfficeAddress, cepWord = ""): string {
  return postalCode ? `${city} - ${state}, ${cepWord}${postalCode}` : `${city} - ${state}`
}
