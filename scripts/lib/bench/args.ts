export interface BenchArgs {
  /** Projects in the grown copy. */
  projects: number
  /** Re-encode every copied picture, so the grown build has all of its image work to do. */
  distinct: boolean
  /** Also measure /projetos/ and a project page of the grown site with Lighthouse (median of 3) and axe. */
  lighthouse: boolean
  /** Skip the build at the demo size (then the warm-edit ratio is not judged). */
  demo: boolean
  /** The content to grow; CONTENT_DIR or content/ by default. */
  content: string | null
  /** Keep the temporary project folders (their paths are printed). */
  keep: boolean
}

const USAGE =
  "Usage: npm run bench:scale -- [--projects 200] [--distinct] [--lighthouse] [--no-demo] " +
  "[--content <dir>] [--keep]"

const SWITCHES = {
  "--distinct": "distinct",
  "--lighthouse": "lighthouse",
  "--keep": "keep",
} as const

/** Accepts `--projects 200` and `--projects=200`; throws with the usage on anything else. */
export function parseBenchArgs(argv: readonly string[]): BenchArgs {
  const args: BenchArgs = {
    projects: 200,
    distinct: false,
    lighthouse: false,
    demo: true,
    content: null,
    keep: false,
  }
  for (let i = 0; i < argv.length; i++) {
    const [flag, inline] = argv[i].split(/=(.*)/s)
    if (flag in SWITCHES && inline === undefined) {
      args[SWITCHES[flag as keyof typeof SWITCHES]] = true
      continue
    }
    if (flag === "--no-demo" && inline === undefined) {
      args.demo = false
      continue
    }
    if (flag !== "--projects" && flag !== "--content") {
      throw new Error(`Unknown option "${flag}".\n${USAGE}`)
    }
    const value = inline ?? argv[++i]
    if (value === undefined || value === "") throw new Error(`${flag} needs a value.\n${USAGE}`)
    if (flag === "--content") args.content = value
    else {
      args.projects = Number(value)
      if (!Number.isInteger(args.projects) || args.projects < 1 || args.projects > 5000) {
        throw new Error(
          `--projects must be a whole number from 1 to 5000, got "${value}".\n${USAGE}`,
        )
      }
    }
  }
  return args
}
