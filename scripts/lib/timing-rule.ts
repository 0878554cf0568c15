/** The rule for timing figures (docs/performance.md, "When a timing figure counts"). */
import { messageOf } from "./cli"

export const TIMING_RULE = {
  /** The 1-minute load average must be under this when the run starts. */
  maxLoadAtStart: 0.5,
  /** Lighthouse's BenchmarkIndex of a run that counts. */
  minBenchmarkIndex: 1500,
  /** Valid runs per page the median is taken of. */
  minRuns: 5,
  /** Lighthouse runs tried per page, at most, as a multiple of the runs wanted. */
  attemptsPerRun: 2,
} as const

/** The rule's figures; a tool may try more times per run (`bench:pairs --attempts`), not fewer. */
export type TimingRule = { readonly [K in keyof typeof TIMING_RULE]: number }

/** Whether this run's timing figures are judged against their budgets, and if not, why. */
export type TimingJudgement = { judged: true } | { judged: false; reason: string }

const JUDGED: TimingJudgement = { judged: true }

/** The host's part: was it quiet when the run started? */
export function judgeHost(loadAtStart: number, rule: TimingRule = TIMING_RULE): TimingJudgement {
  if (loadAtStart < rule.maxLoadAtStart) return JUDGED
  return {
    judged: false,
    reason: `not judged: load average ${loadAtStart.toFixed(2)} at start; timing needs < ${rule.maxLoadAtStart}`,
  }
}

/** The runs' part, for one page: enough valid runs for a median? */
export function judgeRuns(
  valid: number,
  discarded: readonly number[],
  rule: TimingRule = TIMING_RULE,
): TimingJudgement {
  if (valid >= rule.minRuns) return JUDGED
  const dropped =
    discarded.length > 0
      ? `; ${discarded.length} discarded with BenchmarkIndex ${discarded.map((index) => Math.round(index)).join(", ")}`
      : ""
  return {
    judged: false,
    reason: `not judged: ${valid} valid Lighthouse runs (BenchmarkIndex ≥ ${rule.minBenchmarkIndex}); timing needs the median of ≥ ${rule.minRuns}${dropped}`,
  }
}

export interface CollectedRuns<T> {
  kept: T[]
  /** The runs set aside for a low BenchmarkIndex, and that index of each. */
  setAside: T[]
  discarded: number[]
  /** Messages of the runs that failed outright. */
  errors: string[]
}

/**
 * Runs `run` until `wanted` runs are kept, trying at most `wanted × attemptsPerRun` times. A run
 * that throws is retried; with `enforce`, a run whose BenchmarkIndex is under the rule's minimum
 * is set aside and repeated too. Without `enforce` (a busy host, or --ci), every run that
 * completes is kept, as before the rule.
 */
export async function collectRuns<T>(options: {
  wanted: number
  run: () => Promise<T>
  benchmarkIndexOf: (result: T) => number | null
  enforce: boolean
  rule?: TimingRule
  onAttempt?: (message: string) => void
}): Promise<CollectedRuns<T>> {
  const { wanted, run, benchmarkIndexOf, enforce, rule = TIMING_RULE } = options
  const collected: CollectedRuns<T> = { kept: [], setAside: [], discarded: [], errors: [] }
  const maxAttempts = wanted * rule.attemptsPerRun
  for (let attempt = 1; attempt <= maxAttempts && collected.kept.length < wanted; attempt++) {
    const label = `run ${collected.kept.length + 1}/${wanted} (attempt ${attempt}/${maxAttempts})`
    let result: T
    try {
      result = await run()
    } catch (caught) {
      collected.errors.push(messageOf(caught))
      options.onAttempt?.(`${label} failed: ${collected.errors.at(-1)}`)
      continue
    }
    const index = benchmarkIndexOf(result)
    // A run counts when the machine measured itself fast enough during it.
    if (enforce && (index === null || index < rule.minBenchmarkIndex)) {
      collected.setAside.push(result)
      collected.discarded.push(index ?? 0)
      options.onAttempt?.(
        `${label} discarded: BenchmarkIndex ${Math.round(index ?? 0)} < ${rule.minBenchmarkIndex}`,
      )
      continue
    }
    collected.kept.push(result)
    options.onAttempt?.(`${label} done (BenchmarkIndex ${Math.round(index ?? 0)})`)
  }
  return collected
}

/** The middle value (the mean of the two middle ones for an even count); null for no values. */
export function median(values: readonly number[]): number | null {
  if (values.length === 0) return null
  const sorted = [...values].sort((a, b) => a - b)
  const middle = Math.floor(sorted.length / 2)
  return sorted.length % 2 === 1 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2
}
