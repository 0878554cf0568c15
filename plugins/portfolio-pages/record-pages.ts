/**
 * The /acervo/ pages: the record's totals over every project, then one page per filter (state,
 * client type, scope, period), so each filter is a plain link and its address says it.
 */
import { parseLocation } from "../../src/lib/location"
import { QUANTITIES } from "../../src/lib/project-record"
import {
  filterLabel,
  recordFilters,
  recordPath,
  recordTotals,
  type RecordFilter,
  type RecordPageContext,
  type RecordProject,
} from "../../src/lib/record-totals"
import { STATE_NAMES, isBrazilianState } from "../../src/lib/brazil-states"

/** The GraphQL selection of every quantity, for the portfolio's query. */
export const QUANTITY_SELECTION = `quantidades { ${QUANTITIES.map((spec) => spec.key).join(" ")} }`

const GROUPS: Record<RecordFilter["kind"], string> = {
  all: "",
  state: "Estado",
  client: "Contratante",
  scope: "Escopo",
  period: "Conclusão",
}

export interface RecordNode {
  location: string
  year: string
  categories: readonly string[]
  contratante: string
  escopo: string
  slug: string
  state: string
  quantidades: Record<string, number | null> | null
}

export function recordPages(
  nodes: readonly RecordNode[],
  projectPath: (slug: string) => string,
): { path: string; context: RecordPageContext }[] {
  const projects: RecordProject[] = nodes.map((node) => ({
    path: projectPath(node.slug),
    city: parseLocation(node.location)?.city ?? node.location,
    state: node.state,
    year: node.year,
    categories: node.categories,
    contratante: node.contratante,
    escopo: node.escopo,
    quantities: node.quantidades,
  }))
  const filters: RecordFilter[] = [{ kind: "all" }, ...recordFilters(projects)]
  const links = filters.map((filter) => ({
    group: GROUPS[filter.kind],
    label: filter.kind === "all" ? "Todos" : filterLabel(filter),
    path: recordPath(filter),
  }))
  return filters.map((filter) => ({
    path: recordPath(filter),
    context: {
      address: recordPath(filter),
      title:
        filter.kind === "state" && isBrazilianState(filter.state)
          ? STATE_NAMES[filter.state]
          : filterLabel(filter),
      kind: filter.kind,
      totals: recordTotals(projects, filter),
      links,
    },
  }))
}
