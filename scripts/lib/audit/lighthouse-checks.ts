import type { AuditBudgets, LighthouseCategory } from "./budgets"
import type { Check } from "./judge"
import type { AssertionResult } from "./lhci"
import { allowanceOf, allowsConsoleErrors } from "./lighthouse-allowance"
import { measuredCategories, METRIC_BUDGETS, perAuditCategory } from "./lighthouserc"
import type { PageLighthouse } from "./measurements"

/** Why a 404 page's category is asserted audit by audit (see perAuditCategory). */
const PER_AUDIT_NOTES: Partial<Record<LighthouseCategory, string>> = {
  "best-practices":
    "asserted audit by audit; console 404s of its own URL and page-data, and its required log of the unknown path, allowed",
  seo: "asserted audit by audit, without http-status-code and is-crawlable (a 404 page)",
}

const METRIC_FIGURES: Record<keyof typeof METRIC_BUDGETS, [string, "ms" | "cls"]> = {
  "largest-contentful-paint": ["LCP", "ms"],
  "total-blocking-time": ["TBT", "ms"],
  "cumulative-layout-shift": ["CLS", "cls"],
}

/**
 * A page's Lighthouse rows of the report. The budgeted figures carry Lighthouse CI's verdict
 * and aggregate; FCP and Speed Index are reported only. A figure Lighthouse CI gave no verdict
 * on (every run failed) is judged as not measured. With `timing: false` (--ci) the performance
 * category was not measured, and it has no rows.
 */
export function lighthouseChecks(
  page: PageLighthouse,
  results: readonly AssertionResult[],
  budgets: AuditBudgets,
  { timing = true }: { timing?: boolean } = {},
): Check[] {
  const { minScores, maxMetrics } = budgets.lighthouse
  const label = page.page.label
  const mine = results.filter((result) => result.url === page.url)
  const errors = page.errors.length > 0 ? page.errors.join("; ") : undefined
  const notJudged = page.timing.judged ? undefined : page.timing.reason
  const row = (figure: string, unit: Check["unit"], timing: boolean): Check => ({
    section: "Lighthouse",
    figure: `${figure}, ${label}`,
    value: null,
    unit,
    timing,
    notJudged: timing ? notJudged : undefined,
    note: errors,
  })
  const judged = (base: Check, asserted: AssertionResult | undefined, limit: number): Check => ({
    ...base,
    value: asserted ? finite(asserted.actual) : null,
    budget: { limit: asserted?.expected ?? limit, kind: base.unit === "score" ? "min" : "max" },
    verdict: asserted ? verdictOf([asserted]) : undefined,
    note: asserted?.message ?? base.note,
  })

  const scores = measuredCategories({ ci: !timing }).map((category): Check => {
    const base = row(`${category} score`, "score", category === "performance")
    const audits = perAuditCategory(page.page, page.auditsByCategory[category])
    if (!audits) {
      const asserted = mine.find(
        (result) => result.auditId === "categories" && result.auditProperty === category,
      )
      return judged(base, asserted, minScores[category])
    }
    const asserted = mine.filter((result) => audits.includes(result.auditId))
    const failing = asserted.filter((result) => !result.passed).map((result) => result.auditId)
    return {
      ...base,
      value: page.summary?.scores[category] ?? null,
      budget: { limit: minScores[category], kind: "min" },
      verdict: asserted.length > 0 ? verdictOf(asserted) : undefined,
      note: [errors, PER_AUDIT_NOTES[category], failing.length && `failing: ${failing.join(", ")}`]
        .filter(Boolean)
        .join("; "),
    }
  })
  const metrics = Object.entries(METRIC_BUDGETS).map(([audit, budget]) => {
    const [figure, unit] = METRIC_FIGURES[audit as keyof typeof METRIC_BUDGETS]
    const asserted = mine.find(
      (result) => result.auditId === audit && result.name === "maxNumericValue",
    )
    return judged(row(figure, unit, true), asserted, maxMetrics[budget])
  })
  const reported = (figure: string, value: number | null | undefined): Check => ({
    ...row(figure, "ms", true),
    value: value ?? null,
  })
  const timingRows = [
    ...metrics,
    reported("FCP", page.summary?.metrics.fcpMs),
    reported("Speed Index", page.summary?.metrics.speedIndexMs),
  ]
  return [...scores, ...(timing ? timingRows : []), ...consoleCheck(page)]
}

/**
 * The console audit of a page that logs some errors by design is judged here, without them:
 * Lighthouse CI can only count a console's messages, not tell them apart.
 */
function consoleCheck(page: PageLighthouse): Check[] {
  if (!allowsConsoleErrors(allowanceOf(page.page))) return []
  return [
    {
      section: "Lighthouse",
      figure: `console errors besides the expected ones, ${page.page.label}`,
      value: page.unexpectedConsoleErrors,
      unit: "count",
      budget: { limit: 0, kind: "max" },
      timing: false,
      note: "the most any run logged",
    },
  ]
}

/** Any failed error-level assertion fails the figure; a failed warn-level one warns. */
export function verdictOf(results: readonly AssertionResult[]): Check["verdict"] {
  const failed = results.filter((result) => !result.passed)
  if (failed.some((result) => result.level === "error")) return "fail"
  return failed.length > 0 ? "warn" : "pass"
}

function finite(value: number | null): number | null {
  return value !== null && Number.isFinite(value) ? value : null
}
