import type { TimingJudgement } from "../timing-rule"
import type { AuditBudgets } from "./budgets"
import type { BuildTimes } from "./build-times"
import type { PageDataSize } from "./data-sizes"
import type { DialogShift } from "./dialog-shift"
import type { FirstViewImages } from "./first-view-images"
import { KIB } from "./gzip-size"
import type { InitialJs } from "./initial-js"
import type { Check, JudgedCheck, Summary } from "./judge"
import { lighthouseChecks, type AssertionResult, type PageLighthouse } from "./lighthouse"
import type { Machine } from "../machine"
import type { SitePage } from "./pages"

/** Everything the audit measured, before any budget is applied. */
export interface Measurements {
  /** Each page's runs (the saved results are in .lighthouseci/, the reports in reports/). */
  lighthouse: Omit<PageLighthouse, "lhrs">[]
  /** Lighthouse CI's verdicts on the Lighthouse budgets, passed ones included. */
  lighthouseAssertions: AssertionResult[]
  initialJs: { page: SitePage; js: InitialJs }[]
  data: PageDataSize[]
  images: FirstViewImages[]
  dialogShifts: DialogShift[]
  buildTimes: BuildTimes | null
}

/** What reports/audit.json holds; reports/audit.md is rendered from it. */
export interface AuditReport {
  date: string
  mode: "full" | "ci"
  durationSeconds: number
  lighthouseRuns: number
  chromium: string
  lighthouseVersion: string
  machine: Machine
  /** 1, 5 and 15 minute load averages when the audit ended. */
  loadAverageEnd: number[]
  /** Whether the host allowed judging timing at all (pages can still fall short of valid runs). */
  timing: TimingJudgement
  /** `passed` and `failed` are read by scripts/test-summary.ts. */
  summary: Summary
  checks: JudgedCheck[]
  measurements: Measurements
}

/** Every figure of the audit as a check against its budget (report-only when it has none). */
export function buildChecks(measured: Measurements, budgets: AuditBudgets): Check[] {
  const bytes = (section: Check["section"], figure: string, value: number, limit?: number) =>
    ({
      section,
      figure,
      value: value / KIB,
      unit: "KiB",
      budget: limit === undefined ? undefined : { limit, kind: "max" },
      timing: false,
    }) satisfies Check
  const times = measured.buildTimes
  const build = (kind: "cold" | "warm"): Check => ({
    section: "Build",
    figure: `${kind} build`,
    value: times ? times[`${kind}Seconds`] : null,
    unit: "s",
    budget: times ? { limit: budgets.buildMaxSeconds[kind], kind: "max" } : undefined,
    timing: true,
    note: times
      ? `measured ${times.measuredAt} on ${times.machine}`
      : "no reports/build-times.json",
  })
  return [
    ...measured.lighthouse.flatMap((page) => lighthouseChecks(page, measured.lighthouseAssertions)),
    ...measured.initialJs.map(({ page, js }) => ({
      ...bytes(
        "JavaScript",
        `initial JS (gzip), ${page.label}`,
        js.gzipBytes,
        budgets.initialJsMaxGzipKiB[page.budgetKey ?? page.path],
      ),
      note: `${js.files.length} files`,
    })),
    ...measured.data.map((file) =>
      bytes(
        "Page data",
        `${file.file} (gzip)`,
        file.gzipBytes,
        budgets.pageDataMaxGzipKiB[file.owner],
      ),
    ),
    ...measured.images.map((view) =>
      bytes(
        "Images",
        `first view of /projetos/ at ${view.screen}`,
        view.imageBytes,
        budgets.firstViewImagesMaxKiB[view.screen],
      ),
    ),
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
    build("cold"),
    build("warm"),
  ]
}
