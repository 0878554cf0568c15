/**
 * The last step of `npm test`: one closing line per runner and a total, in the plain
 * "N passed, M failed" form CI reads, from the JSON reports Jest, Playwright and the audit wrote.
 */
import { existsSync, readFileSync } from "node:fs"

interface Counts {
  passed: number
  failed: number
}

interface JestReport {
  numPassedTests: number
  numFailedTests: number
}

interface PlaywrightReport {
  stats: { expected: number; unexpected: number; flaky: number }
}

interface AuditReport {
  summary: { passed: number; failed: number }
}

const read = <T>(file: string): T | null =>
  existsSync(file) ? (JSON.parse(readFileSync(file, "utf8")) as T) : null

export function summarize(): Record<string, Counts> {
  const counts: Record<string, Counts> = {}
  const jest = read<JestReport>("reports/jest.json")
  if (jest) counts.jest = { passed: jest.numPassedTests, failed: jest.numFailedTests }
  const e2e = read<PlaywrightReport>("reports/e2e.json")
  if (e2e) {
    counts.e2e = { passed: e2e.stats.expected + e2e.stats.flaky, failed: e2e.stats.unexpected }
  }
  const audit = read<AuditReport>("reports/audit.json")
  if (audit?.summary) counts.audit = { passed: audit.summary.passed, failed: audit.summary.failed }
  return counts
}

if (require.main === module) {
  const counts = summarize()
  const total = Object.values(counts).reduce(
    (sum, { passed, failed }) => ({ passed: sum.passed + passed, failed: sum.failed + failed }),
    { passed: 0, failed: 0 },
  )
  for (const [name, { passed, failed }] of Object.entries(counts)) {
    console.log(`${name}: ${passed} passed, ${failed} failed`)
  }
  console.log(`total: ${total.passed} passed, ${total.failed} failed`)
  if (total.passed === 0 || total.failed > 0) process.exit(1)
}
