import { rm } from "node:fs/promises"
import path from "node:path"
import type { AuditBudgets } from "./budgets"
import { LHCI_DIR, readAssertionResults, runLhci, type AssertionResult } from "./lhci"
import { lighthouseCiConfig, LIGHTHOUSE_REPORTS_DIR } from "./lighthouserc"
import type { PageLighthouse } from "./measurements"

/**
 * Holds the collected runs to audit-budgets.json with `lhci assert` (exit code 1 only means a
 * budget was missed: the verdicts are read from its results file), then writes the HTML
 * reports of every run with `lhci upload` to reports/lighthouse/ (manifest.json marks the
 * representative ones).
 */
export async function assertLighthouse(
  pages: readonly PageLighthouse[],
  budgets: AuditBudgets,
  options: { ci: boolean; runs: number },
  log: (message: string) => void,
): Promise<AssertionResult[]> {
  const config = lighthouseCiConfig(pages, budgets, options)
  await rm(path.join(LHCI_DIR, "assertion-results.json"), { force: true })
  const asserted = await runLhci(["assert"], config, log, { quiet: true })
  const results = await readAssertionResults().catch(() => {
    throw new Error(
      `lhci assert wrote no results (exit code ${asserted.code}): ${asserted.lastError}`,
    )
  })
  log(
    `lhci assert: ${results.filter((result) => !result.passed).length} of ${results.length} assertions missed`,
  )
  await rm(LIGHTHOUSE_REPORTS_DIR, { recursive: true, force: true })
  const uploaded = await runLhci(["upload"], config, log, { quiet: true })
  if (uploaded.code === 0) log(`Lighthouse reports written to ${LIGHTHOUSE_REPORTS_DIR}/`)
  else log(`lhci upload failed (exit code ${uploaded.code}): ${uploaded.lastError}`)
  return results
}
