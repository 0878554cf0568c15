import { readFile } from "node:fs/promises"

/**
 * The shape of audit-budgets.json, as the audit reads it (axe.maxViolations is read by the
 * end-to-end axe spec). Sizes are KiB (1024 bytes) of gzip, as Lighthouse counts.
 */
export interface AuditBudgets {
  lighthouse: {
    minScores: Record<(typeof CATEGORIES)[number], number>
    maxMetrics: Record<(typeof METRICS)[keyof typeof METRICS][0], number>
  }
  /** Per page path ("/projetos/<projeto>/" for the project page); pages without one are reported. */
  initialJsMaxGzipKiB: Record<string, number>
  pageDataMaxGzipKiB: Record<string, number>
  /**
   * Image bytes on the wire (KiB) on the first view of /projetos/, per screen (SCREENS' names,
   * "390×844" and "1280×800"): the card covers in view and any other image.
   */
  firstViewImagesMaxKiB: Record<string, number>
  /** Raw layout-shift sum while a project dialog opens and its pictures load. */
  dialogMaxLayoutShift: number
  buildMaxSeconds: { cold: number; warm: number }
}

/** Lighthouse's metric audits held to lighthouse.maxMetrics, with their report names. */
export const METRICS = {
  "largest-contentful-paint": ["largestContentfulPaintMs", "LCP", "ms"],
  "total-blocking-time": ["totalBlockingTimeMs", "TBT", "ms"],
  "cumulative-layout-shift": ["cumulativeLayoutShift", "CLS", "cls"],
} as const

export const CATEGORIES = ["performance", "accessibility", "best-practices", "seo"] as const

export const BUDGETS_FILE = "audit-budgets.json"

export async function readBudgets(file = BUDGETS_FILE): Promise<AuditBudgets> {
  const budgets = JSON.parse(await readFile(file, "utf8")) as AuditBudgets
  const missing = [
    ["lighthouse.minScores", budgets.lighthouse?.minScores],
    ["lighthouse.maxMetrics", budgets.lighthouse?.maxMetrics],
    ["initialJsMaxGzipKiB", budgets.initialJsMaxGzipKiB],
    ["pageDataMaxGzipKiB", budgets.pageDataMaxGzipKiB],
    ["firstViewImagesMaxKiB", budgets.firstViewImagesMaxKiB],
    ["dialogMaxLayoutShift", budgets.dialogMaxLayoutShift],
    ["buildMaxSeconds", budgets.buildMaxSeconds],
  ].filter(([, value]) => value === undefined)
  if (missing.length > 0) {
    const names = missing.map(([name]) => name).join(", ")
    throw new Error(`${file} has no ${names} (compare with the committed audit-budgets.json).`)
  }
  return budgets
}
