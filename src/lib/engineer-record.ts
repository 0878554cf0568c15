/**
 * An engineer's record (/equipe/<id>/): the CATs in their name and what each certifies, summed
 * per service line and quantity the way /acervo/ sums the firm's projects. Each CAT becomes a
 * project of its own for recordTotals and recordCsv: the project with the CAT's quantities and
 * that CAT alone, so the page, its spreadsheet and /acervo/ share one way of adding up.
 */
import { QUANTITIES, type ProjectQuantities } from "./project-record"
import { memberPath } from "./navigation"
import type { RecordProject, RecordProjectCat, RecordTotals } from "./record-totals"

/** Whether a CAT lists quantities of its own (a group of empty fields lists none). */
export function hasOwnQuantities(quantities: ProjectQuantities | null | undefined): boolean {
  return QUANTITIES.some((spec) => Number.isFinite(quantities?.[spec.key]))
}

/** What a CAT certifies: its own quantities when it lists them, else its project's. */
export function certifiedQuantities(
  project: Pick<RecordProject, "quantities">,
  cat: Pick<RecordProjectCat, "quantities">,
): ProjectQuantities | null {
  return hasOwnQuantities(cat.quantities) ? cat.quantities : project.quantities
}

/** Each CAT of the engineer, as the project it proves with what the CAT certifies. */
export function engineerCats(
  projects: readonly RecordProject[],
  engineerId: string,
): RecordProject[] {
  return projects.flatMap((project) =>
    project.cats
      .filter((cat) => cat.engineerId === engineerId)
      .map((cat) => ({ ...project, quantities: certifiedQuantities(project, cat), cats: [cat] })),
  )
}

/** A CAT as the engineer's page lists it, one row each. */
export interface EngineerCatRow {
  numero: string
  crea: string
  /** The project's page, title, client and period ("mar/2017 a nov/2019", or its year). */
  path: string
  title: string
  contratante: string
  period: string
  categories: readonly string[]
  /** What the CAT certifies, in the table's order: [quantity key, value]. */
  quantities: [string, number][]
  /** Whether the CAT lists its own quantities (a part of the project's). */
  own: boolean
}

export function catRows(cats: readonly RecordProject[]): EngineerCatRow[] {
  return cats.map((project) => {
    const [cat] = project.cats
    return {
      numero: cat.numero,
      crea: cat.crea,
      path: project.path,
      title: project.title,
      contratante: project.contratante,
      period: project.period ?? project.year,
      categories: project.categories,
      quantities: QUANTITIES.flatMap((spec): [string, number][] => {
        const value = project.quantities?.[spec.key]
        return typeof value === "number" && Number.isFinite(value) ? [[spec.key, value]] : []
      }),
      own: hasOwnQuantities(cat.quantities),
    }
  })
}

/** What an engineer's page receives from createPages: the person's id, their CATs and totals. */
export interface EngineerPageContext {
  memberId: string
  cats: EngineerCatRow[]
  totals: RecordTotals
}

/** The engineer's spreadsheet, beside the page: /equipe/maria-souza/cats.csv. */
export function engineerCsvPath(id: string): string {
  return `${memberPath(id)}cats.csv`
}
