import { NO_ALLOWANCE, notFoundAllowance } from "./lighthouse-allowance"
import type { LighthouseRun } from "./lighthouse-figures"
import { summarizeRuns } from "./lighthouse-summary"
import { runLighthouse } from "./lighthouse-runner"
import type { PageLighthouse } from "./measurements"
import type { SitePage } from "./pages"

/** Runs Lighthouse `runs` times per page, one run at a time, and summarizes each page. */
export async function measureLighthouse(
  baseUrl: string,
  pages: readonly SitePage[],
  runs: number,
  log: (message: string) => void,
): Promise<PageLighthouse[]> {
  const results: PageLighthouse[] = []
  for (const page of pages) {
    const allowance = page.notFound ? notFoundAllowance(page.path) : NO_ALLOWANCE
    const done: LighthouseRun[] = []
    const errors: string[] = []
    for (let run = 1; run <= runs; run++) {
      const name = `Lighthouse ${page.label} run ${run}/${runs}`
      const measure = () =>
        runLighthouse(`${baseUrl}${page.path}`, { notFound: page.notFound, allowance })
      const figures = await withOneRetry(name, measure, errors, log)
      if (figures) done.push(figures)
    }
    results.push({
      page,
      runs: done,
      summary: done.length > 0 ? summarizeRuns(done) : null,
      errors,
    })
  }
  return results
}

/**
 * A run that fails (Lighthouse's trace now and then misses the navigation start) is tried
 * again once, so the medians keep their number of runs; every failure is kept in errors.
 */
async function withOneRetry(
  name: string,
  measure: () => Promise<LighthouseRun>,
  errors: string[],
  log: (message: string) => void,
): Promise<LighthouseRun | null> {
  for (let attempt = 1; attempt <= 2; attempt++) {
    try {
      const figures = await measure()
      log(`${name}: ${oneLine(figures)}`)
      return figures
    } catch (caught) {
      const message = caught instanceof Error ? caught.message : String(caught)
      errors.push(message)
      log(`${name} failed${attempt === 1 ? ", trying again" : ""}: ${message}`)
    }
  }
  return null
}

function oneLine({ scores, metrics }: LighthouseRun): string {
  const ms = (value: number | null) => (value === null ? "?" : `${Math.round(value)} ms`)
  return (
    `performance ${scores.performance}, a11y ${scores.accessibility}, ` +
    `best-practices ${scores["best-practices"]}, seo ${scores.seo}; LCP ${ms(metrics.lcpMs)}, ` +
    `TBT ${ms(metrics.tbtMs)}, CLS ${metrics.cls?.toFixed(3) ?? "?"}`
  )
}
