import { chromiumPath, CHROMIUM_ARGS } from "../chromium"
import { LIGHTHOUSE_CATEGORIES, type AuditBudgets, type LighthouseCategory } from "./budgets"
import { allowanceOf, allowsConsoleErrors, CONSOLE_AUDIT } from "./lighthouse-allowance"
import type { SitePage } from "./pages"

/** Lighthouse CI's configuration (the `ci` key of a lighthouserc file). */
export interface LighthouseCiConfig {
  ci: {
    collect: CollectOptions
    assert?: { includePassedAssertions: true; assertMatrix: AssertMatrixEntry[] }
    upload?: { target: "filesystem"; outputDir: string }
  }
}

export interface CollectOptions {
  url: string[]
  numberOfRuns: number
  chromePath: string
  settings: Record<string, unknown>
}

type Level = "error" | "warn"
export type Assertion = [
  Level,
  { minScore?: number; maxNumericValue?: number; aggregationMethod?: "pessimistic" },
]

export interface AssertMatrixEntry {
  matchingUrlPattern: string
  aggregationMethod: "median"
  assertions: Record<string, Assertion>
}

/** Where `lhci upload` writes the HTML and JSON reports of the representative runs. */
export const LIGHTHOUSE_REPORTS_DIR = "reports/lighthouse"

/** Lighthouse's metric audits held to audit-budgets.json's lighthouse.maxMetrics. */
export const METRIC_BUDGETS = {
  "largest-contentful-paint": "largestContentfulPaintMs",
  "total-blocking-time": "totalBlockingTimeMs",
  "cumulative-layout-shift": "cumulativeLayoutShift",
} as const

/**
 * The categories Lighthouse measures. With --ci the host is busy by definition (it has just
 * built the site and run the e2e tests), so the timing rule could never judge the performance
 * category: CI measures only the categories that do not depend on timing, and the full audit on
 * a quiet host measures all four.
 */
export function measuredCategories({ ci }: { ci: boolean }): readonly LighthouseCategory[] {
  return ci ? LIGHTHOUSE_CATEGORIES.filter((id) => id !== "performance") : LIGHTHOUSE_CATEGORIES
}

/**
 * Lighthouse's default (mobile, simulated throttling) config in a fresh Chromium per run.
 * Lighthouse CI adds --headless=new itself. Status codes are not fatal, so the 404 page is
 * measured; any other page answering an error fails the SEO audit http-status-code.
 */
export function collectOptions(
  urls: string[],
  runs: number,
  categories: readonly LighthouseCategory[] = LIGHTHOUSE_CATEGORIES,
): CollectOptions {
  return {
    url: urls,
    numberOfRuns: runs,
    chromePath: chromiumPath(),
    settings: {
      chromeFlags: CHROMIUM_ARGS.filter((flag) => !flag.startsWith("--headless")).join(" "),
      onlyCategories: [...categories],
      ignoreStatusCode: true,
      disableFullPageScreenshot: true,
    },
  }
}

/** What a page's assertions need to know: its URL, and for a 404 page its scored audits. */
export interface AssertedPage {
  page: SitePage
  url: string
  /** The audits each category weighs in the page's runs (read from its Lighthouse results). */
  auditsByCategory: Partial<Record<LighthouseCategory, string[]>>
}

/**
 * One assertMatrix entry per page, generated from audit-budgets.json. Timing figures (the
 * performance score and the metrics) take the median of the runs, and are not measured with
 * --ci; the other categories take the worst run and always fail.
 */
export function assertMatrix(
  pages: readonly AssertedPage[],
  budgets: AuditBudgets,
  { ci }: { ci: boolean },
): AssertMatrixEntry[] {
  const { minScores, maxMetrics } = budgets.lighthouse
  return pages.map(({ page, url, auditsByCategory }) => {
    const assertions: Record<string, Assertion> = {}
    if (!ci) {
      assertions["categories:performance"] = ["error", { minScore: minScores.performance }]
      for (const [audit, budget] of Object.entries(METRIC_BUDGETS)) {
        assertions[audit] = ["error", { maxNumericValue: maxMetrics[budget] }]
      }
    }
    for (const category of measuredCategories({ ci }).filter((id) => id !== "performance")) {
      const worst: Assertion = [
        "error",
        { minScore: minScores[category], aggregationMethod: "pessimistic" },
      ]
      const audits = perAuditCategory(page, auditsByCategory[category])
      if (!audits) assertions[`categories:${category}`] = worst
      else for (const audit of audits) assertions[audit] = worst
    }
    return { matchingUrlPattern: exactUrl(url), aggregationMethod: "median", assertions }
  })
}

/**
 * A category whose score a page's allowance would distort (a 404 page fails http-status-code
 * by design) is asserted audit by audit, without the exempt audits; the console audit is then
 * judged by the audit itself, without the messages the page logs by design. Null: assert the
 * category score.
 */
export function perAuditCategory(page: SitePage, audits: string[] | undefined): string[] | null {
  const allowance = allowanceOf(page)
  const excluded = [...allowance.exemptAudits, CONSOLE_AUDIT]
  const touched = audits?.some((id) =>
    id === CONSOLE_AUDIT ? allowsConsoleErrors(allowance) : excluded.includes(id),
  )
  if (!audits || !touched) return null
  return audits.filter((id) => !excluded.includes(id))
}

export function lighthouseCiConfig(
  pages: readonly AssertedPage[],
  budgets: AuditBudgets,
  options: { ci: boolean; runs: number },
): LighthouseCiConfig {
  return {
    ci: {
      collect: collectOptions(
        pages.map((page) => page.url),
        options.runs,
        measuredCategories(options),
      ),
      assert: {
        includePassedAssertions: true,
        assertMatrix: assertMatrix(pages, budgets, options),
      },
      upload: { target: "filesystem", outputDir: LIGHTHOUSE_REPORTS_DIR },
    },
  }
}

function exactUrl(url: string): string {
  return `^${url.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}$`
}
