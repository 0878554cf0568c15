import type { TimingJudgement } from "../timing-rule"
import type { FileSize } from "../audit/gzip-size"
import type { Machine } from "../machine"
import type { NulScan } from "../nul-bytes"
import type { OutputSizes } from "./sizes"
import type { BuildWork } from "./gatsby"
import { CPU_THROTTLING, RECORD_CHECK_BUDGET_MS, type RecordCheckTiming } from "./record-check"

/** One content size built cold, then rebuilt after editing one project.json. */
export interface SizeRun {
  projects: number
  pictures: number
  /** Every picture of the copies was re-encoded (all image work is new). */
  distinct: boolean
  /** `npm run check:content`'s work, with no picture cache, then with it. */
  contentCheckSeconds: { cold: number; cached: number }
  coldBuildSeconds: number
  warmEditSeconds: number
  warmEditWork: BuildWork | null
  sizes: OutputSizes
  recordCheck?: RecordCheckTiming | null
}

export interface LighthouseFigures {
  page: string
  runs: number
  /** Medians of the runs. */
  performance: number | null
  tbtMs: number | null
  lcpMs: number | null
  /** Each run's Total Blocking Time and Lighthouse's BenchmarkIndex of the machine, in run order. */
  tbtRunsMs: (number | null)[]
  benchmarkIndexes: number[]
  discardedBenchmarkIndexes: number[]
  timing: TimingJudgement
  axeViolations: number
  axeErrors: string[]
}

export interface BudgetCheck {
  figure: string
  measured: string
  budget: string
  /** null: not judged in this run (the reason is in `budget`). */
  pass: boolean | null
}

export interface BenchReport {
  date: string
  machine: Machine
  timing: TimingJudgement
  demo: SizeRun | null
  grown: SizeRun
  /** One entry per page measured; empty without --lighthouse. */
  lighthouse: LighthouseFigures[]
  checks: BudgetCheck[]
  failed: number
}

/** The budgets of a grown portfolio (KiB as in audit-budgets.json). */
export const BENCH_BUDGETS = {
  pageDataGzipKiB: 30,
  htmlGzipKiB: 60,
  searchDataGzipKiB: 20,
  /**
   * The printable portfolio lists every project by design: about twice its size at 500 projects,
   * where the decision "The printable portfolio is one page…" says to split it by category.
   */
  printPageDataGzipKiB: 64,
  printHtmlGzipKiB: 96,
  /** Every engineer's page (/equipe/<id>/) at 500 projects and 30 engineers. */
  engineerHtmlGzipKiB: 60,
  /** A cold build with every picture distinct, in seconds, at the sizes that have a budget. */
  coldDistinctSeconds: { 200: 360, 500: 360 } as Readonly<Record<number, number>>,
  warmEditRatio: 1.5,
  performance: 0.98,
  tbtMs: 150,
  axeViolations: 0,
} as const

export const kib = (bytes: number) => `${(bytes / 1024).toFixed(1)} KiB`
export const seconds = (value: number) => `${value.toFixed(1)} s`

/**
 * Every budget the run can judge, against the grown size (and the demo size for the ratio).
 * Build times and Lighthouse timing follow the timing rule (scripts/lib/timing-rule.ts): on a
 * host busy at the start (`timing`), or for a page with too few valid runs, they are not judged
 * and the reason stands in the budget's place. Sizes and axe are judged whatever the host.
 */
