import { parseOptions, wholeNumber } from "../cli"

export type AuditArgs = ReturnType<typeof parseAuditArgs>

export const DEFAULT_ROOT = "public"

const USAGE = "Usage: npx tsx scripts/audit.ts [--ci] [--runs 5] [--root public]"
/** Valid Lighthouse runs per page; --ci measures no timing figure, so one is enough. */
const DEFAULT_RUNS = { full: 5, ci: 1 } as const

export function parseAuditArgs(argv: string[]) {
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
