import { launchBrowser } from "../audit/browser"
import { scanAxeStates } from "../audit/axe-states"
import { measureLighthouse } from "../audit/lighthouse-pages"
import { PROJECTS } from "../audit/pages"
import { firstProjectPage } from "../audit/site-pages"
import { createStaticServer } from "../static-server"
import { TIMING_RULE } from "../timing-rule"
import type { LighthouseFigures } from "./report"

/**
 * Lighthouse (median of 5 valid runs, as the full audit runs it) and axe on /projetos/ and on
 * the first project's page of a built site: project pages are held to the listing's budgets.
 * With `enforceTimingRule` (the host was quiet at the start), runs under the timing rule's
 * BenchmarkIndex are set aside and repeated.
 */
export async function measurePortfolioPages(
  root: string,
  log: (message: string) => void,
  { enforceTimingRule }: { enforceTimingRule: boolean },
): Promise<LighthouseFigures[]> {
  const pages = [PROJECTS, await firstProjectPage(root)]
  const server = await createStaticServer({ root, port: 0 })
  try {
    const measured = await measureLighthouse(server.url, pages, TIMING_RULE.minRuns, log, {
      enforceTimingRule,
    })
    const browser = await launchBrowser()
    try {
      const figures: LighthouseFigures[] = []
      for (const [index, page] of pages.entries()) {
        log(`axe: scanning ${page.label} in every state`)
        const states = await scanAxeStates(browser, server.url, [page])
        const { runs, summary, discardedBenchmarkIndexes, timing } = measured[index]
        figures.push({
          page: page.path,
          runs: runs.length,
          performance: summary?.scores.performance ?? null,
          tbtMs: summary?.metrics.tbtMs ?? null,
          lcpMs: summary?.metrics.lcpMs ?? null,
          tbtRunsMs: runs.map((one) => one.metrics.tbtMs ?? null),
          benchmarkIndexes: runs.map((one) => one.benchmarkIndex),
          discardedBenchmarkIndexes,
          timing,
          axeViolations: states.reduce((total, state) => total + state.violations.length, 0),
          axeErrors: states.flatMap((state) =>
            state.error ? [`${state.name}: ${state.error}`] : [],
          ),
        })
      }
      return figures
    } finally {
      await browser.close()
    }
  } finally {
    await server.close()
  }
}