export function judgeBench(
  demo: SizeRun | null,
  grown: SizeRun,
  lighthouse: readonly LighthouseFigures[],
  timing: TimingJudgement = { judged: true },
): BudgetCheck[] {
  const b = BENCH_BUDGETS
  const size = (figure: string, file: FileSize, limitKiB: number): BudgetCheck => ({
    figure,
    measured: `${kib(file.gzipBytes)} gzip (${file.file})`,
    budget: `≤ ${limitKiB} KiB`,
    pass: file.gzipBytes <= limitKiB * 1024,
  })
  const { sizes } = grown
  const timed = (check: BudgetCheck) => checks.push(underTimingRule(check, timing))
  const checks = [
    size("/projetos/ page-data", sizes.projectsPageData, b.pageDataGzipKiB),
    size("largest page-data", sizes.largestPageData, b.pageDataGzipKiB),
    size("/projetos/ HTML", sizes.projectsHtml, b.htmlGzipKiB),
    size("largest HTML", sizes.largestHtml, b.htmlGzipKiB),
    size("search data", sizes.searchData, b.searchDataGzipKiB),
    size("printable portfolio page-data", sizes.printPageData, b.printPageDataGzipKiB),
    size("printable portfolio HTML", sizes.printHtml, b.printHtmlGzipKiB),
  ]
  if (sizes.recordPageData)
    checks.push(size("/acervo/ page-data", sizes.recordPageData, b.pageDataGzipKiB))
  if (sizes.recordHtml) checks.push(size("/acervo/ HTML", sizes.recordHtml, b.htmlGzipKiB))
  if (sizes.largestEngineerHtml)
    checks.push(
      size(
        `largest of ${sizes.engineerPages} engineer pages' HTML`,
        sizes.largestEngineerHtml,
        b.engineerHtmlGzipKiB,
      ),
    )
  if (grown.recordCheck) timed(recordCheckCheck(grown.recordCheck))
  checks.push(nulCheck(grown.sizes.nul))
  const coldBudget = grown.distinct ? b.coldDistinctSeconds[grown.projects] : undefined
  const sized = Object.keys(b.coldDistinctSeconds).join(" or ")
  timed({
    figure: `cold build, ${grown.projects} projects${grown.distinct ? " (distinct pictures)" : ""}`,
    measured: seconds(grown.coldBuildSeconds),
    budget:
      coldBudget === undefined
        ? `judged only for ${sized} projects with --distinct`
        : `≤ ${coldBudget} s`,
    pass: coldBudget === undefined ? null : grown.coldBuildSeconds <= coldBudget,
  })
  const ratio = demo ? grown.warmEditSeconds / demo.warmEditSeconds : null
  timed({
    figure: `warm rebuild after one edit, ${grown.projects} vs ${demo?.projects ?? "?"} projects`,
    measured: ratio === null ? "no demo-size run" : `${ratio.toFixed(2)}×`,
    budget: `≤ ${b.warmEditRatio}×`,
    pass: ratio === null ? null : ratio <= b.warmEditRatio,
  })
  for (const figures of lighthouse) checks.push(...judgeLighthouse(figures, timing))
  return checks
}

/** Every text file of the build free of NUL bytes (patches/react-dom+18.3.1.patch). */
function nulCheck(nul: NulScan): BudgetCheck {
  return {
    figure: "NUL bytes in built files",
    measured: `${nul.nulBytes} in ${nul.withNul.length} of ${nul.files} files`,
    budget: "0",
    pass: nul.nulBytes === 0,
  }
}

/** Three requirements answered on /acervo/ with the CPU throttled, median of the runs. */
function recordCheckCheck(timing: RecordCheckTiming): BudgetCheck {
  return {
    figure: `/acervo/ check of 3 requirements, CPU ×${CPU_THROTTLING} (median of ${timing.runsMs.length})`,
    measured: `${timing.medianMs.toFixed(1)} ms over ${timing.projects} projects`,
    budget: `≤ ${RECORD_CHECK_BUDGET_MS} ms`,
    pass: timing.medianMs <= RECORD_CHECK_BUDGET_MS,
  }
}

/** A timing figure is not judged when its runs, or the host at the start, broke the rule. */
function underTimingRule(check: BudgetCheck, timing: TimingJudgement): BudgetCheck {
  if (timing.judged || check.pass === null) return check
  return { ...check, budget: `${check.budget}; ${timing.reason}`, pass: null }
}

function judgeLighthouse(figures: LighthouseFigures, host: TimingJudgement): BudgetCheck[] {
  const b = BENCH_BUDGETS
  const timed = (check: BudgetCheck) =>
    underTimingRule(underTimingRule(check, figures.timing), host)
  return [
    timed({
      figure: `Lighthouse performance ${figures.page} (median of ${figures.runs})`,
      measured: String(figures.performance ?? "none"),
      budget: `≥ ${b.performance}`,
      pass: figures.performance !== null && figures.performance >= b.performance,
    }),
    timed({
      figure: `Lighthouse TBT ${figures.page} (median of ${figures.runs})`,
      measured: figures.tbtMs === null ? "none" : `${Math.round(figures.tbtMs)} ms`,
      budget: `≤ ${b.tbtMs} ms`,
      pass: figures.tbtMs !== null && figures.tbtMs <= b.tbtMs,
    }),
    {
      figure: `axe violations ${figures.page} (all states)`,
      measured: `${figures.axeViolations}${figures.axeErrors.length ? `, ${figures.axeErrors.length} states not scanned` : ""}`,
      budget: `${b.axeViolations}`,
      pass: figures.axeViolations <= b.axeViolations && figures.axeErrors.length === 0,
    },
  ]
}
