import type { TimingJudgement } from "../timing-rule"

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
  /** Set on a timing figure whose runs did not satisfy the timing rule: why it is not judged. */
  notJudged?: string
  note?: string
  /** Set when Lighthouse CI judged the figure: its verdict stands. */
  verdict?: "pass" | "warn" | "fail"
}

/** "skip": a timing figure measured against the timing rule (scripts/lib/timing-rule.ts). */
export type Status = "pass" | "fail" | "warn" | "info" | "skip"
export interface JudgedCheck extends Check {
  status: Status
}

export const SECTIONS = [
  "Lighthouse",
  "JavaScript",
  "Page data",
  "Images",
  "Layout shift",
  "Build",
] as const
export type Section = (typeof SECTIONS)[number]

const FORMATS = {
  score: (value: number) => value.toFixed(2),
  ms: (value: number) => `${Math.round(value)} ms`,
  cls: (value: number) => value.toFixed(3),
  KiB: (value: number) => `${value.toFixed(1)} KiB`,
  s: (value: number) => `${value.toFixed(1)} s`,
}
export type Unit = keyof typeof FORMATS

/**
 * A check's status. Outside --ci, a timing figure is not judged when the host was busy at the
 * start (`timing`) or its own runs fell short of the rule (`check.notJudged`); the reason goes in
 * its note. With --ci, timing misses only warn, as before.
 */
export function judge(
  check: Check,
  { ci, timing }: { ci: boolean; timing?: TimingJudgement },
): JudgedCheck {
  if (check.timing && check.budget && !ci) {
    const reason = timing && !timing.judged ? timing.reason : check.notJudged
    if (reason) {
      return { ...check, status: "skip", note: [reason, check.note].filter(Boolean).join("; ") }
    }
  }
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
  /** Timing figures not judged under the timing rule. */
  notJudged: number
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
    notJudged: checks.filter((check) => check.status === "skip").length,
    failures,
    warnings,
  }
}

/** The last line of every run, for people and for CI logs. */
export function finalLine({ passed, failed, notJudged }: Summary): string {
  const skipped = notJudged > 0 ? `, ${notJudged} timing figures not judged` : ""
  return `audit: ${passed} passed, ${failed} failed${skipped}`
}

export function formatValue(value: number | null, unit: Unit): string {
  return value === null ? "not measured" : FORMATS[unit](value)
}

export function formatBudget(check: Check): string {
  if (!check.budget) return "—"
  const sign = check.budget.kind === "max" ? "≤" : "≥"
  return `${sign} ${formatValue(check.budget.limit, check.unit)}`
}
