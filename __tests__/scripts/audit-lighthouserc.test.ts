/** @jest-environment node */
import { readFileSync } from "node:fs"
import type { AuditBudgets } from "../../scripts/lib/audit/budgets"
import type { AssertionResult } from "../../scripts/lib/audit/lhci"
import { lighthouseChecks } from "../../scripts/lib/audit/lighthouse-checks"
import { pageLighthouse } from "../../scripts/lib/audit/lighthouse-pages"
import {
  assertMatrix,
  collectOptions,
  lighthouseCiConfig,
} from "../../scripts/lib/audit/lighthouserc"
import { HOME, NOT_FOUND } from "../../scripts/lib/audit/pages"
import { fakeLhr } from "./audit-fake-lhr"

const budgets = JSON.parse(readFileSync("audit-budgets.json", "utf8")) as AuditBudgets
const BASE = "http://127.0.0.1:4321"
const home = { page: HOME, url: `${BASE}/`, auditsByCategory: {} }
const notFound = {
  page: NOT_FOUND,
  url: `${BASE}${NOT_FOUND.path}`,
  auditsByCategory: {
    accessibility: ["color-contrast"],
    "best-practices": ["errors-in-console", "deprecations"],
    seo: ["http-status-code", "is-crawlable", "document-title"],
  },
}

describe("Lighthouse CI configuration", () => {
  it("takes every number from audit-budgets.json", () => {
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
    const [entry] = assertMatrix([home], changed, { ci: false })
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
  })

  it("measures and asserts no timing figure with --ci, and fails on the other categories", () => {
    const [entry] = assertMatrix([home], budgets, { ci: true })
    const levels = Object.fromEntries(
      Object.entries(entry.assertions).map(([key, [level]]) => [key, level]),
    )
    expect(levels).toEqual({
      "categories:accessibility": "error",
      "categories:best-practices": "error",
      "categories:seo": "error",
    })
    const config = lighthouseCiConfig([home], budgets, { ci: true, runs: 1 })
    expect(config.ci.collect.settings.onlyCategories).toEqual([
      "accessibility",
      "best-practices",
      "seo",
    ])
    expect(
      lighthouseCiConfig([home], budgets, { ci: false, runs: 5 }).ci.collect.settings,
    ).toMatchObject({ onlyCategories: ["performance", "accessibility", "best-practices", "seo"] })
  })

  it("asserts a 404 page's SEO and best practices audit by audit, without what it fails by design", () => {
    const [entry] = assertMatrix([notFound], budgets, { ci: true })
    const worst = ["error", { minScore: 1, aggregationMethod: "pessimistic" }]
    expect(Object.keys(entry.assertions).sort()).toEqual(
      ["categories:accessibility", "deprecations", "document-title"].sort(),
    )
    expect(entry.assertions["document-title"]).toEqual(worst)
    expect(entry.assertions["categories:accessibility"]).toEqual(worst)
  })

  it("runs Debian's Chromium with the audit's flags, measuring a 404 page too", () => {
    const config = lighthouseCiConfig([home], budgets, { ci: false, runs: 3 })
    expect(config.ci.collect).toEqual(collectOptions([`${BASE}/`], 3))
    expect(config.ci.collect.numberOfRuns).toBe(3)
    expect(config.ci.collect.settings.chromeFlags).toContain("--no-sandbox")
    expect(config.ci.collect.settings.chromeFlags).not.toContain("--headless")
    expect(config.ci.collect.settings.ignoreStatusCode).toBe(true)
    expect(config.ci.upload).toEqual({ target: "filesystem", outputDir: "reports/lighthouse" })
  })
})

const result = (overrides: Partial<AssertionResult>): AssertionResult => ({
  url: `${BASE}/`,
  auditId: "categories",
  auditProperty: "accessibility",
  name: "minScore",
  expected: 1,
  actual: 1,
  values: [1, 1, 1],
  operator: ">=",
  passed: true,
  level: "error",
  ...overrides,
})

describe("Lighthouse rows of the report", () => {
  const saved = (url: string) => ({ ...fakeLhr(), requestedUrl: url, finalUrl: url })

  it("carries Lighthouse CI's aggregate and verdict", () => {
    const page = pageLighthouse(HOME, `${BASE}/`, [saved(`${BASE}/`)])
    const results = [
      result({ actual: 0.96, values: [0.96, 1, 1], passed: false }),
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
    ]
    const rows = lighthouseChecks(page, results, budgets)
    const byFigure = Object.fromEntries(rows.map((row) => [row.figure, row]))
    expect(byFigure["accessibility score, /"]).toMatchObject({ value: 0.96, verdict: "fail" })
    expect(byFigure["TBT, /"]).toMatchObject({
      value: 310,
      verdict: "warn",
      budget: { limit: 150, kind: "max" },
    })
    expect(byFigure["seo score, /"]).toMatchObject({ value: null, verdict: undefined })
    expect(byFigure["FCP, /"].budget).toBeUndefined()
    const ciRows = lighthouseChecks(page, results, budgets, { timing: false })
    expect(ciRows.map((row) => row.figure)).toEqual([
      "accessibility score, /",
      "best-practices score, /",
      "seo score, /",
    ])
  })

  it("judges a 404 page's console without the errors it logs by design", () => {
    const url = `${BASE}${NOT_FOUND.path}`
    const page = pageLighthouse(NOT_FOUND, url, [saved(url)])
    expect(page.auditsByCategory.seo).toEqual(["http-status-code", "document-title"])
    expect(page.unexpectedConsoleErrors).toBe(0)
    const rows = lighthouseChecks(
      page,
      [result({ url, auditId: "document-title", passed: false })],
      budgets,
    )
    expect(rows.find((row) => row.figure === "seo score, 404")).toMatchObject({ verdict: "fail" })
    expect(rows.at(-1)).toMatchObject({ value: 0, budget: { limit: 0, kind: "max" } })

    const logged = saved(url)
    const items = (logged.audits["errors-in-console"].details as { items: object[] }).items
    items.push({ source: "console.error", description: "Uncaught TypeError" })
    expect(pageLighthouse(NOT_FOUND, url, [saved(url), logged]).unexpectedConsoleErrors).toBe(1)
  })
})
