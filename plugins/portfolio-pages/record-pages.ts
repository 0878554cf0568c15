/**
 * The /acervo/ pages: the record's totals over every project, then one page per filter (state,
 * client type, scope, period), so each filter is a plain link and its address says it.
 */
import { parseLocation } from "../../src/lib/location"
import { formatPeriod, QUANTITIES, type ProjectCat } from "../../src/lib/project-record"
import { recordCsv } from "../../src/lib/record-csv"
import {
  filterLabel,
  recordCsvPath,
  recordFilters,
  recordPath,
  recordTotals,
  type RecordFilter,
  type RecordPageContext,
  type RecordProject,
} from "../../src/lib/record-totals"
import { STATE_NAMES, isBrazilianState } from "../../src/lib/brazil-states"
import { staffRecord } from "../../src/lib/professional-check"
import type { ProjectEntry } from "./listings"

/** The GraphQL selection of every quantity, for the portfolio's query. */
export const QUANTITY_SELECTION = `quantidades { ${QUANTITIES.map((spec) => spec.key).join(" ")} }`

const GROUPS: Record<RecordFilter["kind"], string> = {
  all: "",
  state: "Estado",
  client: "Contratante",
  scope: "Escopo",
  period: "Conclusão",
}

/** The GraphQL selection of what a row and the spreadsheet name beside the quantities. */
export const RECORD_SELECTION = `title periodo { inicio fim } cats { responsavel numero crea quantidades { ${QUANTITIES.map((spec) => spec.key).join(" ")} } } engineers { memberId name }`

export interface RecordNode extends Pick<
  ProjectEntry,
  "title" | "year" | "categories" | "slug" | "state"
> {
  periodo: { inicio: string | null; fim: string | null } | null
  cats: readonly (ProjectCat & { quantidades: Record<string, number | null> | null })[] | null
  engineers: readonly { memberId: string; name: string }[]
  location: string
  contratante: string
  escopo: string
  quantidades: Record<string, number | null> | null
}

export interface RecordPage {
  path: string
  context: RecordPageContext
  /** The page's spreadsheet: where it goes in public/ and its text. */
  csv: { path: string; text: string }
}

/** The projects as the totals read them. */
export function recordProjects(
  nodes: readonly RecordNode[],
  projectPath: (slug: string) => string,
): RecordProject[] {
  return nodes.map((node) => ({
    path: projectPath(node.slug),
    title: node.title,
    city: parseLocation(node.location)?.city ?? node.location,
    state: node.state,
    year: node.year,
    categories: node.categories,
    contratante: node.contratante,
    escopo: node.escopo,
    quantities: node.quantidades,
    period: formatPeriod(node.periodo),
    cats: (node.cats ?? []).map((cat) => ({
      numero: cat.numero,
      crea: cat.crea,
      engineerId: cat.responsavel,
      engineer:
        node.engineers.find((engineer) => engineer.memberId === cat.responsavel)?.name ??
        cat.responsavel,
      quantities: cat.quantidades,
    })),
  }))
}

export function recordPages(
  projects: readonly RecordProject[],
  siteUrl: string,
  categories: readonly string[],
): RecordPage[] {
  const filters: RecordFilter[] = [{ kind: "all" }, ...recordFilters(projects)]
  const links = filters.map((filter) => ({
    group: GROUPS[filter.kind],
    label: filter.kind === "all" ? "Todos" : filterLabel(filter),
    path: recordPath(filter),
  }))
  const lines = recordTotals(projects, categories).sections.map(
    ({ category, rows }): [string, string[]] => [category, rows.map((row) => row.key)],
  )
  return filters.map((filter) => ({
    path: recordPath(filter),
    csv: {
      path: recordCsvPath(recordPath(filter)),
      text: recordCsv(projects, categories, filter, siteUrl),
    },
    context: {
      address: recordPath(filter),
      title:
        filter.kind === "state" && isBrazilianState(filter.state)
          ? STATE_NAMES[filter.state]
          : filterLabel(filter),
      kind: filter.kind,
      totals: recordTotals(projects, categories, filter),
      links,
      lines,
      staff: staffRecord(projects, filter),
    },
  }))
}
