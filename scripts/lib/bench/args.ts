import { parseOptions, wholeNumber } from "../cli"

export type BenchArgs = ReturnType<typeof parseBenchArgs>

const USAGE =
  "Usage: npm run bench:scale -- [--projects 200] [--engineers 30] [--distinct] [--lighthouse] " +
  "[--no-demo] [--content <dir>] [--keep]"

export function parseBenchArgs(argv: readonly string[]) {
  const values = parseOptions(
    argv,
    {
      projects: { type: "string" },
      engineers: { type: "string" },
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
    /** The grown portfolio's team: each engineer has a page (/equipe/<id>/). */
    engineers: values.engineers ? wholeNumber("--engineers", values.engineers, 1, 500, USAGE) : 30,
    distinct: values.distinct ?? false,
    lighthouse: values.lighthouse ?? false,
    demo: !values["no-demo"],
    content: values.content ?? null,
    keep: values.keep ?? false,
  }
}
