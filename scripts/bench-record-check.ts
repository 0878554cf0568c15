/**
 * The requirements check's answer time on /acervo/ of a built site, on a phone's screen with the
 * CPU throttled ×4: three requirements, the median of 9 answers. Judged against 50 ms only on a
 * quiet host (the timing rule); otherwise the figure is printed as "not judged" with the reason.
 * npm run bench:record-check -- [--root public]   (bench:scale runs it on its grown build)
 */
import { rootOption, runMain } from "./lib/cli"
import { describeMachine } from "./lib/machine"
import { judgeHost } from "./lib/timing-rule"
import { measureRecordCheck, RECORD_CHECK_BUDGET_MS } from "./lib/bench/record-check"

async function main(): Promise<void> {
  const root = rootOption(
    process.argv.slice(2),
    "Usage: npm run bench:record-check -- [--root public]",
  )
  const timing = judgeHost(describeMachine().loadAverage[0] ?? 0)
  const figure = await measureRecordCheck(root)
  const runs = figure.runsMs.map((ms) => ms.toFixed(1)).join(", ")
  console.log(
    `/acervo/ requirements check, ${figure.projects} projects, CPU ×4: median ${figure.medianMs.toFixed(1)} ms (runs: ${runs})`,
  )
  if (!timing.judged) console.log(`budget ≤ ${RECORD_CHECK_BUDGET_MS} ms ${timing.reason}`)
  else {
    const pass = figure.medianMs <= RECORD_CHECK_BUDGET_MS
    console.log(`budget ≤ ${RECORD_CHECK_BUDGET_MS} ms: ${pass ? "pass" : "FAIL"}`)
    process.exitCode = pass ? 0 : 1
  }
}

runMain(main, "bench:record-check: ", 2)
