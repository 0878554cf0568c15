import type { AuditBudgets, LighthouseCategory } from "./budgets"
import { KIB } from "./gzip-size"
import type { Check } from "./judge"
import type { Measurements, PageLighthouse } from "./measurements"

/** Every figure of the audit as a check against its budget (report-only when it has none). */
export function buildChecks(measured: Measurements, budgets: AuditBudgets): Check[] {
  return [
    ...measured.lighthouse.flatMap((page) => lighthouseChecks(page, budgets)),
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
      budget: maxKiB(budgets.initialJsMaxGzipKiB[page.path]),
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
      figure: `first view of /projetos/ at ${view.screen}, over the source JPGs`,
      value: view.ratio,
      unit: "ratio",
      budget: { limit: budgets.firstViewImagesMaxRatio, kind: "max" },
      timing: false,
      note:
        `${kib(view.cardImageBytes)} for cards ${view.projectIds.join(", ")} vs ` +
        `${kib(view.sourceBytes)} of capa-main.jpg; other images ${kib(view.otherImageBytes)}`,
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

function lighthouseChecks(page: PageLighthouse, budgets: AuditBudgets): Check[] {
  const { minScores, maxMetrics } = budgets.lighthouse
  const summary = page.summary
  const note = page.errors.length > 0 ? `${page.errors.length} run(s) failed` : undefined
  const score = (category: LighthouseCategory): Check => ({
    section: "Lighthouse",
    figure: `${category} score, ${page.page.label}`,
    value: summary?.scores[category] ?? null,
    unit: "score",
    budget: { limit: minScores[category], kind: "min" },
    timing: category === "performance",
    note:
      page.page.notFound && category !== "performance"
        ? "404 by design: status-code, noindex and its own 404s are allowed"
        : note,
  })
  const metric = (
    figure: string,
    value: number | null | undefined,
    unit: "ms" | "cls",
    limit?: number,
  ): Check => ({
    section: "Lighthouse",
    figure: `${figure}, ${page.page.label}`,
    value: value ?? null,
    unit,
    budget: limit === undefined ? undefined : { limit, kind: "max" },
    timing: true,
    note,
  })
  return [
    score("performance"),
    score("accessibility"),
    score("best-practices"),
    score("seo"),
    metric("LCP", summary?.metrics.lcpMs, "ms", maxMetrics.largestContentfulPaintMs),
    metric("TBT", summary?.metrics.tbtMs, "ms", maxMetrics.totalBlockingTimeMs),
    metric("CLS", summary?.metrics.cls, "cls", maxMetrics.cumulativeLayoutShift),
    metric("FCP", summary?.metrics.fcpMs, "ms"),
    metric("Speed Index", summary?.metrics.speedIndexMs, "ms"),
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
