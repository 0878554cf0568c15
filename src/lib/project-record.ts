/**
 * A project's technical record, as a bid commission reads it (Lei 14.133/2021, art. 67): the
 * quantities of the work, each a number in a fixed unit, its period and the engineers' CATs.
 * The one list of quantities: the field table (src/lib/content-model/project-record.ts), the
 * project page and the /acervo/ totals all read it, so it stays free of Node and Gatsby imports.
 */

export interface QuantitySpec {
  /** The field's name inside "quantidades" in project.json. */
  key: string
  /** The editor's and the project page's label. */
  label: string
  /** The unit the number is in, shown after it ("ligações"). */
  unit: string
  /** A count's unit for exactly one ("ligação"). */
  one?: string
  /** A count (no decimals). */
  whole: boolean
  /** Below min or above max, the check warns: a typing slip more likely than a real project. */
  plausible: { min: number; max: number }
  example: number
}

/** A measured amount (km, m³, L/s, ha): outside [min, max] the check warns. */
const measure = (
  key: string,
  label: string,
  unit: string,
  [min, max]: [number, number],
  example: number,
): QuantitySpec => ({ key, label, unit, whole: false, plausible: { min, max }, example })

/** A count, in its unit for many and for one: from 1 up to `max` is plausible. */
const count = (
  key: string,
  label: string,
  [unit, one]: [string, string],
  max: number,
  example: number,
): QuantitySpec => ({ key, label, unit, one, whole: true, plausible: { min: 1, max }, example })

/**
 * What sanitation notices ask minimum quantities of, for the services the firm offers: network
 * lengths per system, mains, connections, reservoir volume, treatment capacity, pumping stations,
 * and lots and area for loteamentos.
 */
export const QUANTITIES: readonly QuantitySpec[] = [
  measure("redeAgua", "Rede de distribuição de água", "km", [0.05, 1000], 42.5),
  measure("adutoras", "Adutoras", "km", [0.05, 300], 6.2),
  measure("reservacao", "Volume de reservação", "m³", [10, 200000], 2000),
  measure("redeEsgoto", "Rede coletora de esgoto", "km", [0.05, 1000], 58),
  measure("galerias", "Galerias de drenagem", "km", [0.05, 300], 3.8),
  count("ligacoes", "Ligações prediais", ["ligações", "ligação"], 500000, 4800),
  measure("tratamento", "Capacidade de tratamento", "L/s", [0.5, 20000], 320),
  count("elevatorias", "Estações elevatórias", ["elevatórias", "elevatória"], 200, 3),
  count("lotes", "Lotes", ["lotes", "lote"], 20000, 850),
  measure("areaLoteada", "Área loteada", "ha", [0.1, 5000], 45),
]

export type ProjectQuantities = Readonly<Record<string, number | null | undefined>>

const NUMBER = new Intl.NumberFormat("pt-BR", { maximumFractionDigits: 2 })

/** "1.234,5 km", "4.800 ligações", "1 elevatória": the number in Brazilian form with its unit. */
export function formatQuantity(spec: QuantitySpec, value: number): string {
  return `${NUMBER.format(value)} ${value === 1 && spec.one ? spec.one : spec.unit}`
}

/** Only the quantities a project has, in the table's order, formatted. */
export function projectQuantities(quantities: ProjectQuantities | null | undefined) {
  if (!quantities) return []
  return QUANTITIES.flatMap((spec) => {
    const value = quantities[spec.key]
    return typeof value === "number" && Number.isFinite(value)
      ? [{ spec, value, text: formatQuantity(spec, value) }]
      : []
  })
}

/** The quantities a project has, by key, in the list's order: `{ redeAgua: 2.5, lotes: 3 }`. */
export function quantityValuesOf(quantities: ProjectQuantities | null | undefined) {
  return Object.fromEntries(
    projectQuantities(quantities).map(({ spec, value }) => [spec.key, value]),
  )
}

/** A month written "AAAA-MM". */
export const MONTH_PATTERN = "^(19|20)[0-9]{2}-(0[1-9]|1[0-2])$"

const MONTHS = ["jan", "fev", "mar", "abr", "mai", "jun", "jul", "ago", "set", "out", "nov", "dez"]

/** "2017-03" → "mar/2017". */
export function formatMonth(month: string): string {
  const [year, number] = month.split("-")
  return `${MONTHS[Number(number) - 1] ?? number}/${year}`
}

export interface ProjectPeriod {
  inicio?: string | null
  fim?: string | null
}

/** "mar/2017 a nov/2019", or null without both ends. */
export function formatPeriod(period: ProjectPeriod | null | undefined): string | null {
  if (!period?.inicio || !period.fim) return null
  return `${formatMonth(period.inicio)} a ${formatMonth(period.fim)}`
}

/** A CAT of a project: the engineer (team id), its number and the CREA that issued it. */
export interface ProjectCat {
  responsavel: string
  numero: string
  crea: string
}

/** The labels of the record's fields, read by the table (src/lib/content-model/project-record.ts). */
export const RECORD_LABELS = {
  quantidades: "Quantitativos",
  periodo: "Período",
  cats: "Certidões de Acervo Técnico (CAT)",
} as const

/** The atestado flag, as the site states it. */
export const ATESTADO_TEXT = "Atestado de capacidade técnica disponível mediante solicitação."
