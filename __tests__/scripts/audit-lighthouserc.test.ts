/** @jest-environment node */
import { mkdtemp, readdir, rm } from "node:fs/promises"
import { tmpdir } from "node:os"
import path from "node:path"
import { readFileSync } from "node:fs"
import type { AuditBudgets } from "../../scripts/lib/audit/budgets"
import {
  lighthouseChecks,
  lighthouseCiConfig,
  measureLighthouse,
  runFigures,
  type AssertionResult,
} from "../../scripts/lib/audit/lighthouse"
import { runLighthouse, type SavedLhr } from "../../scripts/lib/lighthouse-runner"
import { HOME } from "../../scripts/lib/audit/pages"

jest.mock("../../scripts/lib/lighthouse-runner", () => ({
  ...jest.requireActual("../../scripts/lib/lighthouse-runner"),
  runLighthouse: jest.fn(),
}))

const budgets = JSON.parse(readFileSync("audit-budgets.json", "utf8")) as AuditBudgets
const BASE = "http://127.0.0.1:4321"
const home = { page: HOME, url: `${BASE}/` }

describe("Lighthouse CI configuration", () => {
  it("takes every number from audit-budgets.json: timing as the median, the rest the worst run", () => {
    const changed: AuditBudgets = {
      ...budgets,
      lighthouse: {
        minScores: { performance: 0.5, accessibility: 0.9, "best-practices": 0.8, seo: 0.7 },
        maxMetrics: {
          largestContentfulPaintMs: 4000,
          totalBlockingTimeMs: 600,
          cumulativeLayoutShift: 0.1,
        },
      },
    }
    const config = lighthouseCiConfig([home], changed, { ci: false, runs: 5 })
    const [entry] = config.ci.assert.assertMatrix
    expect(entry.assertions).toEqual({
      "categories:performance": ["error", { minScore: 0.5 }],
      "largest-contentful-paint": ["error", { maxNumericValue: 4000 }],
      "total-blocking-time": ["error", { maxNumericValue: 600 }],
      "cumulative-layout-shift": ["error", { maxNumericValue: 0.1 }],
      "categories:accessibility": ["error", { minScore: 0.9, aggregationMethod: "pessimistic" }],
      "categories:best-practices": ["error", { minScore: 0.8, aggregationMethod: "pessimistic" }],
      "categories:seo": ["error", { minScore: 0.7, aggregationMethod: "pessimistic" }],
    })
    expect(entry.aggregationMethod).toBe("median")
    expect(entry.matchingUrlPattern).toBe("^http://127\\.0\\.0\\.1:4321/$")
    expect(config.ci.collect.numberOfRuns).toBe(5)
    expect(config.ci.collect.settings.chromeFlags).toContain("--no-sandbox")
    expect(config.ci.collect.settings.chromeFlags).not.toContain("--headless")
    expect(config.ci.upload).toEqual({ target: "filesystem", outputDir: "reports/lighthouse" })
  })

  it("measures and asserts no timing figure with --ci", () => {
    const config = lighthouseCiConfig([home], budgets, { ci: true, runs: 1 })
    expect(Object.keys(config.ci.assert.assertMatrix[0].assertions)).toEqual([
      "categories:accessibility",
      "categories:best-practices",
      "categories:seo",
    ])
    expect(config.ci.collect.settings.onlyCategories).toEqual([
      "accessibility",
      "best-practices",
      "seo",
    ])
  })
})

const result = (overrides: Partial<AssertionResult>): AssertionResult => ({
  url: `${BASE}/`,
  auditId: "categories",
  auditProperty: "accessibility",
  name: "minScore",
  expected: 1,
  actual: 1,
  passed: true,
  level: "error",
  ...overrides,
})

