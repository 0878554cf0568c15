import AxeBuilder from "@axe-core/playwright"
import { AXE_TAGS, launchBrowser, loadPage, openPage, SCREENS } from "../audit/browser"
import { measureLighthouse, runFigures } from "../audit/lighthouse"
import { firstProjectPage, PROJECTS } from "../audit/pages"
import { createStaticServer } from "../static-server"
import { median, TIMING_RULE } from "../timing-rule"
import type { LighthouseFigures } from "./report"

/**
 * Lighthouse (median of 5 valid runs, as the full audit runs it) and axe (each page as loaded, at
 * both widths) on /projetos/ and on the first project's page of a built site: project pages are
 * held to the listing's budgets. With `enforceTimingRule` (the host was quiet at the start), runs
 * under the timing rule's BenchmarkIndex are set aside and repeated.
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
        log(`axe: scanning ${page.label} at both widths`)
        let axeViolations = 0
        const axeErrors: string[] = []
        for (const screen of SCREENS) {
          const opened = await openPage(browser, screen)
          try {
            await loadPage(opened.page, `${server.url}${page.path}`)
            const results = await new AxeBuilder({ page: opened.page }).withTags(AXE_TAGS).analyze()
            axeViolations += results.violations.length
          } catch (caught) {
            axeErrors.push(`${page.label} at ${screen.name}: ${String(caught).split("\n")[0]}`)
          } finally {
            await opened.close()
          }
        }
        const { lhrs, discarded, timing } = measured[index]
        const runs = lhrs.map(runFigures)
        const middle = (values: (number | null)[]) =>
          median(values.filter((value): value is number => value !== null))
        figures.push({
          page: page.path,
          runs: runs.length,
          performance: middle(runs.map((run) => run.performance)),
          tbtMs: middle(runs.map((run) => run.tbtMs)),
          lcpMs: middle(runs.map((run) => run.lcpMs)),
          tbtRunsMs: runs.map((run) => run.tbtMs),
          benchmarkIndexes: runs.map((run) => run.benchmarkIndex),
          discardedBenchmarkIndexes: discarded,
          timing,
          axeViolations,
          axeErrors,
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
