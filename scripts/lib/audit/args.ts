import { parseOptions, wholeNumber } from "../cli"

export interface AuditArgs {
  /**
   * Measure and judge only the deterministic budgets: the host is busy in CI by definition, so
   * no timing figure is measured (no performance category, no dialog layout shift).
   */
  ci: boolean
  /**
   * Valid Lighthouse runs wanted per page; the timing figures are their median. 5 by default
   * (the timing rule's minimum), 1 with --ci, whose categories do not depend on timing.
   */
  runs: number
  /** The built site to audit; only the default (public) is built when missing. */
  root: string
}

export const DEFAULT_ROOT = "public"

const USAGE = "Usage: npx tsx scripts/audit.ts [--ci] [--runs 5] [--root public]"
const DEFAULT_RUNS = { full: 5, ci: 1 } as const

export function parseAuditArgs(argv: string[]): AuditArgs {
  const values = parseOptions(
    argv,
    { ci: { type: "boolean" }, runs: { type: "string" }, root: { type: "string" } },
    USAGE,
  )
  const ci = values.ci ?? false
  const runs =
    values.runs === undefined
      ? DEFAULT_RUNS[ci ? "ci" : "full"]
      : wholeNumber("--runs", values.runs, 1, 15, USAGE)
  return { ci, runs, root: values.root ?? DEFAULT_ROOT }
}
