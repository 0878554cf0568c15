import { formatBudget, formatValue, SECTIONS, type JudgedCheck, type Status } from "./judge"
import { KIB } from "./gzip-size"
import type { LighthouseRun } from "./lighthouse-figures"
import type { AuditReport } from "./report"

const STATUS_TEXT: Record<Status, string> = {
  pass: "pass",
  fail: "**FAIL**",
  warn: "warn",
  info: "—",
  skip: "not judged",
}

export function renderMarkdown(report: AuditReport): string {
  const { machine } = report
  const lines = [
    `# Audit ${report.date.slice(0, 10)}`,
    "",
    `- Date: ${report.date} (${Math.round(report.durationSeconds)} s, ${modeText(report)})`,
    `- Chromium ${report.chromium}; Lighthouse ${report.lighthouseVersion || "?"} through Lighthouse CI ${report.lighthouseCiVersion} (${lighthouseRunsText(report)})`,
    `- Machine: ${machine.nproc} × ${machine.cpuModel}, ${machine.memoryGiB} GiB, Node ${machine.node}; load ${machine.loadAverage.join(" / ")} at start, ${report.loadAverageEnd.join(" / ")} at end`,
    ...loadWarning(report),
    "",
    `**${report.summary.passed} passed, ${report.summary.failed} failed, ${report.summary.warned} warnings${notJudged(report)}**`,
    "",
  ]
  for (const section of SECTIONS) {
    const checks = report.checks.filter((check) => check.section === section)
    if (checks.length > 0) lines.push(...sectionTable(section, checks), "")
  }
  lines.push(...details(report))
  const broken = [...report.summary.failures, ...report.summary.warnings]
  if (broken.length > 0) {
    lines.push("## Budgets missed", "")
    for (const check of broken) lines.push(`- ${check.status}: ${describe(check)}`)
    lines.push("")
  }
  return `${lines.join("\n").trimEnd()}\n`
}

function lighthouseRunsText({ mode, lighthouseRuns }: AuditReport): string {
  if (mode === "ci") return `mobile, ${lighthouseRuns} run per page, no performance category`
  return `mobile, simulated throttling, median of ${lighthouseRuns} runs`
}

function notJudged({ summary }: AuditReport): string {
  return summary.notJudged > 0 ? `, ${summary.notJudged} timing figures not judged` : ""
}

function modeText({ mode, timing }: AuditReport): string {
  if (mode === "ci") return "--ci: no timing figure measured; `npm run audit` judges them"
  return timing.judged ? "full: every budget judged" : `full; timing ${timing.reason}`
}

/**
 * Lighthouse's simulated timings scale with the CPU time it observes, so other work inflates
 * them. The load at the start is the other work; by the end the audit's own Chromium counts.
 */
function loadWarning({ machine, mode }: AuditReport): string[] {
  const load = machine.loadAverage[0] ?? 0
  if (mode === "ci" || load <= machine.nproc / 2) return []
  return [
    `- **Busy machine**: 1-minute load ${load} on ${machine.nproc} CPUs when the audit started; the timing figures (performance score, TBT, LCP, layout shift) are pessimistic.`,
  ]
}

function sectionTable(section: string, checks: readonly JudgedCheck[]): string[] {
  return [
    `## ${section}`,
    "",
    "| Figure | Value | Budget | Result | Note |",
    "| --- | --- | --- | --- | --- |",
    ...checks.map((check) =>
      row([
        check.figure,
        formatValue(check.value, check.unit),
        formatBudget(check),
        STATUS_TEXT[check.status],
        check.note ?? "",
      ]),
    ),
  ]
}

function details(report: AuditReport): string[] {
  const { lighthouse, axe, initialJs } = report.measurements
  const lines: string[] = []
  const problems = lighthouse.flatMap(({ page, summary, errors }) => [
    ...(summary?.problems ?? []).map(
      (problem) =>
        `- ${page.label}: ${problem.category} \`${problem.id}\` (${problem.score}): ${problem.title}` +
        problem.items.map((item) => `\n  - \`${item}\``).join(""),
    ),
    ...errors.map((error) => `- ${page.label}: Lighthouse run failed: ${error}`),
    ...(summary?.metrics.lcpMs != null ? [performanceNotes(page.label, summary)] : []),
  ])
  if (problems.length > 0) lines.push("### Lighthouse findings", "", ...problems, "")
  const violations = axe.flatMap((state) =>
    state.violations.map(
      (violation) =>
        `- ${state.name}: \`${violation.id}\` (${violation.impact ?? "?"}, ${violation.nodes} elements): ${violation.help}; ` +
        violation.targets.map((target) => `\`${target}\``).join(", ") +
        (violation.message ? `: ${violation.message}` : ""),
    ),
  )
  if (violations.length > 0) lines.push("### axe violations", "", ...violations, "")
  lines.push("### Initial JavaScript files", "")
  for (const { page, js } of initialJs) {
    const files = js.files.map((file) => `\`${file.file}\` ${(file.gzipBytes / KIB).toFixed(1)}`)
    lines.push(`- ${page.label}: ${files.join(", ")} (KiB gzip)`)
  }
  lines.push("")
  return lines
}

function performanceNotes(label: string, run: LighthouseRun): string {
  const tasks = run.longTasks.map((task) => `\`${task}\``).join(", ") || "none"
  return (
    `- ${label}: LCP element \`${run.lcpElement ?? "?"}\`; longest tasks ${tasks}; ` +
    `BenchmarkIndex ${Math.round(run.benchmarkIndex)}`
  )
}

function describe(check: JudgedCheck): string {
  const note = check.note ? ` (${check.note})` : ""
  return `${check.section}: ${check.figure} = ${formatValue(check.value, check.unit)}, budget ${formatBudget(check)}${note}`
}

function row(cells: string[]): string {
  return `| ${cells.map((cell) => cell.replace(/\|/g, "\\|")).join(" | ")} |`
}
