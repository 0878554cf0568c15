/**
 * What the firm can prove (/acervo/): per project category and quantity, the total, the number
 * of projects and the largest one, over the projects a filter keeps. Computed at build time
 * (plugins/portfolio-pages) from the same "quantidades" the project pages show.
 */
import { CLIENT_TYPES, clientType, type ClientType } from "./client-type"
import { QUANTITIES, type ProjectQuantities } from "./project-record"
import { RECORD_ROUTE } from "./navigation"
import { slugify } from "./slug"

export const RECORD_PATH = RECORD_ROUTE

/**
 * A CAT as a row names it: its number, the CREA that issued it, the engineer's id and name, and
 * the quantities it lists of its own (a part of the project's; none: it certifies the project's).
 */
export interface RecordProjectCat {
  numero: string
  crea: string
  engineerId: string
  engineer: string
  quantities: ProjectQuantities | null
}

/** A project as the totals read it. */
export interface RecordProject {
  path: string
  title: string
  /** "Itabira, 2012": how a row names its largest project. */
  city: string
  state: string
  year: string
  categories: readonly string[]
  contratante: string
  escopo: string
  quantities: ProjectQuantities | null
  /** "mar/2017 a nov/2019", or null without a period. */
  period: string | null
  cats: readonly RecordProjectCat[]
}

/** Which projects the totals cover: all, or one state's, client type's, scope's or period's. */
export type RecordFilter =
  | { kind: "all" }
  | { kind: "state"; state: string }
  | { kind: "client"; client: ClientType }
  | { kind: "scope"; scope: string }
  | { kind: "period"; from: number; to: number }

/** Periods are five-year spans of the year of conclusion: 2010–2014, 2015–2019, … */
const SPAN = 5

export function periodOf(year: string): { from: number; to: number } {
  const from = Math.floor(Number(year) / SPAN) * SPAN
  return { from, to: from + SPAN - 1 }
}

/** /acervo/, /acervo/estado/mg/, /acervo/contratante/prefeitura/, /acervo/periodo/2015-2019/ … */
export function recordPath(filter: RecordFilter): string {
  switch (filter.kind) {
    case "state":
      return `${RECORD_PATH}estado/${filter.state.toLowerCase()}/`
    case "client":
      return `${RECORD_PATH}contratante/${filter.client}/`
    case "scope":
      return `${RECORD_PATH}escopo/${slugify(filter.scope)}/`
    case "period":
      return `${RECORD_PATH}periodo/${filter.from}-${filter.to}/`
    default:
      return RECORD_PATH
  }
}

/** How the page names a filter: "Minas Gerais (MG)" is the caller's; here the plain value. */
export function filterLabel(filter: RecordFilter): string {
  switch (filter.kind) {
    case "state":
      return filter.state
    case "client":
      return CLIENT_TYPES[filter.client]
    case "scope":
      return filter.scope
    case "period":
      return filter.from === filter.to ? String(filter.from) : `${filter.from}–${filter.to}`
    default:
      return "Todos os projetos"
  }
}

export function matches(project: RecordProject, filter: RecordFilter): boolean {
  switch (filter.kind) {
    case "state":
      return project.state === filter.state
    case "client":
      return clientType(project.contratante) === filter.client
    case "scope":
      return project.escopo === filter.scope
    case "period": {
      const year = Number(project.year)
      return year >= filter.from && year <= filter.to
    }
    default:
      return true
  }
}

/**
 * Every filter some project matches, in the page's order: states, clients, scopes, periods. The
 * last period ends at the latest project's year, never in years no project reached ("2025–2026").
 */
export function recordFilters(projects: readonly RecordProject[]): RecordFilter[] {
  const states = [...new Set(projects.map((project) => project.state))].sort()
  const clients = (Object.keys(CLIENT_TYPES) as ClientType[]).filter((client) =>
    projects.some((project) => clientType(project.contratante) === client),
  )
  const scopes = [...new Set(projects.map((project) => project.escopo))]
  const froms = [...new Set(projects.map((project) => periodOf(project.year).from))].sort()
  const latest = Math.max(...projects.map((project) => Number(project.year)))
  return [
    ...states.map((state): RecordFilter => ({ kind: "state", state })),
    ...clients.map((client): RecordFilter => ({ kind: "client", client })),
    ...scopes.sort().map((scope): RecordFilter => ({ kind: "scope", scope })),
    ...froms.map((from): RecordFilter => ({
      kind: "period",
      from,
      to: Math.min(from + SPAN - 1, latest),
    })),
  ]
}

