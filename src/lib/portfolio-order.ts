/**
 * The portfolio's order, decided here and nowhere else (docs/pages.md): the projects marked
 * "destaque" first, then the others, each group by project number.
 */
export function inPortfolioOrder<T extends { projectId: number; destaque?: boolean | null }>(
  projects: readonly T[],
): T[] {
  const rank = (project: T) => (project.destaque === true ? 0 : 1)
  return [...projects].sort((a, b) => rank(a) - rank(b) || a.projectId - b.projectId)
}
