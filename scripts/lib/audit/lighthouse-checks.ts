import type { AuditBudgets, LighthouseCategory } from "./budgets"
import type { Check } from "./judge"
import type { PageLighthouse } from "./measurements"

/** What notFoundAllowance() leaves out of the 404 page's scores. */
const NOT_FOUND_NOTES: Partial<Record<LighthouseCategory, string>> = {
  "best-practices":
    "console 404s of its own URL and page-data, and its required log of the unknown path, allowed",
  seo: "http-status-code and is-crawlable left out (a 404 page)",
}

/** The four category scores and the metrics of one page (FCP and Speed Index reported only). */
export function lighthouseChecks(page: PageLighthouse, budgets: AuditBudgets): Check[] {
  const { minScores, maxMetrics } = budgets.lighthouse
  const summary = page.summary
  const failed = page.errors.length
  const note = failed > 0 ? `${failed} failed attempt(s), ${page.runs.length} runs kept` : undefined
  const score = (category: LighthouseCategory): Check => ({
    section: "Lighthouse",
    figure: `${category} score, ${page.page.label}`,
    value: summary?.scores[category] ?? null,
    unit: "score",
    budget: { limit: minScores[category], kind: "min" },
    timing: category === "performance",
    note: (page.page.notFound && NOT_FOUND_NOTES[category]) || note,
  })
  const metric = (
    figure: string,
    value: number | null | undefined,
    unit: "ms" | "cls",
    limit?: number,
  ): Check => ({
    section: "Lighthouse",
    figure: `${figure}, ${page.page.label}`,
    value: value ?? null,
    unit,
    budget: limit === undefined ? undefined : { limit, kind: "max" },
    timing: true,
    note,
  })
  return [
    score("performance"),
    score("accessibility"),
    score("best-practices"),
    score("seo"),
    metric("LCP", summary?.metrics.lcpMs, "ms", maxMetrics.largestContentfulPaintMs),
    metric("TBT", summary?.metrics.tbtMs, "ms", maxMetrics.totalBlockingTimeMs),
    metric("CLS", summary?.metrics.cls, "cls", maxMetrics.cumulativeLayoutShift),
    metric("FCP", summary?.metrics.fcpMs, "ms"),
    metric("Speed Index", summary?.metrics.speedIndexMs, "ms"),
  ]
}
