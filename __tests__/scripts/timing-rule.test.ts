/** @jest-environment node */
import { judge, summarize, finalLine, type Check } from "../../scripts/lib/audit/judge"
import { parseAuditArgs } from "../../scripts/lib/audit/args"
import { renderMarkdown } from "../../scripts/lib/audit/markdown"
import type { AuditReport } from "../../scripts/lib/audit/checks"
import { judgeBench, type LighthouseFigures, type SizeRun } from "../../scripts/lib/bench/report"
import { collectRuns, judgeHost, judgeRuns, TIMING_RULE } from "../../scripts/lib/timing-rule"

const tbt = (value: number, notJudged?: string): Check => ({
  section: "Lighthouse",
  figure: "TBT, /",
  value,
  unit: "ms",
  budget: { limit: 150, kind: "max" },
  timing: true,
  notJudged,
})

const bytes = (value: number): Check => ({
  section: "JavaScript",
  figure: "initial JS (gzip), /",
  value,
  unit: "KiB",
  budget: { limit: 110, kind: "max" },
  timing: false,
})

/** Runs that report the given BenchmarkIndexes, in order; a null index throws like a failed run. */
function fakeRuns(indexes: (number | null)[]) {
  let next = 0
  const run = jest.fn(async () => {
    const index = indexes[next++]
    if (index === undefined) throw new Error("more runs than planned")
    if (index === null) throw new Error("NO_NAVSTART")
    return { benchmarkIndex: index }
  })
  return { run, benchmarkIndexOf: (result: { benchmarkIndex: number }) => result.benchmarkIndex }
}

describe("the timing rule: the host", () => {
  it("judges timing only when the 1-minute load at the start is under 0.5, and says why not", () => {
    expect(judgeHost(0.12)).toEqual({ judged: true })
    expect(judgeHost(0.5)).toEqual({
      judged: false,
      reason: "not judged: load average 0.50 at start; timing needs < 0.5",
    })
    expect(judgeHost(3.4)).toMatchObject({ judged: false, reason: expect.stringContaining("3.40") })
  })

  it("does not judge a missed timing budget on a busy host, but still judges bytes", () => {
    const busy = judgeHost(2)
    const judged = judge(tbt(400), { ci: false, timing: busy })
    expect(judged.status).toBe("skip")
    expect(judged.note).toMatch(/^not judged: load average 2\.00 at start; timing needs < 0\.5/)
    // A met timing budget is not "passed" either: the figure says nothing on a busy host.
    expect(judge(tbt(100), { ci: false, timing: busy }).status).toBe("skip")
    expect(judge(bytes(120), { ci: false, timing: busy }).status).toBe("fail")
    expect(judge(bytes(100), { ci: false, timing: busy }).status).toBe("pass")
  })

  it("keeps --ci as it was: timing misses warn, whatever the host", () => {
    expect(judge(tbt(400), { ci: true, timing: judgeHost(2) }).status).toBe("warn")
    expect(judge(tbt(400, "not judged: too few runs"), { ci: true }).status).toBe("warn")
  })

  it("counts the figures not judged in the summary and the final line", () => {
    const checks = [tbt(400), tbt(90), bytes(100)].map((check) =>
      judge(check, { ci: false, timing: judgeHost(1.2) }),
    )
    const summary = summarize(checks)
    expect(summary).toMatchObject({ passed: 1, failed: 0, notJudged: 2 })
    expect(finalLine(summary)).toBe("audit: 1 passed, 0 failed, 2 timing figures not judged")
  })

  it("says in the report why timing was not judged", () => {
    const timing = judgeHost(0.84)
    const checks = [tbt(400), bytes(100)].map((check) => judge(check, { ci: false, timing }))
    const report = {
      date: "2026-11-24T12:00:00.000Z",
      mode: "full",
      durationSeconds: 100,
      lighthouseRuns: 5,
      chromium: "1",
      lighthouseVersion: "12.8.2",
      machine: { nproc: 2, cpuModel: "CPU", memoryGiB: 8, loadAverage: [0.84, 1, 1], node: "v20" },
      loadAverageEnd: [1, 1, 1],
      timing,
      summary: summarize(checks),
      checks,
      measurements: {
        lighthouse: [],
        lighthouseAssertions: [],
        initialJs: [],
        data: [],
        images: [],
        dialogShifts: [],
        buildTimes: null,
      },
    } satisfies AuditReport
    const markdown = renderMarkdown(report)
    expect(markdown).toContain(
      "full; timing not judged: load average 0.84 at start; timing needs < 0.5",
    )
    expect(markdown).toMatch(
      /\| TBT, \/ \| 400 ms \| ≤ 150 ms \| not judged \| not judged: load average 0\.84/,
    )
    expect(markdown).toContain("**1 passed, 0 failed, 0 warnings, 1 timing figures not judged**")
  })

  it("asks for 5 runs in a full audit, the rule's minimum, and 1 with --ci, which times nothing", () => {
    expect(parseAuditArgs([]).runs).toBe(TIMING_RULE.minRuns)
    expect(parseAuditArgs(["--ci"]).runs).toBe(1)
  })
})

