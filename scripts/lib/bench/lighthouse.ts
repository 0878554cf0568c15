import { launchBrowser } from "../audit/browser"
import { scanAxeStates } from "../audit/axe-states"
import { measureLighthouse } from "../audit/lighthouse-pages"
import { PROJECTS } from "../audit/pages"
import { createStaticServer } from "../static-server"
import type { LighthouseFigures } from "./report"

const RUNS = 3

/** Lighthouse (median of 3, as the audit runs it) and axe on /projetos/ of a built site. */
export async function measureProjectsPage(
  root: string,
  log: (message: string) => void,
): Promise<LighthouseFigures> {
  const server = await createStaticServer({ root, port: 0 })
  try {
    const [page] = await measureLighthouse(server.url, [PROJECTS], RUNS, log)
    const browser = await launchBrowser()
    try {
      log("axe: scanning /projetos/ in every state")
      const states = await scanAxeStates(browser, server.url, [PROJECTS])
      return {
        runs: page.runs.length,
        performance: page.summary?.scores.performance ?? null,
        tbtMs: page.summary?.metrics.tbtMs ?? null,
        lcpMs: page.summary?.metrics.lcpMs ?? null,
        axeViolations: states.reduce((total, state) => total + state.violations.length, 0),
        axeErrors: states.flatMap((state) =>
          state.error ? [`${state.name}: ${state.error}`] : [],
        ),
      }
    } finally {
      await browser.close()
    }
  } finally {
    await server.close()
  }
}
