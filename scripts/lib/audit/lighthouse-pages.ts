import { LIGHTHOUSE_CATEGORIES, type LighthouseCategory } from "./budgets"
import { collectRuns, judgeRuns, type TimingJudgement } from "../timing-rule"
import { clearSavedLhrs, saveLhr, type SavedLhr } from "./lhci"
import {
  allowanceOf,
  allowsConsoleErrors,
  CONSOLE_AUDIT,
  withoutExpectedConsoleErrors,
} from "./lighthouse-allowance"
import { figuresFromLhr, type LighthouseRun } from "./lighthouse-figures"
import { runLighthouse } from "./lighthouse-runner"
import { summarizeRuns } from "./lighthouse-summary"
import { collectOptions } from "./lighthouserc"
import type { PageLighthouse } from "./measurements"
import type { SitePage } from "./pages"

/**
 * Runs Lighthouse `runs` times per page, one run at a time, with the settings of the Lighthouse
 * CI config (only the given categories), and saves each result where `lhci assert` and `lhci upload` read them. A run that
 * fails (Lighthouse's trace now and then misses the navigation start) is tried again. With
 * `enforceTimingRule` (a full audit on a quiet host), a run whose BenchmarkIndex is under the
 * timing rule's minimum is set aside and repeated, within a bounded number of attempts; a page
 * left with too few valid runs gets its timing figures marked not judged, and its set-aside runs
 * still count for the scores that do not depend on timing.
 */
export async function measureLighthouse(
  baseUrl: string,
  pages: readonly SitePage[],
  runs: number,
  log: (message: string) => void,
  {
    enforceTimingRule = false,
    categories = LIGHTHOUSE_CATEGORIES,
  }: { enforceTimingRule?: boolean; categories?: readonly LighthouseCategory[] } = {},
): Promise<PageLighthouse[]> {
  await clearSavedLhrs()
  const results: PageLighthouse[] = []
  for (const page of pages) {
    const url = `${baseUrl}${page.path}`
    const collect = collectOptions([url], runs, categories)
    const collected = await collectRuns({
      wanted: runs,
      run: () => runLighthouse(url, collect),
      benchmarkIndexOf: (lhr) => lhr.environment.benchmarkIndex,
      enforce: enforceTimingRule,
      onAttempt: (message) => log(`Lighthouse ${page.label} ${message}`),
    })
    const timing = enforceTimingRule
      ? judgeRuns(collected.kept.length, collected.discarded)
      : { judged: true as const }
    const used = timing.judged ? collected.kept : [...collected.kept, ...collected.setAside]
    const lhrs: SavedLhr[] = []
    for (const lhr of used) lhrs.push(await saveLhr(lhr))
    const error = collected.errors.join("; ") || undefined
    results.push(pageLighthouse(page, url, lhrs, error, { discarded: collected.discarded, timing }))
  }
  return results
}

/** One page's figures from its saved results. */
export function pageLighthouse(
  page: SitePage,
  url: string,
  lhrs: readonly SavedLhr[],
  error?: string,
  rule: { discarded: number[]; timing: TimingJudgement } = {
    discarded: [],
    timing: { judged: true },
  },
): PageLighthouse {
  const allowance = allowanceOf(page)
  const errors = error ? [error] : []
  const runs: LighthouseRun[] = []
  for (const lhr of lhrs) {
    try {
      runs.push(figuresFromLhr(lhr, allowance))
    } catch (caught) {
      errors.push(caught instanceof Error ? caught.message : String(caught))
    }
  }
  const consoleAllowed = allowsConsoleErrors(allowance)
  return {
    page,
    url,
    runs,
    summary: runs.length > 0 ? summarizeRuns(runs) : null,
    errors,
    auditsByCategory: auditsByCategory(lhrs),
    unexpectedConsoleErrors: consoleAllowed ? consoleErrorsLeft(lhrs, allowance) : null,
    discardedBenchmarkIndexes: rule.discarded,
    timing: rule.timing,
  }
}

/** The audits each category weighs in any of the runs. */
export function auditsByCategory(
  lhrs: readonly SavedLhr[],
): Partial<Record<LighthouseCategory, string[]>> {
  return Object.fromEntries(
    LIGHTHOUSE_CATEGORIES.map((category) => {
      const ids = lhrs.flatMap((lhr) =>
        (lhr.categories[category]?.auditRefs ?? [])
          .filter((ref) => ref.weight > 0)
          .map((ref) => ref.id),
      )
      return [category, [...new Set(ids)]]
    }),
  )
}

/** The most console errors any run logged besides the ones the page logs by design. */
function consoleErrorsLeft(
  lhrs: readonly SavedLhr[],
  allowance: ReturnType<typeof allowanceOf>,
): number | null {
  const counts = lhrs.map((lhr) => {
    const filtered = withoutExpectedConsoleErrors(
      lhr,
      allowance.expectedMissingPaths,
      allowance.expectedMessages,
    )
    const details = filtered.audits[CONSOLE_AUDIT]?.details as { items?: unknown[] } | undefined
    return details?.items?.length ?? 0
  })
  return counts.length > 0 ? Math.max(...counts) : null
}
