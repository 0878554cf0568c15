import { describeWork } from "./gatsby"
import { describeNulFiles } from "../nul-bytes"
import { kib, seconds, type BenchReport, type LighthouseFigures, type SizeRun } from "./report"
import type { FileSize } from "../audit/gzip-size"
import { markdownTable } from "../cli"

type Row = [string, (run: SizeRun) => string]

const both = (file: FileSize) => `${kib(file.gzipBytes)} (${kib(file.bytes)} raw)`
const named = (file: FileSize) => `${both(file)} ${file.file}`

const ROWS: Row[] = [
  ["projects / pictures", (run) => `${run.projects} / ${run.pictures}`],
  ["pictures", (run) => (run.distinct ? "all distinct" : "copies reuse the demo's")],
  ["/projetos/ page-data, gzip (raw)", (run) => both(run.sizes.projectsPageData)],
  ["/projetos/ HTML, gzip (raw)", (run) => both(run.sizes.projectsHtml)],
  ["largest page-data, gzip (raw)", (run) => named(run.sizes.largestPageData)],
  ["largest HTML, gzip (raw)", (run) => named(run.sizes.largestHtml)],
  [
    "printable portfolio page-data / HTML, gzip",
    (run) => `${kib(run.sizes.printPageData.gzipBytes)} / ${kib(run.sizes.printHtml.gzipBytes)}`,
  ],
  ["search data, gzip (raw)", (run) => named(run.sizes.searchData)],
  ["pages built", (run) => String(run.sizes.pages)],
  ["pictures written: files, megapixels, by format", (run) => pictures(run)],
  [
    "NUL bytes: count, files with one, text files read",
    ({ sizes: { nul } }) => `${nul.nulBytes}, ${nul.withNul.length}, ${nul.files}`,
  ],
  [
    "content check: no cache / cached",
    (run) =>
      `${seconds(run.contentCheckSeconds.cold)} / ${seconds(run.contentCheckSeconds.cached)}`,
  ],
  ["cold build (gatsby clean; gatsby build)", (run) => seconds(run.coldBuildSeconds)],
  ["warm rebuild after editing one project.json", (run) => seconds(run.warmEditSeconds)],
  [
    "what the warm rebuild re-did",
    (run) => (run.warmEditWork ? describeWork(run.warmEditWork) : "not reported"),
  ],
]

/** "avif 1,500 files 480.2 MP · webp …". */
function pictures(run: SizeRun): string {
  return Object.entries(run.sizes.pictureOutputs)
    .map(
      ([format, count]) =>
        `${format} ${count.files.toLocaleString("en-US")} files ${count.megapixels.toFixed(1)} MP`,
    )
    .join(" · ")
}

/** The report as Markdown: the figures at both sizes, then every budget judged. */
export function renderBenchMarkdown(report: BenchReport): string {
  const runs = [report.demo, report.grown].filter((run): run is SizeRun => run !== null)
  const head = ["figure", ...runs.map((run) => `${run.projects} projects`)]
  const rows = ROWS.map(([label, value]) => [label, ...runs.map(value)])
  const lines = [
    `# Scale benchmark, ${report.date}`,
    "",
    `Machine: ${report.machine.nproc} cores, ${report.machine.cpuModel}, ` +
      `${report.machine.memoryGiB} GiB, Node ${report.machine.node}, ` +
      `load ${report.machine.loadAverage.join(" / ")} at start` +
      (report.timing.judged ? "." : `: timing ${report.timing.reason}.`),
    "",
    ...markdownTable(head, rows),
  ]
  const ms = (value: number | null) => (value === null ? "none" : `${Math.round(value)} ms`)
  for (const figures of report.lighthouse) {
    const { page, performance, tbtMs, lcpMs, runs: count, axeViolations } = figures
    lines.push(
      "",
      `Lighthouse ${page} at ${report.grown.projects} projects, median of ${count}: ` +
        `performance ${performance ?? "none"}, TBT ${ms(tbtMs)} ${runsNote(figures)}, ` +
        `LCP ${ms(lcpMs)}; axe violations ${axeViolations}.`,
    )
  }
  for (const run of runs.filter((each) => each.sizes.nul.nulBytes > 0)) {
    lines.push(
      "",
      `NUL bytes at ${run.projects} projects:`,
      "",
      "```",
      describeNulFiles(run.sizes.nul),
      "```",
    )
  }
  const result = (pass: boolean | null) => (pass === null ? "not judged" : pass ? "pass" : "FAIL")
  const checks = report.checks.map((check) => [
    check.figure,
    check.measured,
    check.budget,
    result(check.pass),
  ])
  lines.push("", ...markdownTable(["budget", "measured", "limit", "result"], checks))
  lines.push(
    "",
    report.failed > 0 ? `${report.failed} budget(s) broken.` : "All judged budgets hold.",
  )
  return `${lines.join("\n")}\n`
}

/**
 * Each run's TBT and the machine's speed as Lighthouse measured it: single runs on a shared
 * machine spread widely, and its 4× CPU slowdown assumes a BenchmarkIndex of 1,500–2,000.
 */
function runsNote(figures: LighthouseFigures): string {
  const { tbtRunsMs, benchmarkIndexes, discardedBenchmarkIndexes } = figures
  const tbt = tbtRunsMs.map((value) => (value === null ? "none" : Math.round(value))).join(", ")
  const speed = benchmarkIndexes.map((value) => Math.round(value)).join(", ")
  const dropped = discardedBenchmarkIndexes.map((value) => Math.round(value)).join(", ")
  return `(runs ${tbt || "none"}; BenchmarkIndex ${speed || "none"}${dropped ? `; set aside: BenchmarkIndex ${dropped}` : ""})`
}
