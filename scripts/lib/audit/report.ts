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
  machine: Machine
  summary: Summary
  checks: JudgedCheck[]
  measurements: Measurements
}
