export interface ProjectStatsInput {
  populacao?: string | null
  area?: string | null
  vazao?: string | null
  vazaoRe?: string | null
}

/** Portuguese labels of a project's "stats" in project.json, in display order. */
export const STAT_LABELS = {
  populacao: "População atendida",
  area: "Área",
  vazao: "Vazão",
  vazaoRe: "Vazão de reúso",
} as const

export interface StatEntry {
  key: keyof typeof STAT_LABELS
  label: string
  value: string
}

/** Only the stats a project has, labelled. */
export function projectStats(stats: ProjectStatsInput | null | undefined): StatEntry[] {
  if (!stats) return []
  return (Object.keys(STAT_LABELS) as (keyof typeof STAT_LABELS)[]).flatMap((key) => {
    const value = stats[key]?.trim()
    return value ? [{ key, label: STAT_LABELS[key], value }] : []
  })
}
