/** @jest-environment node */
import { notFoundAllowance } from "../../scripts/lib/audit/lighthouse-allowance"
import {
  categoryScore,
  figuresFromLhr,
  type LighthouseRun,
} from "../../scripts/lib/audit/lighthouse-figures"
import { summarizeRuns } from "../../scripts/lib/audit/lighthouse-summary"
import { NOT_FOUND } from "../../scripts/lib/audit/pages"
import { fakeLhr } from "./audit-fake-lhr"

describe("Lighthouse figures", () => {
  it("recomputes a category score without the exempt audits", () => {
    expect(categoryScore(fakeLhr(), "seo")).toBe(0.5)
    expect(categoryScore(fakeLhr(), "seo", ["http-status-code"])).toBe(1)
  })

  it("lets a 404 page answer 404 and log it, but not log anything else", () => {
    const allowance = notFoundAllowance(NOT_FOUND.path)
    expect(figuresFromLhr(fakeLhr()).scores).toMatchObject({ "best-practices": 0, seo: 0.5 })
    const figures = figuresFromLhr(fakeLhr(), allowance)
    expect(figures.scores).toMatchObject({ "best-practices": 1, seo: 1 })
    expect(figures.problems).toEqual([])

    const logged = fakeLhr()
    const consoleAudit = logged.audits["errors-in-console"].details as { items: object[] }
    consoleAudit.items.push({ source: "console.error", description: "404 Not Found: the visitor…" })
    const withLog = figuresFromLhr(logged, allowance)
    expect(withLog.scores["best-practices"]).toBe(0)
    expect(withLog.problems).toEqual([
      expect.objectContaining({ id: "errors-in-console", items: ["404 Not Found: the visitor…"] }),
    ])
  })

  it("takes the median of timing figures and the worst of the other scores", () => {
    const run = (performance: number, tbtMs: number, accessibility: number): LighthouseRun => ({
      ...figuresFromLhr(fakeLhr()),
      scores: { performance, accessibility, "best-practices": 1, seo: 1 },
      metrics: { lcpMs: 1000, tbtMs, cls: 0, fcpMs: 800, speedIndexMs: 900 },
    })
    const summary = summarizeRuns([run(0.99, 100, 1), run(0.7, 900, 1), run(0.95, 200, 0.96)])
    expect(summary.scores).toMatchObject({ performance: 0.95, accessibility: 0.96 })
    expect(summary.metrics.tbtMs).toBe(200)
  })
})
