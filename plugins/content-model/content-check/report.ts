/** The report as text for a person: one block per problem, errors first, then a summary line. */
import type { ContentReport, Problem } from "./types"

export function formatReport(report: ContentReport): string {
  const blocks = [
    ...report.errors.map((problem) => formatProblem(problem, "ERRO")),
    ...report.warnings.map((problem) => formatProblem(problem, "AVISO")),
  ]
  return [...blocks, summaryLine(report)].join("\n\n")
}

/** Only the errors, then the summary: what the build shows when it stops. */
export function formatErrors(report: ContentReport): string {
  return formatReport({ ...report, warnings: [] }).replace(/[^\n]*$/, summaryLine(report))
}

export function formatProblem(problem: Problem, label: "ERRO" | "AVISO"): string {
  const field = problem.field ? `, campo "${problem.field}"` : ""
  return `${label} em ${problem.file}${field}:\n  ${problem.message}`
}

/** "Conteúdo verificado: 18 projetos, 104 fotos, 0 erros, 0 avisos." */
export function summaryLine(report: ContentReport): string {
  const counts = [
    count(report.projectCount, "projeto", "projetos"),
    count(report.pictureCount, "foto", "fotos"),
    count(report.errors.length, "erro", "erros"),
    count(report.warnings.length, "aviso", "avisos"),
  ]
  return `Conteúdo verificado: ${counts.join(", ")}.`
}

const count = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`
