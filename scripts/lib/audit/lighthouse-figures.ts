import { LIGHTHOUSE_CATEGORIES, type LighthouseCategory } from "./budgets"
import { NO_ALLOWANCE, withoutExpectedConsoleErrors, type Allowance } from "./lighthouse-allowance"
import { firstSelector, longTasksOf, problemsOf } from "./lighthouse-details"

/** The parts of a Lighthouse result (LH.Result) the audit reads. */
export interface LhrLike {
  categories: Record<string, { score: number | null; auditRefs: { id: string; weight: number }[] }>
  audits: Record<
    string,
    { title: string; score: number | null; numericValue?: number; details?: unknown }
  >
  environment: { benchmarkIndex: number }
  lighthouseVersion: string
  runWarnings: string[]
  runtimeError?: { code: string; message: string }
}

export interface LighthouseMetrics {
  lcpMs: number | null
  tbtMs: number | null
  cls: number | null
  fcpMs: number | null
  speedIndexMs: number | null
}

/** A scored audit that did not pass: what to fix, and where. */
export interface LighthouseProblem {
  category: LighthouseCategory
  id: string
  title: string
  score: number
  items: string[]
}

export interface LighthouseRun {
  scores: Record<LighthouseCategory, number | null>
  metrics: LighthouseMetrics
  problems: LighthouseProblem[]
  lcpElement: string | null
  /** The longest main-thread tasks (simulated): what makes the Total Blocking Time. */
  longTasks: string[]
  benchmarkIndex: number
  lighthouseVersion: string
  warnings: string[]
}

export const METRIC_AUDITS: Record<keyof LighthouseMetrics, string> = {
  lcpMs: "largest-contentful-paint",
  tbtMs: "total-blocking-time",
  cls: "cumulative-layout-shift",
  fcpMs: "first-contentful-paint",
  speedIndexMs: "speed-index",
}

export function figuresFromLhr(raw: LhrLike, allowance: Allowance = NO_ALLOWANCE): LighthouseRun {
  if (raw.runtimeError) {
    throw new Error(`Lighthouse: ${raw.runtimeError.code}: ${raw.runtimeError.message}`)
  }
  const lhr = withoutExpectedConsoleErrors(
    raw,
    allowance.expectedMissingPaths,
    allowance.expectedMessages,
  )
  const exempt = allowance.exemptAudits
  const scores = Object.fromEntries(
    LIGHTHOUSE_CATEGORIES.map((id) => [id, categoryScore(lhr, id, exempt)]),
  ) as Record<LighthouseCategory, number | null>
  const metrics = Object.fromEntries(
    Object.entries(METRIC_AUDITS).map(([key, id]) => [key, lhr.audits[id]?.numericValue ?? null]),
  ) as unknown as LighthouseMetrics
  return {
    scores,
    metrics,
    problems: problemsOf(lhr, exempt),
    lcpElement: firstSelector(lhr.audits["largest-contentful-paint-element"]?.details),
    longTasks: longTasksOf(lhr.audits["long-tasks"]?.details),
    benchmarkIndex: lhr.environment.benchmarkIndex,
    lighthouseVersion: lhr.lighthouseVersion,
    warnings: lhr.runWarnings,
  }
}

/**
 * The category score as Lighthouse computes it (weighted mean, rounded to 2 decimals, null if
 * a weighted audit has no score), leaving out the exempt audits.
 */
export function categoryScore(
  lhr: LhrLike,
  category: string,
  exempt: readonly string[] = [],
): number | null {
  const refs = (lhr.categories[category]?.auditRefs ?? []).filter(
    (ref) => ref.weight > 0 && !exempt.includes(ref.id),
  )
  if (refs.length === 0) return lhr.categories[category]?.score ?? null
  let weight = 0
  let sum = 0
  for (const ref of refs) {
    const score = lhr.audits[ref.id]?.score
    if (score === null || score === undefined) return null
    weight += ref.weight
    sum += score * ref.weight
  }
  return Math.round((sum / weight) * 100) / 100
}
