import type { AxeState } from "./axe-states"
import type { BuildTimes } from "./build-times"
import type { PageDataSize } from "./data-sizes"
import type { DialogShift } from "./dialog-shift"
import type { FirstViewImages } from "./first-view-images"
import type { InitialJs } from "./initial-js"
import type { LighthouseRun } from "./lighthouse-figures"
import type { SitePage } from "./pages"

export interface PageLighthouse {
  page: SitePage
  runs: LighthouseRun[]
  /** Medians of the timing figures, worst of the others; null when every run failed. */
  summary: LighthouseRun | null
  errors: string[]
}

/** Everything the audit measured, before any budget is applied. */
export interface Measurements {
  lighthouse: PageLighthouse[]
  axe: AxeState[]
  initialJs: { page: SitePage; js: InitialJs }[]
  data: PageDataSize[]
  images: FirstViewImages[]
  dialogShifts: DialogShift[]
  buildTimes: BuildTimes | null
}
