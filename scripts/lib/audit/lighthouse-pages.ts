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
      try {
        const figures = await runLighthouse(`${baseUrl}${page.path}`, {
          notFound: page.notFound,
          allowance,
        })
        done.push(figures)
        log(`Lighthouse ${page.label} run ${run}/${runs}: ${oneLine(figures)}`)
      } catch (caught) {
        const message = caught instanceof Error ? caught.message : String(caught)
        errors.push(message)
        log(`Lighthouse ${page.label} run ${run}/${runs} failed: ${message}`)
      }
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

function oneLine({ scores, metrics }: LighthouseRun): string {
  const ms = (value: number | null) => (value === null ? "?" : `${Math.round(value)} ms`)
  return (
    `performance ${scores.performance}, a11y ${scores.accessibility}, ` +
    `best-practices ${scores["best-practices"]}, seo ${scores.seo}; LCP ${ms(metrics.lcpMs)}, ` +
    `TBT ${ms(metrics.tbtMs)}, CLS ${metrics.cls?.toFixed(3) ?? "?"}`
  )
}
