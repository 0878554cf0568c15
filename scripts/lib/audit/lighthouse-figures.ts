import { LIGHTHOUSE_CATEGORIES, type LighthouseCategory } from "./budgets"
import { median } from "./median"

/** The parts of a Lighthouse result (LH.Result) the audit reads. */
export interface LhrLike {
  categories: Record<string, { score: number | null; auditRefs: { id: string; weight: number }[] }>
  audits: Record<
    string,
    { title: string; score: number | null; numericValue?: number; details?: unknown }
  >
  environment: { benchmarkIndex: number }
  lighthouseVersion: string
  runWarnings: string[]
  runtimeError?: { code: string; message: string }
}

export interface LighthouseMetrics {
  lcpMs: number | null
  tbtMs: number | null
  cls: number | null
  fcpMs: number | null
  speedIndexMs: number | null
}

/** A scored audit that did not pass: what to fix, and where. */
export interface LighthouseProblem {
  category: LighthouseCategory
  id: string
  title: string
  score: number
  items: string[]
}

export interface LighthouseRun {
  scores: Record<LighthouseCategory, number | null>
  metrics: LighthouseMetrics
  problems: LighthouseProblem[]
  lcpElement: string | null
  benchmarkIndex: number
  lighthouseVersion: string
  warnings: string[]
}

/** What a page may fail by design, left out of the scores and of the problems. */
export interface Allowance {
  /** Audits that do not apply to the page (a 404 page must not be indexable). */
  exemptAudits: readonly string[]
  /** URL paths whose network 404 in the console is expected. */
  expectedMissingPaths: readonly string[]
}

export const NO_ALLOWANCE: Allowance = { exemptAudits: [], expectedMissingPaths: [] }

/**
 * A 404 page answers 404 and says noindex; Chromium logs the 404 of the document, and
 * Gatsby's loader probes the path (with and without its slash) and its page-data.
 */
export function notFoundAllowance(requestedPath: string): Allowance {
  const bare = requestedPath.replace(/\/+$/, "")
  return {
    exemptAudits: ["http-status-code", "is-crawlable"],
    expectedMissingPaths: [`${bare}/`, bare, `/page-data${bare}/page-data.json`],
  }
}

const METRIC_AUDITS: Record<keyof LighthouseMetrics, string> = {
  lcpMs: "largest-contentful-paint",
  tbtMs: "total-blocking-time",
  cls: "cumulative-layout-shift",
  fcpMs: "first-contentful-paint",
  speedIndexMs: "speed-index",
}

export function figuresFromLhr(raw: LhrLike, allowance: Allowance = NO_ALLOWANCE): LighthouseRun {
  if (raw.runtimeError) {
    throw new Error(`Lighthouse: ${raw.runtimeError.code}: ${raw.runtimeError.message}`)
  }
  const lhr = withoutExpectedConsoleErrors(raw, allowance.expectedMissingPaths)
  const exempt = allowance.exemptAudits
  const scores = Object.fromEntries(
    LIGHTHOUSE_CATEGORIES.map((id) => [id, categoryScore(lhr, id, exempt)]),
  ) as Record<LighthouseCategory, number | null>
  const metrics = Object.fromEntries(
    Object.entries(METRIC_AUDITS).map(([key, id]) => [key, lhr.audits[id]?.numericValue ?? null]),
  ) as unknown as LighthouseMetrics
  return {
    scores,
    metrics,
    problems: problemsOf(lhr, exempt),
    lcpElement: firstSelector(lhr.audits["largest-contentful-paint-element"]?.details),
    benchmarkIndex: lhr.environment.benchmarkIndex,
    lighthouseVersion: lhr.lighthouseVersion,
    warnings: lhr.runWarnings,
  }
}

interface ConsoleItem {
  source?: string
  sourceLocation?: { url?: string }
}

/** errors-in-console without the expected 404s; it passes when nothing else was logged. */
export function withoutExpectedConsoleErrors(lhr: LhrLike, paths: readonly string[]): LhrLike {
  const audit = lhr.audits["errors-in-console"]
  const details = audit?.details as { items?: ConsoleItem[] } | undefined
  if (!audit || !details?.items || paths.length === 0) return lhr
  const expected = (item: ConsoleItem) => {
    if (item.source !== "network" || !item.sourceLocation?.url) return false
    return paths.includes(new URL(item.sourceLocation.url).pathname)
  }
  const items = details.items.filter((item) => !expected(item))
  const score = items.length === 0 ? 1 : audit.score
  return {
    ...lhr,
    audits: {
      ...lhr.audits,
      "errors-in-console": { ...audit, score, details: { ...details, items } },
    },
  }
}

