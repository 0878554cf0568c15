import { parseOptions, wholeNumber } from "../cli"

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

export function parseBenchArgs(argv: readonly string[]): BenchArgs {
  const values = parseOptions(
    argv,
    {
      projects: { type: "string" },
      distinct: { type: "boolean" },
      lighthouse: { type: "boolean" },
      "no-demo": { type: "boolean" },
      content: { type: "string" },
      keep: { type: "boolean" },
    },
    USAGE,
  )
  return {
    projects: values.projects ? wholeNumber("--projects", values.projects, 1, 5000, USAGE) : 200,
    distinct: values.distinct ?? false,
    lighthouse: values.lighthouse ?? false,
    demo: !values["no-demo"],
    content: values.content ?? null,
    keep: values.keep ?? false,
  }
}
