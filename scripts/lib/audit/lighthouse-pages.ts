import { LIGHTHOUSE_CATEGORIES, type LighthouseCategory } from "./budgets"
import { clearSavedLhrs, readSavedLhrs, runLhci, type SavedLhr } from "./lhci"
import {
  allowanceOf,
  allowsConsoleErrors,
  CONSOLE_AUDIT,
  withoutExpectedConsoleErrors,
} from "./lighthouse-allowance"
import { figuresFromLhr, type LighthouseRun } from "./lighthouse-figures"
import { summarizeRuns } from "./lighthouse-summary"
import { collectOptions } from "./lighthouserc"
import type { PageLighthouse } from "./measurements"
import type { SitePage } from "./pages"

/**
 * Runs Lighthouse `runs` times per page with one `lhci collect` (Lighthouse CI tries a failed
 * run twice more; a page that still fails stops the collection, and the pages left show as not
 * measured), and summarizes each page from the results it saved.
 */
export async function measureLighthouse(
  baseUrl: string,
  pages: readonly SitePage[],
  runs: number,
  log: (message: string) => void,
): Promise<PageLighthouse[]> {
  await clearSavedLhrs()
  const urls = pages.map((page) => `${baseUrl}${page.path}`)
  const config = { ci: { collect: collectOptions(urls, runs) } }
  const { code, lastError } = await runLhci(["collect", "--additive"], config, log)
  const error = code === 0 ? undefined : `lhci collect failed (exit code ${code}): ${lastError}`
  const saved = await readSavedLhrs()
  return pages.map((page, index) => {
    const lhrs = saved.filter((lhr) => lhr.requestedUrl === urls[index])
    return pageLighthouse(page, urls[index], lhrs, lhrs.length < runs ? error : undefined)
  })
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
