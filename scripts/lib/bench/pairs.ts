import { median } from "../timing-rule"

/** The figures a pair compares: the timing rule's metrics and the scripts' own main-thread time. */
export const PAIR_METRICS = [
  { key: "tbt", audit: "total-blocking-time", label: "TBT" },
  { key: "lcp", audit: "largest-contentful-paint", label: "LCP" },
  { key: "fcp", audit: "first-contentful-paint", label: "FCP" },
  // Lighthouse's "JavaScript execution time": evaluation, parsing and compiling of the scripts.
  { key: "scripts", audit: "bootup-time", label: "script time" },
] as const

export type PairMetric = (typeof PAIR_METRICS)[number]["key"]

export interface PairRun {
  benchmarkIndex: number
  metrics: Record<PairMetric, number | null>
}

export interface MetricComparison {
  metric: PairMetric
  medianA: number | null
  medianB: number | null
  /** b − a in each pair that has both figures. */
  differences: number[]
  medianDifference: number | null
  /** Pairs where b was slower (higher) than a, and faster. */
  bHigher: number
  bLower: number
  /**
   * Whether a is better than b beyond the pairs' spread: a lower in all pairs but at most one
   * (for 9 pairs, the two-sided sign test's p is about 0.04).
   */
  aBeyondSpread: boolean
}

const round = (value: number | null) => (value === null ? null : Math.round(value))

export function compareMetric(a: PairRun[], b: PairRun[], metric: PairMetric): MetricComparison {
  const differences: number[] = []
  for (let pair = 0; pair < Math.min(a.length, b.length); pair++) {
    const left = a[pair].metrics[metric]
    const right = b[pair].metrics[metric]
    if (left !== null && right !== null) differences.push(right - left)
  }
  const bHigher = differences.filter((difference) => difference > 0).length
  const bLower = differences.filter((difference) => difference < 0).length
  const values = (runs: PairRun[]) =>
    runs.flatMap((run) => (run.metrics[metric] === null ? [] : [run.metrics[metric] as number]))
  return {
    metric,
    medianA: median(values(a)),
    medianB: median(values(b)),
    differences,
    medianDifference: median(differences),
    bHigher,
    bLower,
    aBeyondSpread: differences.length >= 5 && bHigher >= differences.length - 1,
  }
}

export function comparePairs(a: PairRun[], b: PairRun[]) {
  const metrics = PAIR_METRICS.map(({ key }) => compareMetric(a, b, key))
  const lines = metrics.map((one) => {
    const label = PAIR_METRICS.find(({ key }) => key === one.metric)?.label ?? one.metric
    const range =
      one.differences.length > 0
        ? `${Math.round(Math.min(...one.differences))} to ${Math.round(Math.max(...one.differences))}`
        : "n/a"
    return `${label}: a ${round(one.medianA)} ms, b ${round(one.medianB)} ms; b − a median ${round(one.medianDifference)} ms (pairs ${range}); b higher in ${one.bHigher}, lower in ${one.bLower}${one.aBeyondSpread ? "; a better beyond the spread" : ""}`
  })
  return {
    benchmarkIndexes: [...a, ...b].map((run) => Math.round(run.benchmarkIndex)),
    metrics,
    lines,
  }
}