describe("the timing rule: the runs", () => {
  it("sets aside a run under BenchmarkIndex 1,500 and repeats it", async () => {
    const { run, benchmarkIndexOf } = fakeRuns([2200, 1400, 2100, 1499, 2300, 2250, 2280])
    const collected = await collectRuns({ wanted: 5, run, benchmarkIndexOf, enforce: true })
    expect(collected.kept.map((one) => one.benchmarkIndex)).toEqual([2200, 2100, 2300, 2250, 2280])
    expect(collected.discarded).toEqual([1400, 1499])
    expect(run).toHaveBeenCalledTimes(7)
    expect(judgeRuns(collected.kept.length, collected.discarded)).toEqual({ judged: true })
  })

  it("gives up after twice the runs wanted, and then does not judge timing, saying why", async () => {
    const { run, benchmarkIndexOf } = fakeRuns([
      1200, 1600, 1300, 1250, 1700, 1100, 1650, 1000, 1550, 1400, 2000,
    ])
    const collected = await collectRuns({ wanted: 5, run, benchmarkIndexOf, enforce: true })
    expect(run).toHaveBeenCalledTimes(10)
    expect(collected.kept).toHaveLength(4)
    expect(collected.setAside).toHaveLength(6)
    expect(judgeRuns(collected.kept.length, collected.discarded)).toEqual({
      judged: false,
      reason:
        "not judged: 4 valid Lighthouse runs (BenchmarkIndex ≥ 1500); timing needs the median of ≥ 5; " +
        "6 discarded with BenchmarkIndex 1200, 1300, 1250, 1100, 1000, 1400",
    })
  })

  it("retries a run that fails outright, within the same bound", async () => {
    const { run, benchmarkIndexOf } = fakeRuns([null, 2000, 2000, null, 2000])
    const collected = await collectRuns({ wanted: 3, run, benchmarkIndexOf, enforce: true })
    expect(collected.kept).toHaveLength(3)
    expect(collected.errors).toEqual(["NO_NAVSTART", "NO_NAVSTART"])
  })

  it("keeps every completed run when the rule is not enforced (busy host, --ci)", async () => {
    const { run, benchmarkIndexOf } = fakeRuns([900, 1100, 1300])
    const collected = await collectRuns({ wanted: 3, run, benchmarkIndexOf, enforce: false })
    expect(collected.kept).toHaveLength(3)
    expect(collected.discarded).toEqual([])
  })

  it("marks a page's timing figure not judged when its own runs fell short", () => {
    const short = judgeRuns(3, [1200, 1300])
    const judged = judge(tbt(400, short.judged ? undefined : short.reason), {
      ci: false,
      timing: judgeHost(0.1),
    })
    expect(judged.status).toBe("skip")
    expect(judged.note).toMatch(/^not judged: 3 valid Lighthouse runs/)
  })
})

describe("the timing rule in bench:scale", () => {
  const file = (name: string, gzipKiB: number) => ({
    file: name,
    bytes: gzipKiB * 8192,
    gzipBytes: gzipKiB * 1024,
  })
  const size = (projects: number, overrides: Partial<SizeRun> = {}): SizeRun => ({
    projects,
    pictures: projects * 6,
    distinct: true,
    contentCheckSeconds: { cold: 2, cached: 0.1 },
    coldBuildSeconds: 500,
    warmEditSeconds: 15,
    warmEditWork: { queries: 20, pageData: 3, pages: 585 },
    sizes: {
      projectsPageData: file("/page-data/projetos/page-data.json", 40),
      projectsHtml: file("/projetos/index.html", 20),
      largestPageData: file("/page-data/projetos/page-data.json", 40),
      largestHtml: file("/projetos/index.html", 20),
      printPageData: file("/page-data/projetos/imprimir/page-data.json", 31.9),
      printHtml: file("/projetos/imprimir/index.html", 43.1),
      searchData: file("/projetos/busca.json", 5),
      pages: 4,
      pictureOutputs: { avif: { files: 54, megapixels: 14.2, bytes: 700_000 } },
      nul: { files: 40, nulBytes: 0, withNul: [] },
    },
    ...overrides,
  })
  const lighthouse = (timing: LighthouseFigures["timing"]): LighthouseFigures => ({
    page: "/projetos/",
    runs: 5,
    performance: 0.9,
    tbtMs: 400,
    lcpMs: 1500,
    tbtRunsMs: [400, 400, 400, 400, 400],
    benchmarkIndexes: [2000, 2000, 2000, 2000, 2000],
    discardedBenchmarkIndexes: [],
    timing,
    axeViolations: 1,
    axeErrors: [],
  })
  const verdicts = (checks: ReturnType<typeof judgeBench>) =>
    Object.fromEntries(
      checks.map((check) => [check.figure.split(" (")[0].split(",")[0], check.pass]),
    )

  it("on a busy host judges sizes and axe, not build times or Lighthouse timing", () => {
    const checks = judgeBench(
      size(18, { warmEditSeconds: 10 }),
      size(200, { warmEditSeconds: 30 }),
      [lighthouse({ judged: true })],
      judgeHost(1.8),
    )
    expect(verdicts(checks)).toMatchObject({
      "/projetos/ page-data": false,
      "cold build": null,
      "warm rebuild after one edit": null,
      "Lighthouse performance /projetos/": null,
      "Lighthouse TBT /projetos/": null,
      "axe violations /projetos/": false,
    })
    const cold = checks.find((check) => check.figure.startsWith("cold build"))
    expect(cold?.budget).toMatch(/not judged: load average 1\.80 at start; timing needs < 0\.5/)
  })

  it("on a quiet host judges them, unless a page's runs fell short", () => {
    const quiet = judgeHost(0.2)
    const judged = judgeBench(size(18), size(200), [lighthouse({ judged: true })], quiet)
    expect(verdicts(judged)).toMatchObject({
      "cold build": false,
      "Lighthouse TBT /projetos/": false,
    })
    const short = judgeBench(size(18), size(200), [lighthouse(judgeRuns(2, [1100]))], quiet)
    const tbtCheck = short.find((check) => check.figure.startsWith("Lighthouse TBT"))
    expect(tbtCheck?.pass).toBeNull()
    expect(tbtCheck?.budget).toMatch(/not judged: 2 valid Lighthouse runs/)
  })
})
