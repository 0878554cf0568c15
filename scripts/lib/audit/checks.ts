import type { AuditBudgets } from "./budgets"
import { KIB } from "./gzip-size"
import type { Check } from "./judge"
import { lighthouseChecks } from "./lighthouse-checks"
import type { Measurements } from "./measurements"

/**
 * Every figure of the audit as a check against its budget (report-only when it has none).
 * `timing: false` (--ci): Lighthouse's timing figures were not measured.
 */
export function buildChecks(
  measured: Measurements,
  budgets: AuditBudgets,
  { timing = true }: { timing?: boolean } = {},
): Check[] {
  return [
    ...measured.lighthouse.flatMap((page) =>
      lighthouseChecks(page, measured.lighthouseAssertions, budgets, { timing }),
    ),
    ...measured.axe.map<Check>((state) => ({
      section: "Accessibility (axe)",
      figure: `violations, ${state.name}`,
      value: state.error ? null : state.violations.length,
      unit: "count",
      budget: { limit: budgets.axe.maxViolations, kind: "max" },
      timing: false,
      note:
        state.error ?? (state.violations.map((violation) => violation.id).join(", ") || undefined),
    })),
    ...measured.initialJs.map<Check>(({ page, js }) => ({
      section: "JavaScript",
      figure: `initial JS (gzip), ${page.label}`,
      value: js.gzipBytes / KIB,
      unit: "KiB",
      budget: maxKiB(budgets.initialJsMaxGzipKiB[page.budgetKey ?? page.path]),
      timing: false,
      note: `${js.files.length} files`,
    })),
    ...measured.data.map<Check>((file) => ({
      section: "Page data",
      figure: `${file.file} (gzip)`,
      value: file.gzipBytes / KIB,
      unit: "KiB",
      budget: maxKiB(budgets.pageDataMaxGzipKiB[file.owner]),
      timing: false,
    })),
    ...measured.images.map<Check>((view) => ({
      section: "Images",
      figure: `first view of /projetos/ at ${view.screen}`,
      value: view.imageBytes / KIB,
      unit: "KiB",
      budget: maxKiB(budgets.firstViewImagesMaxKiB[view.screen]),
      timing: false,
      note:
        `${kib(view.cardImageBytes)} for cards ${view.projectIds.join(", ")}, ` +
        `${kib(view.otherImageBytes)} other images`,
    })),
    ...measured.dialogShifts.map<Check>((shift) => ({
      section: "Layout shift",
      figure: `project ${shift.projectId} dialog opening at ${shift.screen} (raw sum)`,
      value: shift.error ? null : shift.rawSum,
      unit: "cls",
      budget: { limit: budgets.dialogMaxLayoutShift, kind: "max" },
      timing: true,
      note:
        shift.error ??
        `${shift.shifts} shifts; ${shift.withoutRecentInput.toFixed(3)} without hadRecentInput`,
    })),
    ...buildTimeChecks(measured, budgets),
  ]
}

function buildTimeChecks(measured: Measurements, budgets: AuditBudgets): Check[] {
  const times = measured.buildTimes
  const note = times
    ? `measured ${times.measuredAt} on ${times.machine}`
    : "reports/build-times.json not found"
  const build = (kind: "cold" | "warm", value: number | undefined): Check => ({
    section: "Build",
    figure: `${kind} build`,
    value: value ?? null,
    unit: "s",
    budget: times ? { limit: budgets.buildMaxSeconds[kind], kind: "max" } : undefined,
    timing: true,
    note,
  })
  return [build("cold", times?.coldSeconds), build("warm", times?.warmSeconds)]
}

function maxKiB(limit: number | undefined): Check["budget"] {
  return limit === undefined ? undefined : { limit, kind: "max" }
}

function kib(bytes: number): string {
  return `${(bytes / KIB).toFixed(1)} KiB`
}
