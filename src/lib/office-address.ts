/** The office's address (content/site.json) as the pages write it; the postal code is optional. */
export interface OfficeAddress {
  street: string
  district: string
  city: string
  state: string
  postalCode?: string | null
}

/** "Rua, número, Bairro, Cidade - UF, 00000-000"; without the CEP when there is none. */
export function addressLine(address: OfficeAddress, cepWord = ""): string {
  return [`${address.street}, ${address.district}`, cityLine(address, cepWord)].join(", ")
}

/** "Cidade - UF, 00000-000", or "Cidade - UF" without a CEP. */
export function cityLine({ city, state, postalCode }: OfficeAddress, cepWord = ""): string {
  return postalCode ? `${city} - ${state}, ${cepWord}${postalCode}` : `${city} - ${state}`
}
