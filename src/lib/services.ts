import type { IconName } from "./icon-names"

/** A service as the home cards and the footer show it (content/services/, src/lib/content-model/service.ts). */
export interface Service {
  title: string
  icon: IconName
  items: readonly string[]
}
