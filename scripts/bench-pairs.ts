/**
 * Compares two builds of the site as interleaved Lighthouse pairs under the timing rule; what it
 * refuses, repeats and reports, and its options: DEVELOPERS.md, "Timing figures". "a" is the
 * reference; each "b" is compared with it in turn, in the same sitting.
 */
import { mkdir, writeFile } from "node:fs/promises"
import path from "node:path"
import { messageOf, parseOptions, runMain, wholeNumber } from "./lib/cli"
import { collectOptions, runLighthouse, type SavedLhr } from "./lib/lighthouse-runner"
import { loadAverage } from "./lib/machine"
import { createStaticServer } from "./lib/static-server"
import { comparePairs, PAIR_METRICS, type PairRun } from "./lib/bench/pairs"
import { collectRuns, judgeHost, median, TIMING_RULE, type TimingRule } from "./lib/timing-rule"

function figures(lhr: SavedLhr): PairRun {
  const metrics = Object.fromEntries(
    PAIR_METRICS.map(({ key, audit }) => [key, lhr.audits[audit]?.numericValue ?? null]),
  ) as PairRun["metrics"]
  return { benchmarkIndex: lhr.environment.benchmarkIndex, metrics }
}

/** One valid run (BenchmarkIndex ≥ the rule's), through the timing rule's own repeats. */
async function validRun(
  url: string,
  rule: TimingRule,
  log: (line: string) => void,
): Promise<PairRun> {
  const { kept, discarded, errors } = await collectRuns({
    wanted: 1,
    // Only the performance category: the other three take most of a run's time and time nothing.
    run: async () => figures(await runLighthouse(url, collectOptions([url], 1, ["performance"]))),
    benchmarkIndexOf: (run) => run.benchmarkIndex,
    enforce: true,
    rule,
    onAttempt: (message) => {
      if (!message.includes(" done ")) log(`  ${url} ${message}`)
    },
  })
  if (kept[0]) return kept[0]
  throw new Error(
    `${url}: no run with BenchmarkIndex ≥ ${TIMING_RULE.minBenchmarkIndex} (${discarded.map(Math.round).join(", ")}${errors.length ? `; ${errors.join("; ")}` : ""}); the host is busy.`,
  )
}

const USAGE =
  "Usage: npm run bench:pairs -- --a <public dir> --b <public dir>[,<public dir>…] [--pairs 9] " +
  "[--pages /,/projetos/] [--out reports/pairs.json] [--attempts 2]"

async function main(): Promise<void> {
  const values = parseOptions(
    process.argv.slice(2),
    {
      a: { type: "string" },
      b: { type: "string" },
      pairs: { type: "string", default: "9" },
      pages: { type: "string", default: "/,/projetos/" },
      out: { type: "string", default: "reports/pairs.json" },
      attempts: { type: "string", default: String(TIMING_RULE.attemptsPerRun) },
    },
    USAGE,
  )
  if (!values.a || !values.b) throw new Error(`Use --a <public dir> --b <public dir>.\n${USAGE}`)
  const pairs = wholeNumber("--pairs", values.pairs, 1, 99, USAGE)
  const attemptsPerRun = wholeNumber("--attempts", values.attempts, 1, 99, USAGE)
  const rule: TimingRule = { ...TIMING_RULE, attemptsPerRun }
  const load = loadAverage()[0] ?? 0
  const host = judgeHost(load)
  if (!host.judged) throw new Error(`bench-pairs refuses to measure: ${host.reason}.`)
  const log = (line: string) => process.stdout.write(`${line}\n`)
  const roots = [values.a, ...values.b.split(",")]
  const servers = await Promise.all(
    roots.map((root) => createStaticServer({ root: path.resolve(root), port: 0 })),
  )
  const results = []
  // A page that can't be measured (the host got busy) stops the run, but the pages and variants
  // already measured are still written and printed.
  let stopped: string | null = null
  try {
    for (const page of values.pages.split(",")) {
      for (let variant = 1; variant < roots.length; variant++) {
        const a: PairRun[] = []
        const b: PairRun[] = []
        for (let pair = 0; pair < pairs; pair++) {
          // Alternate who goes first, so a drift in the host's speed falls on both sides.
          const order = pair % 2 === 0 ? [0, variant] : [variant, 0]
          for (const side of order) {
            const run = await validRun(new URL(page, servers[side].url).href, rule, log)
            ;(side === 0 ? a : b).push(run)
          }
          log(
            `${page} ${roots[variant]} pair ${pair + 1}: TBT ${Math.round(a[pair].metrics.tbt ?? NaN)} / ${Math.round(b[pair].metrics.tbt ?? NaN)} ms, BenchmarkIndex ${Math.round(a[pair].benchmarkIndex)} / ${Math.round(b[pair].benchmarkIndex)}`,
          )
        }
        results.push({ page, b: roots[variant], ...comparePairs(a, b) })
      }
    }
  } catch (error) {
    stopped = messageOf(error)
  } finally {
    await Promise.all(servers.map((server) => server.close()))
  }
  const report = {
    date: new Date().toISOString(),
    a: values.a,
    loadAverageAtStart: load,
    loadAverageAtEnd: loadAverage()[0],
    ...(stopped === null ? {} : { stopped }),
    results,
  }
  await mkdir(path.dirname(values.out), { recursive: true })
  await writeFile(values.out, `${JSON.stringify(report, null, 2)}\n`)
  for (const result of results) {
    log(
      `\n${result.page}, b = ${result.b} (b − a over ${pairs} pairs; BenchmarkIndex ${Math.min(...result.benchmarkIndexes)}–${Math.max(...result.benchmarkIndexes)}, median ${median(result.benchmarkIndexes)})`,
    )
    for (const line of result.lines) log(`  ${line}`)
  }
  if (stopped !== null) throw new Error(`Stopped before the end: ${stopped}`)
}

runMain(main)
