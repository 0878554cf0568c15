/**
 * An /acervo/ page's spreadsheet ("Baixar planilha (CSV)"), written at build time by
 * plugins/portfolio-pages: one row per category, project and quantity, the rows the page sums.
 * For Brazilian spreadsheet settings: UTF-8 with a byte-order mark, ";" between fields, a
 * decimal comma and no thousands separator, lines ended by CRLF (RFC 4180).
 */
import { QUANTITIES } from "./project-record"
import { matches, type RecordFilter, type RecordProject } from "./record-totals"

export const CSV_COLUMNS = [
  "Categoria",
  "Quantidade",
  "Unidade",
  "Valor",
  "Projeto",
  "Contratante",
  "UF",
  "Período",
  "CATs",
  "Engenheiros",
  "Endereço",
] as const

const BOM = "\uFEFF"

/** A field quoted when it holds a separator, a quote or a line break (quotes doubled). */
function field(value: string): string {
  return /[;"\r\n]/.test(value) ? `"${value.replace(/"/g, '""')}"` : value
}

/** 41.2 → "41,2": the decimal comma, no thousands separator (a spreadsheet reads it as is). */
export function csvNumber(value: number): string {
  return String(Math.round(value * 100) / 100).replace(".", ",")
}

/**
 * The spreadsheet of the projects a filter keeps, by category in the order of `categories` (the
 * firm's list); `siteUrl` makes each address absolute.
 */
export function recordCsv(
  projects: readonly RecordProject[],
  categories: readonly string[],
  filter: RecordFilter,
  siteUrl: string,
): string {
  const kept = projects.filter((project) => matches(project, filter))
  const rows = categories.flatMap((category) =>
    QUANTITIES.flatMap((spec) =>
      kept
        .filter((project) => project.categories.includes(category))
        .map((project) => ({ project, value: project.quantities?.[spec.key] }))
        .filter((item): item is { project: RecordProject; value: number } =>
          Number.isFinite(item.value),
        )
        .sort((a, b) => b.value - a.value)
        .map(({ project, value }) => [
          category,
          spec.label,
          spec.unit,
          csvNumber(value),
          project.title,
          project.contratante,
          project.state,
          project.period ?? project.year,
          project.cats.map((cat) => `${cat.numero} (${cat.crea})`).join(", ") || "sem CAT",
          [...new Set(project.cats.map((cat) => cat.engineer))].join(", "),
          `${siteUrl}${project.path}`,
        ]),
    ),
  )
  return `${BOM}${[CSV_COLUMNS, ...rows].map((row) => row.map(field).join(";")).join("\r\n")}\r\n`
}
