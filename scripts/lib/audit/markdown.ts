import { markdownTable } from "../cli"
import type { AuditReport } from "./checks"
import { formatBudget, formatValue, SECTIONS, type Status } from "./judge"
import { LIGHTHOUSE_REPORTS_DIR } from "./lighthouse"

const TABLE_HEAD = ["Figure", "Value", "Budget", "Result", "Note"]
const STATUS_TEXT: Record<Status, string> = {
  pass: "pass",
  fail: "**FAIL**",
  warn: "warn",
  info: "—",
  skip: "not judged",
}

/**
 * reports/audit.md: what ran where, one table per section, and the budgets missed. What to fix
 * on a Lighthouse page is in its HTML report (reports/lighthouse/).
 */
export function renderMarkdown(report: AuditReport): string {
  const { machine, summary } = report
  const mode =
    report.mode === "ci"
      ? "--ci: no timing figure measured; `npm run audit` judges them"
      : report.timing.judged
        ? "full: every budget judged"
        : `full; timing ${report.timing.reason}`
  const runs =
    report.mode === "ci"
      ? `${report.lighthouseRuns} run per page, no performance category`
      : `simulated throttling, median of ${report.lighthouseRuns} runs`
  const notJudged = summary.notJudged > 0 ? `, ${summary.notJudged} timing figures not judged` : ""
  const lines = [
    `# Audit ${report.date.slice(0, 10)}`,
    "",
    `- Date: ${report.date} (${Math.round(report.durationSeconds)} s, ${mode})`,
    `- Chromium ${report.chromium}; Lighthouse ${report.lighthouseVersion || "?"} through Lighthouse CI, mobile, ${runs}; reports in ${LIGHTHOUSE_REPORTS_DIR}/`,
    `- Machine: ${machine.nproc} × ${machine.cpuModel}, ${machine.memoryGiB} GiB, Node ${machine.node}; load ${machine.loadAverage.join(" / ")} at start, ${report.loadAverageEnd.join(" / ")} at end`,
    "",
    `**${summary.passed} passed, ${summary.failed} failed, ${summary.warned} warnings${notJudged}**`,
    "",
  ]
  for (const section of SECTIONS) {
    const checks = report.checks.filter((check) => check.section === section)
    if (checks.length === 0) continue
    const rows = checks.map((check) => [
      check.figure,
      formatValue(check.value, check.unit),
      formatBudget(check),
      STATUS_TEXT[check.status],
      check.note ?? "",
    ])
    lines.push(`## ${section}`, "", ...markdownTable(TABLE_HEAD, rows), "")
  }
  const broken = [...summary.failures, ...summary.warnings]
  if (broken.length > 0) {
    lines.push("## Budgets missed", "")
    for (const check of broken) {
      const note = check.note ? ` (${check.note})` : ""
      const value = formatValue(check.value, check.unit)
      lines.push(
        `- ${check.status}: ${check.section}: ${check.figure} = ${value}, budget ${formatBudget(check)}${note}`,
      )
    }
  }
  return `${lines.join("\n").trimEnd()}\n`
}
