/** @jest-environment node */
import { parseAuditArgs } from "../../scripts/lib/audit/args"
import { finalLine, judge, summarize, type Check } from "../../scripts/lib/audit/judge"
import { renderMarkdown } from "../../scripts/lib/audit/markdown"
import { median } from "../../scripts/lib/timing-rule"
import type { AuditReport } from "../../scripts/lib/audit/checks"

const tbt = (value: number | null): Check => ({
  section: "Lighthouse",
  figure: "TBT, /",
  value,
  unit: "ms",
  budget: { limit: 150, kind: "max" },
  timing: true,
})

const bytes = (value: number): Check => ({
  section: "JavaScript",
  figure: "initial JS (gzip), /",
  value,
  unit: "KiB",
  budget: { limit: 110, kind: "max" },
  timing: false,
})

describe("budget evaluation", () => {
  it("passes within a maximum or a minimum, limit included", () => {
    expect(judge(bytes(110), { ci: false }).status).toBe("pass")
    const score: Check = { ...bytes(1), unit: "score", budget: { limit: 1, kind: "min" } }
    expect(judge(score, { ci: false }).status).toBe("pass")
    expect(judge({ ...score, value: 0.96 }, { ci: false }).status).toBe("fail")
  })

  it("fails a missed timing budget in a full run, and only warns with --ci", () => {
    expect(judge(tbt(400), { ci: false }).status).toBe("fail")
    expect(judge(tbt(400), { ci: true }).status).toBe("warn")
  })

  it("still fails a deterministic budget with --ci", () => {
    expect(judge(bytes(110.1), { ci: true }).status).toBe("fail")
  })

  it("fails a figure that could not be measured, and reports figures without a budget", () => {
    expect(judge(bytes(Number.NaN), { ci: false }).status).toBe("fail")
    expect(judge({ ...bytes(1), value: null }, { ci: true }).status).toBe("fail")
    expect(judge(tbt(null), { ci: true }).status).toBe("warn")
    expect(judge({ ...bytes(500), budget: undefined }, { ci: false }).status).toBe("info")
  })

  it("keeps the verdict Lighthouse CI gave", () => {
    expect(judge({ ...tbt(90), verdict: "fail" }, { ci: false }).status).toBe("fail")
    expect(judge({ ...tbt(400), verdict: "warn" }, { ci: false }).status).toBe("warn")
  })

  it("counts passes and failures for the final line; warnings are neither", () => {
    const checks = [bytes(90), bytes(120), tbt(400), tbt(100)].map((check) =>
      judge(check, { ci: true }),
    )
    const summary = summarize(checks)
    expect(summary).toMatchObject({ passed: 2, failed: 1, warned: 1 })
    expect(finalLine(summary)).toBe("audit: 2 passed, 1 failed")
  })
})

describe("median", () => {
  it("takes the middle value, or the mean of the two middle ones", () => {
    expect(median([900, 300, 500])).toBe(500)
    expect(median([4, 1, 3, 2])).toBe(2.5)
    expect(median([])).toBeNull()
  })
})

describe("parseAuditArgs", () => {
  it("reads --ci, --runs and --root, with defaults", () => {
    expect(parseAuditArgs([])).toEqual({ ci: false, runs: 5, root: "public" })
    expect(parseAuditArgs(["--ci", "--runs=5", "--root", "/tmp/site"])).toEqual({
      ci: true,
      runs: 5,
      root: "/tmp/site",
    })
    expect(() => parseAuditArgs(["--runs", "0"])).toThrow(/--runs/)
    expect(() => parseAuditArgs(["--fast"])).toThrow(/Unknown option/)
  })
})

describe("markdown report", () => {
  it("shows a failing budget in its section and in the list of budgets missed", () => {
    const checks = [judge(bytes(131.5), { ci: false }), judge(tbt(90), { ci: false })]
    const report: AuditReport = {
      date: "2026-01-02T03:04:05.000Z",
      mode: "full",
      durationSeconds: 200,
      lighthouseRuns: 3,
      chromium: "156.0.1.2",
      lighthouseVersion: "12.8.2",
      machine: {
        nproc: 2,
        cpuModel: "AMD EPYC",
        memoryGiB: 8,
        loadAverage: [3.5, 1, 1],
        node: "v20",
      },
      loadAverageEnd: [1, 2, 1],
      timing: { judged: true },
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
    }
    const markdown = renderMarkdown(report)
    expect(markdown).toContain("| initial JS (gzip), / | 131.5 KiB | ≤ 110.0 KiB | **FAIL** |")
    expect(markdown).toContain("| TBT, / | 90 ms | ≤ 150 ms | pass |")
    expect(markdown).toContain("**1 passed, 1 failed, 0 warnings**")
    expect(markdown).toMatch(
      /## Budgets missed\n\n- fail: JavaScript: initial JS \(gzip\), \/ = 131\.5 KiB, budget ≤ 110\.0 KiB/,
    )
    expect(markdown).toContain("Chromium 156.0.1.2; Lighthouse 12.8.2 through Lighthouse CI")
    expect(markdown).toContain("2 × AMD EPYC")
    expect(markdown).toContain("load 3.5 / 1 / 1 at start, 1 / 2 / 1 at end")
    expect(markdown).toContain("median of 3 runs")

    const ci = renderMarkdown({ ...report, mode: "ci", lighthouseRuns: 1 })
    expect(ci).toContain("--ci: no timing figure measured; `npm run audit` judges them")
    expect(ci).toContain("mobile, 1 run per page, no performance category")
    expect(ci).not.toContain("median of")
  })
})