/**
 * The category score as Lighthouse computes it (weighted mean, rounded to 2 decimals, null if
 * a weighted audit has no score), leaving out the exempt audits.
 */
export function categoryScore(
  lhr: LhrLike,
  category: string,
  exempt: readonly string[] = [],
): number | null {
  const refs = (lhr.categories[category]?.auditRefs ?? []).filter(
    (ref) => ref.weight > 0 && !exempt.includes(ref.id),
  )
  if (refs.length === 0) return lhr.categories[category]?.score ?? null
  let weight = 0
  let sum = 0
  for (const ref of refs) {
    const score = lhr.audits[ref.id]?.score
    if (score === null || score === undefined) return null
    weight += ref.weight
    sum += score * ref.weight
  }
  return Math.round((sum / weight) * 100) / 100
}

function problemsOf(lhr: LhrLike, exempt: readonly string[]): LighthouseProblem[] {
  const problems: LighthouseProblem[] = []
  for (const category of LIGHTHOUSE_CATEGORIES) {
    if (category === "performance") continue // judged by its metrics
    for (const ref of lhr.categories[category]?.auditRefs ?? []) {
      const audit = lhr.audits[ref.id]
      if (ref.weight === 0 || exempt.includes(ref.id) || !audit) continue
      if (audit.score === null || audit.score >= 1) continue
      const items = itemsOf(audit.details).slice(0, 5)
      problems.push({ category, id: ref.id, title: audit.title, score: audit.score, items })
    }
  }
  return problems
}

/** A short text per item of an audit's details table: the element, URL or message. */
function itemsOf(details: unknown): string[] {
  const items = (details as { items?: unknown[] } | undefined)?.items ?? []
  return items.map((item) => {
    const record = item as Record<string, unknown>
    const node = record.node as { selector?: string; snippet?: string } | undefined
    if (node?.selector) return `${node.selector} ${node.snippet ?? ""}`.trim()
    const source = record.source as { type?: string; selector?: string } | undefined
    if (source?.type === "node" && source.selector) return source.selector
    const location = (record.sourceLocation as { url?: string } | undefined)?.url
    const text = record.url ?? record.description ?? record.source
    const described = typeof text === "string" ? text : JSON.stringify(item).slice(0, 200)
    return location ? `${described} (${location})` : described
  })
}

function firstSelector(details: unknown): string | null {
  if (!details || typeof details !== "object") return null
  const node = (details as { node?: { type?: string; selector?: string } }).node
  if (node?.type === "node" && node.selector) return node.selector
  for (const value of Object.values(details)) {
    const nested = Array.isArray(value) ? value : [value]
    for (const entry of nested) {
      const found = firstSelector(entry)
      if (found) return found
    }
  }
  return null
}

/**
 * Timing figures (performance score and metrics) take the median of the runs; the other
 * scores do not depend on timing, so the worst run stands (a difference means flakiness).
 */
export function summarizeRuns(runs: readonly LighthouseRun[]): LighthouseRun {
  const values = (pick: (run: LighthouseRun) => number | null) =>
    runs.map(pick).filter((value): value is number => value !== null)
  const worst = (pick: (run: LighthouseRun) => number | null) => {
    const all = values(pick)
    return all.length === runs.length && all.length > 0 ? Math.min(...all) : null
  }
  const scores = Object.fromEntries(
    LIGHTHOUSE_CATEGORIES.map((id) => [
      id,
      id === "performance"
        ? median(values((run) => run.scores[id]))
        : worst((run) => run.scores[id]),
    ]),
  ) as Record<LighthouseCategory, number | null>
  const metrics = Object.fromEntries(
    Object.keys(METRIC_AUDITS).map((key) => [
      key,
      median(values((run) => run.metrics[key as keyof LighthouseMetrics])),
    ]),
  ) as unknown as LighthouseMetrics
  const problems = new Map(
    runs.flatMap((run) => run.problems).map((problem) => [problem.id, problem]),
  )
  return {
    scores,
    metrics,
    problems: [...problems.values()],
    lcpElement: runs.map((run) => run.lcpElement).find(Boolean) ?? null,
    benchmarkIndex: median(runs.map((run) => run.benchmarkIndex)) ?? 0,
    lighthouseVersion: runs[0]?.lighthouseVersion ?? "",
    warnings: [...new Set(runs.flatMap((run) => run.warnings))],
  }
}
