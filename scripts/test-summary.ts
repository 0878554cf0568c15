/**
 * The last step of `npm test`: one closing line per runner and a total, in the plain
 * "N passed, M failed" form CI reads, from the JSON reports Jest, Playwright and the audit wrote.
 * A Playwright test that passed only on a retry (flaky) counts as failed.
 */
import { existsSync, readFileSync } from "node:fs"
import path from "node:path"

export interface Counts {
  passed: number
  failed: number
}

export function summarize(reports = "reports"): Record<string, Counts> {
  const read = <T>(file: string): T | null => {
    const full = path.join(reports, file)
    return existsSync(full) ? (JSON.parse(readFileSync(full, "utf8")) as T) : null
  }
  const counts: Record<string, Counts> = {}
  const jest = read<{ numPassedTests: number; numFailedTests: number }>("jest.json")
  if (jest) counts.jest = { passed: jest.numPassedTests, failed: jest.numFailedTests }
  const e2e = read<{ stats: Record<"expected" | "unexpected" | "flaky", number> }>("e2e.json")
  if (e2e) {
    counts.e2e = { passed: e2e.stats.expected, failed: e2e.stats.unexpected + e2e.stats.flaky }
  }
  const audit = read<{ summary?: Counts }>("audit.json")
  if (audit?.summary) counts.audit = { passed: audit.summary.passed, failed: audit.summary.failed }
  return counts
}

/** The closing lines, and whether the run failed: any failure, or nothing passed at all. */
export function summaryLines(counts: Record<string, Counts>): { lines: string[]; ok: boolean } {
  const total = Object.values(counts).reduce(
    (sum, { passed, failed }) => ({ passed: sum.passed + passed, failed: sum.failed + failed }),
    { passed: 0, failed: 0 },
  )
  const lines = [...Object.entries(counts), ["total", total] as const].map(
    ([name, { passed, failed }]) => `${name}: ${passed} passed, ${failed} failed`,
  )
  return { lines, ok: total.passed > 0 && total.failed === 0 }
}

if (require.main === module) {
  const { lines, ok } = summaryLines(summarize())
  for (const line of lines) console.log(line)
  if (!ok) process.exit(1)
}
