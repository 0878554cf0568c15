export interface ProjectStatsInput {
  populacao?: string | null
  area?: string | null
  vazao?: string | null
  vazaoRe?: string | null
}

/**
 * Portuguese labels of a project's "stats", in display order: written here, where the project
 * page reads them without carrying the whole table, and read by the table
 * (src/lib/content-model/project.ts), the editor and the check.
 */
export const STAT_LABELS = {
  populacao: "População atendida",
  area: "Área",
  vazao: "Vazão",
  vazaoRe: "Vazão de reúso",
} as const

/** The labels of the facts the project page and dialog show, read by the table the same way. */
export const PROJECT_LABELS = {
  contratante: "Contratante",
  escopo: "Escopo",
  responsaveis: "Responsáveis técnicos",
} as const

/** Only the stats a project has, labelled. */
export function projectStats(stats: ProjectStatsInput | null | undefined) {
  if (!stats) return []
  return (Object.keys(STAT_LABELS) as (keyof typeof STAT_LABELS)[]).flatMap((key) => {
    const value = stats[key]?.trim()
    return value ? [{ key, label: STAT_LABELS[key], value }] : []
  })
}
