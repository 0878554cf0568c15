import { LIGHTHOUSE_CATEGORIES, type LighthouseCategory } from "./budgets"
import { METRIC_AUDITS, type LighthouseMetrics, type LighthouseRun } from "./lighthouse-figures"
import { median } from "./median"

/**
 * Timing figures (performance score and metrics) take the median of the runs; the other
 * scores do not depend on timing, so the worst run stands (a difference means flakiness).
 */
export function summarizeRuns(runs: readonly LighthouseRun[]): LighthouseRun {
  const values = (pick: (run: LighthouseRun) => number | null) =>
    runs.map(pick).filter((value): value is number => value !== null)
  const worst = (pick: (run: LighthouseRun) => number | null) => {
    const all = values(pick)
    return all.length === runs.length && all.length > 0 ? Math.min(...all) : null
  }
  const scores = Object.fromEntries(
    LIGHTHOUSE_CATEGORIES.map((id) => [
      id,
      id === "performance"
        ? median(values((run) => run.scores[id]))
        : worst((run) => run.scores[id]),
    ]),
  ) as Record<LighthouseCategory, number | null>
  const metrics = Object.fromEntries(
    Object.keys(METRIC_AUDITS).map((key) => [
      key,
      median(values((run) => run.metrics[key as keyof LighthouseMetrics])),
    ]),
  ) as unknown as LighthouseMetrics
  const problems = new Map(
    runs.flatMap((run) => run.problems).map((problem) => [problem.id, problem]),
  )
  const byTbt = [...runs].sort((a, b) => (a.metrics.tbtMs ?? 0) - (b.metrics.tbtMs ?? 0))
  const typical = byTbt[Math.floor(byTbt.length / 2)]
  return {
    scores,
    metrics,
    problems: [...problems.values()],
    lcpElement: typical?.lcpElement ?? null,
    longTasks: typical?.longTasks ?? [],
    benchmarkIndex: median(runs.map((run) => run.benchmarkIndex)) ?? 0,
    lighthouseVersion: runs[0]?.lighthouseVersion ?? "",
    warnings: [...new Set(runs.flatMap((run) => run.warnings))],
  }
}
