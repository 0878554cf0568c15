/** The forms of the content's registration numbers, shared by the firm and the team tables. */
import { BRAZILIAN_STATES } from "../brazil-states"
import { CNPJ_PATTERN } from "../cnpj"
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
