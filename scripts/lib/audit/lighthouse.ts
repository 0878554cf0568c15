import { mkdir, readdir, readFile, rm, writeFile } from "node:fs/promises"
import path from "node:path"
import { runForStderr } from "../cli"
import { collectRuns, judgeRuns, type TimingJudgement } from "../timing-rule"
import { CATEGORIES, METRICS, type AuditBudgets } from "./budgets"
import type { Check } from "./judge"
import { collectOptions, runLighthouse, type SavedLhr } from "../lighthouse-runner"
import type { SitePage } from "./pages"

/** Lighthouse CI reads the saved results here (lhr-<digits>.json) and writes its verdicts here. */
export const LHCI_DIR = ".lighthouseci"
/** Where `lhci upload` writes the HTML and JSON reports (manifest.json names the median runs). */
export const LIGHTHOUSE_REPORTS_DIR = "reports/lighthouse"

type Category = (typeof CATEGORIES)[number]

/** One entry of .lighthouseci/assertion-results.json (passed ones included). */
export interface AssertionResult {
  url: string
  auditId: string
  /** The category of a `categories:<id>` assertion. */
  auditProperty?: string
  name: string
  expected: number
  /** The runs' aggregate (median, or the worst run with "pessimistic"). */
  actual: number | null
  passed: boolean
  level: "error" | "warn"
}

export interface PageLighthouse {
  page: SitePage
  url: string
  /** The runs handed to lhci: the valid ones, or every run when the rule could not be met. */
  lhrs: SavedLhr[]
  errors: string[]
  /** The BenchmarkIndex of each run set aside under the timing rule (it was repeated). */
  discarded: number[]
  /** Whether this page's runs satisfy the timing rule (always judged when it is not enforced). */
  timing: TimingJudgement
}

/**
 * With --ci the host is busy by definition (it has just built the site and run the e2e tests):
 * only the categories that do not depend on timing are measured.
 */
export function measuredCategories({ ci }: { ci: boolean }): readonly Category[] {
  return ci ? CATEGORIES.filter((id) => id !== "performance") : CATEGORIES
}

/**
 * Runs Lighthouse `runs` times per page, one run at a time, and saves each result where
 * `lhci assert` reads it. A run that fails is tried again. With `enforceTimingRule` (a full audit
 * on a quiet host), a run under the rule's BenchmarkIndex is set aside and repeated; a page left
 * with too few valid runs has its timing not judged, and its set-aside runs still count for the
 * scores that do not depend on timing.
 */
export async function measureLighthouse(
  baseUrl: string,
  pages: readonly SitePage[],
  runs: number,
  log: (message: string) => void,
  { enforceTimingRule = false, categories = CATEGORIES as readonly Category[] } = {},
): Promise<PageLighthouse[]> {
  await mkdir(LHCI_DIR, { recursive: true })
  for (const name of await readdir(LHCI_DIR)) {
    if (/^lhr-\d+\.(json|html)$/.test(name)) await rm(path.join(LHCI_DIR, name))
  }
  const results: PageLighthouse[] = []
  for (const page of pages) {
    const url = `${baseUrl}${page.path}`
    const collected = await collectRuns({
      wanted: runs,
      run: () => runLighthouse(url, collectOptions([url], runs, categories)),
      benchmarkIndexOf: (lhr) => lhr.environment.benchmarkIndex,
      enforce: enforceTimingRule,
      onAttempt: (message) => log(`Lighthouse ${page.label} ${message}`),
    })
    const timing = enforceTimingRule
      ? judgeRuns(collected.kept.length, collected.discarded)
      : { judged: true as const }
    const lhrs = timing.judged ? collected.kept : [...collected.kept, ...collected.setAside]
    for (const [index, lhr] of lhrs.entries()) {
      // lhci reads only lhr-<digits>.json; the index keeps names of the same millisecond apart.
      const file = path.join(LHCI_DIR, `lhr-${Date.now()}${String(index).padStart(3, "0")}.json`)
      await writeFile(file, JSON.stringify(lhr))
    }
    const { errors, discarded } = collected
    results.push({ page, url, lhrs, errors, discarded, timing })
  }
  return results
}

/**
 * Lighthouse CI's configuration: one assertMatrix entry per page from audit-budgets.json. Timing
 * figures (the performance score, the metrics) take the median of the runs and are not asserted
 * with --ci; the other categories take the worst run.
 */
