import { LIGHTHOUSE_CATEGORIES, type LighthouseCategory } from "./budgets"
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
 * CI config, and saves each result where `lhci assert` and `lhci upload` read them. A run that
 * fails (Lighthouse's trace now and then misses the navigation start) is tried again once.
 */
export async function measureLighthouse(
  baseUrl: string,
  pages: readonly SitePage[],
  runs: number,
  log: (message: string) => void,
): Promise<PageLighthouse[]> {
  await clearSavedLhrs()
  const results: PageLighthouse[] = []
  for (const page of pages) {
    const url = `${baseUrl}${page.path}`
    const collect = collectOptions([url], runs)
    const lhrs: SavedLhr[] = []
    const errors: string[] = []
    for (let run = 1; run <= runs; run++) {
      for (let attempt = 1; attempt <= 2; attempt++) {
        try {
          lhrs.push(await saveLhr(await runLighthouse(url, collect)))
          log(`Lighthouse ${page.label} run ${run}/${runs} done`)
          break
        } catch (caught) {
          errors.push(caught instanceof Error ? caught.message : String(caught))
          log(`Lighthouse ${page.label} run ${run}/${runs} failed: ${errors.at(-1)}`)
        }
      }
    }
    results.push(pageLighthouse(page, url, lhrs, errors.join("; ") || undefined))
  }
  return results
}

/** One page's figures from its saved results. */
export function pageLighthouse(
  page: SitePage,
  url: string,
  lhrs: readonly SavedLhr[],
  error?: string,
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
