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

/** Accepts `--runs 3` and `--runs=3`; throws with the usage on anything else. */
export function parseAuditArgs(argv: string[]): AuditArgs {
  const args: AuditArgs = { ci: false, runs: 0, root: DEFAULT_ROOT }
  for (let i = 0; i < argv.length; i++) {
    const [flag, inline] = argv[i].split(/=(.*)/s)
    if (flag === "--ci" && inline === undefined) {
      args.ci = true
      continue
    }
    if (flag !== "--root" && flag !== "--runs")
      throw new Error(`Unknown option "${flag}".\n${USAGE}`)
    const value = inline ?? argv[++i]
    if (value === undefined || value === "") throw new Error(`${flag} needs a value.\n${USAGE}`)
    if (flag === "--root") args.root = value
    else {
      args.runs = Number(value)
      if (!Number.isInteger(args.runs) || args.runs < 1 || args.runs > 15) {
        throw new Error(`--runs must be a whole number from 1 to 15, got "${value}".\n${USAGE}`)
      }
    }
  }
  if (args.runs === 0) args.runs = args.ci ? DEFAULT_RUNS.ci : DEFAULT_RUNS.full
  return args
}
