import type { TimingJudgement } from "../timing-rule"
import type { AxeState } from "./axe-states"
import type { LighthouseCategory } from "./budgets"
import type { BuildTimes } from "./build-times"
import type { PageDataSize } from "./data-sizes"
import type { DialogShift } from "./dialog-shift"
import type { FirstViewImages } from "./first-view-images"
import type { InitialJs } from "./initial-js"
import type { AssertionResult } from "./lhci"
import type { LighthouseRun } from "./lighthouse-figures"
import type { SitePage } from "./pages"

export interface PageLighthouse {
  page: SitePage
  /** The URL measured, as Lighthouse CI names the page in its assertion results. */
  url: string
  runs: LighthouseRun[]
  /** Medians of the timing figures, worst of the others; null when every run failed. */
  summary: LighthouseRun | null
  errors: string[]
  /** The audits each category weighs on this page (a 404 page's are asserted one by one). */
  auditsByCategory: Partial<Record<LighthouseCategory, string[]>>
  /** Console errors beyond the ones the page logs by design (null: it has no such allowance). */
  unexpectedConsoleErrors: number | null
  /** The BenchmarkIndex of each run set aside under the timing rule (it was repeated). */
  discardedBenchmarkIndexes: number[]
  /** Whether this page's runs satisfy the timing rule; judged unless the rule was enforced. */
  timing: TimingJudgement
}

/** Everything the audit measured, before any budget is applied. */
export interface Measurements {
  lighthouse: PageLighthouse[]
  /** Lighthouse CI's verdicts on the Lighthouse budgets, passed ones included. */
  lighthouseAssertions: AssertionResult[]
  axe: AxeState[]
  initialJs: { page: SitePage; js: InitialJs }[]
  data: PageDataSize[]
  images: FirstViewImages[]
  dialogShifts: DialogShift[]
  buildTimes: BuildTimes | null
}