/** One row: a quantity's total over a category's projects, [project index, value] each. */
export interface RecordRow {
  key: string
  total: number
  /** The projects behind the total, largest first: [index in `projects`, value]. */
  items: [number, number][]
}

/** A CAT in the page's data: [number, issuing CREA, index in `engineers`]. */
export type RecordCat = [string, string, number]

/** A project the rows name: [path, "Itabira, 2012", its CATs]. */
export type RecordProjectRef = [string, string, RecordCat[]]

export interface RecordTotals {
  /** How many projects the filter keeps. */
  count: number
  /** The projects the rows name, once each. */
  projects: RecordProjectRef[]
  /** The engineers the CATs name, once each: [team id, name]. */
  engineers: [string, string][]
  sections: { category: string; rows: RecordRow[] }[]
}

/** Sums are rounded to hundredths: 38.4 + 14.2 is 52.6, not 52.599999999999994. */
const round = (value: number) => Math.round(value * 100) / 100

/**
 * The totals over the projects the filter keeps: for each category, each quantity some of its
 * projects have (a project of two categories counts in both sections), in the table's order;
 * the sections in the order of `categories`, the firm's list.
 */
export function recordTotals(
  all: readonly RecordProject[],
  categories: readonly string[],
  filter: RecordFilter = { kind: "all" },
): RecordTotals {
  const kept = all.filter((project) => matches(project, filter))
  const index = new Map<RecordProject, number>()
  const projects: RecordProjectRef[] = []
  const engineers: [string, string][] = []
  const engineerOf = (cat: RecordProjectCat) => {
    const found = engineers.findIndex(([id]) => id === cat.engineerId)
    if (found >= 0) return found
    engineers.push([cat.engineerId, cat.engineer])
    return engineers.length - 1
  }
  const indexOf = (project: RecordProject) => {
    if (!index.has(project)) {
      index.set(project, projects.length)
      const cats = project.cats.map((cat): RecordCat => [cat.numero, cat.crea, engineerOf(cat)])
      projects.push([project.path, `${project.city}, ${project.year}`, cats])
    }
    return index.get(project)!
  }
  const sections = categories.flatMap((category) => {
    const inCategory = kept.filter((project) => project.categories.includes(category))
    const rows = QUANTITIES.flatMap((spec): RecordRow[] => {
      const having = inCategory
        .map((project) => ({ project, value: project.quantities?.[spec.key] }))
        .filter((item): item is { project: RecordProject; value: number } =>
          Number.isFinite(item.value),
        )
        .sort((a, b) => b.value - a.value || Number(b.project.year) - Number(a.project.year))
      if (having.length === 0) return []
      const total = round(having.reduce((sum, item) => sum + item.value, 0))
      const items = having.map(({ project, value }): [number, number] => [indexOf(project), value])
      return [{ key: spec.key, total, items }]
    })
    return rows.length ? [{ category, rows }] : []
  })
  return { count: kept.length, projects, engineers, sections }
}

/**
 * A CAT in the /acervo/ page's data: [number, issuing CREA, index in `engineers`, project path,
 * "Lagoa Santa, 2014", the project's service lines, what the CAT certifies by quantity key].
 */
export type StaffCat = [string, string, number, string, string, string[], Record<string, number>]

/** The engineers' CATs over the projects a page's filter keeps. */
export interface StaffRecord {
  /** [team id, name], once each, in the order their first CAT appears. */
  engineers: [string, string][]
  cats: StaffCat[]
}

export interface RecordLink {
  group: string
  label: string
  path: string
}

export interface RecordPageContext {
  /** This page's address (Gatsby keeps `path` in a page's context for itself). */
  address: string
  /** What the page covers: "Todos os projetos", "Minas Gerais", "Prefeituras", … */
  title: string
  /** The filter's kind, "all" on /acervo/. */
  kind: RecordFilter["kind"]
  totals: RecordTotals
  /** Every filter as a link, this page's among them. */
  links: RecordLink[]
  /** Each category's quantities over every project, the check's choices: [category, keys]. */
  lines: [string, string[]][]
  /** The engineers' CATs over the projects the filter keeps: the técnico-profissional answers. */
  staff: StaffRecord
}

/** A page's spreadsheet, written beside it at build time: /acervo/estado/mg/acervo.csv. */
export function recordCsvPath(address: string): string {
  return `${address}acervo.csv`
}

/** The name a download saves it under: acervo.csv, acervo-estado-mg.csv. */
export function recordCsvName(address: string): string {
  return `${address.split("/").filter(Boolean).join("-")}.csv`
}
