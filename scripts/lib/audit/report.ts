import type { TimingJudgement } from "../timing-rule"
import type { JudgedCheck, Summary } from "./judge"
import type { Machine } from "./machine"
import type { Measurements } from "./measurements"

/** What reports/audit.json holds; reports/audit.md is rendered from it. */
export interface AuditReport {
  date: string
  mode: "full" | "ci"
  durationSeconds: number
  lighthouseRuns: number
  chromium: string
  lighthouseVersion: string
  /** The @lhci/cli that ran and judged Lighthouse. */
  lighthouseCiVersion: string
  machine: Machine
  /** 1, 5 and 15 minute load averages when the audit ended. */
  loadAverageEnd: number[]
  /** Whether the host allowed judging timing at all (pages can still fall short of valid runs). */
  timing: TimingJudgement
  summary: Summary
  checks: JudgedCheck[]
  measurements: Measurements
}
