/** @jest-environment node */
import { compareMetric, comparePairs, type PairRun } from "../../scripts/lib/bench/pairs"

const run = (tbt: number | null, benchmarkIndex = 2200): PairRun => ({
  benchmarkIndex,
  metrics: { tbt, lcp: 1000, fcp: 700, scripts: 300 },
})

describe("interleaved pairs", () => {
  it("calls a better beyond the spread only when b is higher in all pairs but one", () => {
    const a = [20, 25, 30, 22, 28, 24, 26, 21, 23].map((tbt) => run(tbt))
    const clearlyWorse = [40, 45, 50, 42, 48, 44, 46, 20, 43].map((tbt) => run(tbt))
    const noise = [30, 20, 35, 18, 29, 20, 30, 19, 25].map((tbt) => run(tbt))
    expect(compareMetric(a, clearlyWorse, "tbt")).toMatchObject({
      bHigher: 8,
      bLower: 1,
      aBeyondSpread: true,
      medianDifference: 20,
    })
    expect(compareMetric(a, noise, "tbt")).toMatchObject({ aBeyondSpread: false })
  })

  it("leaves out a pair with a missing figure and needs five pairs at least", () => {
    const a = [run(10), run(null), run(10), run(10)]
    const b = [run(20), run(20), run(20), run(20)]
    const tbt = compareMetric(a, b, "tbt")
    expect(tbt.differences).toEqual([10, 10, 10])
    expect(tbt.aBeyondSpread).toBe(false)
  })

  it("reports every metric with the BenchmarkIndex of every run", () => {
    const comparison = comparePairs([run(10, 2100)], [run(30, 2300)])
    expect(comparison.benchmarkIndexes).toEqual([2100, 2300])
    expect(comparison.lines[0]).toBe(
      "TBT: a 10 ms, b 30 ms; b − a median 20 ms (pairs 20 to 20); b higher in 1, lower in 0",
    )
    expect(comparison.lines).toHaveLength(4)
  })
})
