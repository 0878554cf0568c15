/** One figure of the audit, with the budget it is held to (if any). */
export interface Check {
  section: Section
  figure: string
  /** null: the figure could not be measured (a failure unless there is no budget). */
  value: number | null
  unit: Unit
  /** Absent: the figure is reported, not judged. */
  budget?: { limit: number; kind: "max" | "min" }
  /** Timing-based figures vary with the machine's load; --ci only warns on them. */
  timing: boolean
  note?: string
  /** Set when Lighthouse CI judged the figure: its verdict stands. */
  verdict?: "pass" | "warn" | "fail"
}

export type Status = "pass" | "fail" | "warn" | "info"
export interface JudgedCheck extends Check {
  status: Status
}

export const SECTIONS = [
  "Lighthouse",
  "Accessibility (axe)",
  "JavaScript",
  "Page data",
  "Images",
  "Layout shift",
  "Build",
] as const
export type Section = (typeof SECTIONS)[number]

export type Unit = "score" | "ms" | "cls" | "count" | "KiB" | "ratio" | "s"

export function judge(check: Check, { ci }: { ci: boolean }): JudgedCheck {
  if (check.verdict) return { ...check, status: check.verdict }
  if (!check.budget) return { ...check, status: "info" }
  const { limit, kind } = check.budget
  const within =
    check.value !== null && (kind === "max" ? check.value <= limit : check.value >= limit)
  if (within) return { ...check, status: "pass" }
  return { ...check, status: ci && check.timing ? "warn" : "fail" }
}

export interface Summary {
  passed: number
  failed: number
  warned: number
  failures: JudgedCheck[]
  warnings: JudgedCheck[]
}

export function summarize(checks: readonly JudgedCheck[]): Summary {
  const failures = checks.filter((check) => check.status === "fail")
  const warnings = checks.filter((check) => check.status === "warn")
  return {
    passed: checks.filter((check) => check.status === "pass").length,
    failed: failures.length,
    warned: warnings.length,
    failures,
    warnings,
  }
}

/** The last line of every run, for people and for CI logs. */
export function finalLine({ passed, failed }: Summary): string {
  return `audit: ${passed} passed, ${failed} failed`
}

export function formatValue(value: number | null, unit: Unit): string {
  if (value === null) return "not measured"
  switch (unit) {
    case "score":
      return value.toFixed(2)
    case "ms":
      return `${Math.round(value)} ms`
    case "cls":
      return value.toFixed(3)
    case "count":
      return String(value)
    case "KiB":
      return `${value.toFixed(1)} KiB`
    case "ratio":
      return `${(value * 100).toFixed(1)} %`
    case "s":
      return `${value.toFixed(1)} s`
  }
}

export function formatBudget(check: Check): string {
  if (!check.budget) return "—"
  const sign = check.budget.kind === "max" ? "≤" : "≥"
  return `${sign} ${formatValue(check.budget.limit, check.unit)}`
}