describe("Lighthouse rows of the report", () => {
  const page = { ...home, errors: [], discarded: [], timing: { judged: true as const } }

  it("carry Lighthouse CI's aggregate and verdict, the page's own only", () => {
    const rows = lighthouseChecks(page, [
      result({ actual: 0.96, passed: false }),
      result({
        auditId: "total-blocking-time",
        auditProperty: undefined,
        name: "maxNumericValue",
        expected: 150,
        actual: 310,
        passed: false,
        level: "warn",
      }),
      result({ url: `${BASE}/other/`, actual: 0 }),
    ])
    expect(rows).toEqual([
      expect.objectContaining({
        figure: "accessibility score, /",
        value: 0.96,
        budget: { limit: 1, kind: "min" },
        verdict: "fail",
        timing: false,
      }),
      expect.objectContaining({
        figure: "TBT, /",
        value: 310,
        unit: "ms",
        budget: { limit: 150, kind: "max" },
        verdict: "warn",
        timing: true,
      }),
    ])
  })

  it("mark timing rows not judged when the page fell short of valid runs", () => {
    const short = { ...page, timing: { judged: false as const, reason: "not judged: 2 valid" } }
    const rows = lighthouseChecks(short, [
      result({}),
      result({ auditId: "largest-contentful-paint", auditProperty: undefined, actual: 900 }),
    ])
    expect(rows.map((row) => row.notJudged)).toEqual([undefined, "not judged: 2 valid"])
  })

  it("fail a page whose every run failed, naming the errors", () => {
    const rows = lighthouseChecks({ ...page, errors: ["Lighthouse: NO_FCP"] }, [])
    expect(rows).toEqual([
      expect.objectContaining({ figure: "Lighthouse, /", value: null, note: "Lighthouse: NO_FCP" }),
    ])
  })
})

describe("the audit's Lighthouse runs under the timing rule", () => {
  const run = runLighthouse as jest.MockedFunction<typeof runLighthouse>
  const lhr = (benchmarkIndex: number): SavedLhr => ({
    requestedUrl: `${BASE}/`,
    finalUrl: `${BASE}/`,
    categories: { performance: { score: 0.99 } },
    audits: { "total-blocking-time": { score: 1, numericValue: 40 } },
    environment: { benchmarkIndex },
    lighthouseVersion: "12.8.2",
  })
  const speeds = (indexes: number[]) => indexes.forEach((i) => run.mockResolvedValueOnce(lhr(i)))
  const cwd = process.cwd()
  let dir: string
  const saved = async () => (await readdir(path.join(dir, ".lighthouseci"))).length

  beforeEach(async () => {
    run.mockReset()
    dir = await mkdtemp(path.join(tmpdir(), "audit-lhci-"))
    process.chdir(dir)
  })
  afterEach(async () => {
    process.chdir(cwd)
    await rm(dir, { recursive: true, force: true })
  })

  it("repeats a run under BenchmarkIndex 1,500 and gives lhci only the valid ones", async () => {
    speeds([2000, 1200, 2100, 2200, 1400, 2300, 2250])
    const [page] = await measureLighthouse(BASE, [HOME], 5, () => undefined, {
      enforceTimingRule: true,
    })
    expect(run).toHaveBeenCalledTimes(7)
    expect(page.lhrs.map((one) => runFigures(one).benchmarkIndex)).toEqual([
      2000, 2100, 2200, 2300, 2250,
    ])
    expect(await saved()).toBe(5)
    expect(page.discarded).toEqual([1200, 1400])
    expect(page.timing).toEqual({ judged: true })
  })

  it("with too few valid runs, marks the page's timing not judged but keeps every run", async () => {
    speeds([1100, 1200, 1300, 1600, 1000, 1250])
    const [page] = await measureLighthouse(BASE, [HOME], 3, () => undefined, {
      enforceTimingRule: true,
    })
    expect(run).toHaveBeenCalledTimes(6)
    expect(page.timing).toMatchObject({
      judged: false,
      reason: expect.stringMatching(/^not judged: 1 valid/),
    })
    expect(await saved()).toBe(6)
  })

  it("keeps every run when the rule is not enforced (busy host, --ci)", async () => {
    speeds([900, 1000, 1100])
    const [page] = await measureLighthouse(BASE, [HOME], 3, () => undefined)
    expect(run).toHaveBeenCalledTimes(3)
    expect(await saved()).toBe(3)
    expect(page.timing).toEqual({ judged: true })
  })
})
