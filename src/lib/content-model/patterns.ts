/** The forms of the content's registration numbers, shared by the firm and the team tables. */
import { BRAZILIAN_STATES } from "../brazil-states"
import { CNPJ_PATTERN, formatCnpj } from "../cnpj"
import type { Pattern } from "./field"

/** "CREA-MG 123456", and an engineer's "CREA-MG 123456/D": the council's state, then the number. */
export const CREA: Pattern = {
  regex: `^CREA-(${BRAZILIAN_STATES.join("|")}) [0-9]{4,10}(/[A-Z])?$`,
  message:
    'Escreva "CREA-", a sigla do estado, um espaço e o número, só com algarismos, por exemplo ' +
    '"CREA-MG 123456" (ou "CREA-MG 123456/D")',
}

export const CNPJ: Pattern = {
  regex: CNPJ_PATTERN,
  message: 'Escreva os 14 números com pontos, barra e traço, por exemplo "12.345.678/0001-95"',
}

/** A name for a file and an address: "ana-ribeiro". */
export const SLUG: Pattern = {
  regex: "^[a-z0-9]+(-[a-z0-9]+)*$",
  message: 'Use só letras minúsculas sem acento, números e hífens, por exemplo "ana-ribeiro"',
}

export const DATE: Pattern = {
  regex: "^[0-9]{4}-(0[1-9]|1[0-2])-(0[1-9]|[12][0-9]|3[01])$",
  message: 'Escreva a data como AAAA-MM-DD, por exemplo "2027-03-31"',
}

/** Contacts, hours and links of content/site.json. */
export const PHONE = {
  regex: "^\\(?[1-9][0-9]\\)?[ .-]?[0-9]{4,5}[ .-]?[0-9]{4}$",
  message: 'Escreva o DDD e o número, sem o +55 (o site acrescenta), por exemplo "(31) 3555-0140"',
}
export const TIME = {
  regex: "^([01][0-9]|2[0-3]):[0-5][0-9]$",
  message: 'Escreva o horário como HH:MM (24 horas), por exemplo "08:00" ou "17:30"',
}
export const EMAIL = {
  regex: "^[^\\s@]+@[^\\s@]+\\.[^\\s@]+$",
  message: "Escreva o e-mail no formato nome@empresa.com.br, sem espaços",
}
export const URL = {
  regex: "^https?://[^\\s/]+\\.[^\\s]+$",
  message: "O endereço deve começar com https://: copie o endereço completo da barra do navegador",
}
/** "11222333000181" → "11.222.333/0001-81": the form the site shows, from the bare digits. */
export const punctuatedCnpj = (cnpj: string) => {
  const digits = cnpj.replace(/[\s.\-/]/g, "")
  return /^\d{14}$/.test(digits) ? formatCnpj(digits) : null
}
/** "www.instagram.com/empresa" → "https://www.instagram.com/empresa". */
export const withHttps = (url: string) => (/^[^\s:]+\.[^\s]+$/.test(url) ? `https://${url}` : null)