export function lighthouseCiConfig(
  pages: readonly { url: string }[],
  budgets: AuditBudgets,
  { ci, runs }: { ci: boolean; runs: number },
) {
  const { minScores, maxMetrics } = budgets.lighthouse
  const assertions: Record<string, [string, Record<string, unknown>]> = {}
  if (!ci) {
    assertions["categories:performance"] = ["error", { minScore: minScores.performance }]
    for (const [audit, [budget]] of Object.entries(METRICS)) {
      assertions[audit] = ["error", { maxNumericValue: maxMetrics[budget] }]
    }
  }
  for (const category of measuredCategories({ ci }).filter((id) => id !== "performance")) {
    assertions[`categories:${category}`] = [
      "error",
      { minScore: minScores[category], aggregationMethod: "pessimistic" },
    ]
  }
  const urls = pages.map((page) => page.url)
  return {
    ci: {
      collect: collectOptions(urls, runs, measuredCategories({ ci })),
      assert: {
        includePassedAssertions: true,
        assertMatrix: urls.map((url) => ({
          matchingUrlPattern: `^${url.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}$`,
          aggregationMethod: "median",
          assertions,
        })),
      },
      upload: { target: "filesystem", outputDir: LIGHTHOUSE_REPORTS_DIR },
    },
  }
}

/**
 * `lhci assert` on the saved runs (its exit code 1 only means a budget was missed: the verdicts
 * are read from its results file), then `lhci upload` of the HTML reports.
 */
export async function assertLighthouse(
  pages: readonly PageLighthouse[],
  budgets: AuditBudgets,
  options: { ci: boolean; runs: number },
  log: (message: string) => void,
): Promise<AssertionResult[]> {
  const config = path.join(LHCI_DIR, "lighthouserc.json")
  await writeFile(config, JSON.stringify(lighthouseCiConfig(pages, budgets, options), null, 2))
  const resultsFile = path.join(LHCI_DIR, "assertion-results.json")
  await rm(resultsFile, { force: true })
  const asserted = await runLhci(["assert", `--config=${config}`])
  const results = await readFile(resultsFile, "utf8").then(
    (text) => JSON.parse(text) as AssertionResult[],
    () => {
      throw new Error(`lhci assert wrote no results (exit code ${asserted.code}): ${asserted.last}`)
    },
  )
  await rm(LIGHTHOUSE_REPORTS_DIR, { recursive: true, force: true })
  const uploaded = await runLhci(["upload", `--config=${config}`])
  if (uploaded.code === 0) log(`Lighthouse reports written to ${LIGHTHOUSE_REPORTS_DIR}/`)
  else log(`lhci upload failed (exit code ${uploaded.code}): ${uploaded.last}`)
  return results
}

/** Lighthouse CI is a CLI (`lhci assert` ends its own process): it runs as a child process. */
async function runLhci(args: string[]): Promise<{ code: number; last: string }> {
  const cli = require.resolve("@lhci/cli/src/cli.js")
  const { code, stderr } = await runForStderr(process.execPath, [cli, ...args])
  return { code, last: stderr.trim().split("\n").at(-1) ?? "" }
}

/**
 * A page's Lighthouse rows: each assertion with Lighthouse CI's aggregate and verdict. A page
 * without results (every run failed) is one failing row naming the errors.
 */
export function lighthouseChecks(
  page: Omit<PageLighthouse, "lhrs">,
  results: readonly AssertionResult[],
): Check[] {
  const notJudged = page.timing.judged ? undefined : page.timing.reason
  const errors = page.errors.join("; ") || undefined
  const rows = results
    .filter((result) => result.url === page.url)
    .map((result): Check => {
      const category = result.auditId === "categories" ? result.auditProperty : undefined
      const metric = METRICS[result.auditId as keyof typeof METRICS]
      const timing = category === "performance" || metric !== undefined
      return {
        section: "Lighthouse",
        figure: `${category ? `${category} score` : (metric?.[1] ?? result.auditId)}, ${page.page.label}`,
        value: result.actual !== null && Number.isFinite(result.actual) ? result.actual : null,
        unit: category ? "score" : (metric?.[2] ?? "ms"),
        budget: { limit: result.expected, kind: category ? "min" : "max" },
        timing,
        notJudged: timing ? notJudged : undefined,
        verdict: result.passed ? "pass" : result.level === "error" ? "fail" : "warn",
        note: errors,
      }
    })
  if (rows.length > 0) return rows
  const failed = `Lighthouse, ${page.page.label}`
  return [
    {
      section: "Lighthouse",
      figure: failed,
      value: null,
      unit: "score",
      timing: false,
      note: errors,
      budget: { limit: 1, kind: "min" },
    },
  ]
}

/** A run's figures for the benchmarks: the performance score and the metrics. */
export function runFigures(lhr: SavedLhr) {
  const value = (id: string) => lhr.audits[id]?.numericValue ?? null
  return {
    performance: lhr.categories.performance?.score ?? null,
    tbtMs: value("total-blocking-time"),
    lcpMs: value("largest-contentful-paint"),
    benchmarkIndex: lhr.environment.benchmarkIndex,
  }
}
