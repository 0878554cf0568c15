import { launchBrowser } from "../audit/browser"
import { scanAxeStates } from "../audit/axe-states"
import { measureLighthouse } from "../audit/lighthouse-pages"
import { PROJECTS } from "../audit/pages"
import { firstProjectPage } from "../audit/site-pages"
import { createStaticServer } from "../static-server"
import type { LighthouseFigures } from "./report"

const RUNS = 3

/**
 * Lighthouse (median of 3, as the audit runs it) and axe on /projetos/ and on the first
 * project's page of a built site: the issue holds project pages to the listing's budgets.
 */
export async function measurePortfolioPages(
  root: string,
  log: (message: string) => void,
): Promise<LighthouseFigures[]> {
  const pages = [PROJECTS, await firstProjectPage(root)]
  const server = await createStaticServer({ root, port: 0 })
  try {
    const measured = await measureLighthouse(server.url, pages, RUNS, log)
    const browser = await launchBrowser()
    try {
      const figures: LighthouseFigures[] = []
      for (const [index, page] of pages.entries()) {
        log(`axe: scanning ${page.label} in every state`)
        const states = await scanAxeStates(browser, server.url, [page])
        const { runs, summary } = measured[index]
        figures.push({
          page: page.path,
          runs: runs.length,
          performance: summary?.scores.performance ?? null,
          tbtMs: summary?.metrics.tbtMs ?? null,
          lcpMs: summary?.metrics.lcpMs ?? null,
          tbtRunsMs: runs.map((one) => one.metrics.tbtMs ?? null),
          benchmarkIndexes: runs.map((one) => one.benchmarkIndex),
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
