import spawn from "cross-spawn"
import { createWriteStream } from "node:fs"
import { readFile, stat } from "node:fs/promises"
import path from "node:path"
import { stripVTControlCharacters } from "node:util"
import { LOCAL_QUOTE_ENDPOINT } from "../../../plugins/deploy-files/quote-endpoint"

export interface BuildWork {
  /** The page and static queries the build ran: all on a clean build, the changed ones warm. */
  queries: number
  /** The page-data files written because a query's result changed. */
  pageData: number
  pages: number
}

/** "17 queries re-run, 1 page-data written, of 36 pages". */
export function describeWork(work: BuildWork): string {
  return `${work.queries} queries re-run, ${work.pageData} page-data written, of ${work.pages} pages`
}

/**
 * What a build re-did, from Gatsby's output: "run queries in workers - 0.4s - 17/17",
 * "Writing page-data.json … - 1/1" (the terminal may wrap it) and "SitePage nodes: 36".
 */
export function buildWork(output: string): BuildWork | null {
  const plain = stripVTControlCharacters(output).replace(/\s+/g, " ")
  const last = (pattern: RegExp) => [...plain.matchAll(pattern)].at(-1)?.[1]
  const queries = last(/run queries in workers - [\d.]+s - (\d+)\/\d+/g)
  const pageData = last(/Writing page-data\.json.*? - [\d.]+s - (\d+)\/\d+/g)
  const pages = last(/SitePage nodes: (\d+)/g)
  if (queries === undefined || pages === undefined) return null
  return { queries: Number(queries), pageData: Number(pageData ?? 0), pages: Number(pages) }
}

/**
 * Runs `gatsby <command>` in a project folder with the settings of `npm run build:local`, its
 * content in the folder's own content/, output appended to log; throws when it fails.
 */
export async function runGatsby(projectDir: string, command: "build" | "clean", log: string) {
  const bin = path.join(projectDir, "node_modules/.bin/gatsby")
  const logStart = await stat(log).then(
    (stats) => stats.size,
    () => 0,
  )
  const out = createWriteStream(log, { flags: "a" })
  const started = process.hrtime.bigint()
  const code = await new Promise<number | null>((resolve, reject) => {
    const child = spawn(bin, [command], {
      cwd: projectDir,
      stdio: ["ignore", "pipe", "pipe"],
      env: {
        ...process.env,
        GATSBY_TELEMETRY_DISABLED: "1",
        GATSBY_QUOTE_ENDPOINT: LOCAL_QUOTE_ENDPOINT,
        CONTENT_DIR: "",
        NETLIFY: "",
        CI: "true",
      },
    })
    child.stdout?.pipe(out, { end: false })
    child.stderr?.pipe(out, { end: false })
    child.once("error", reject)
    child.once("close", resolve)
  })
  await new Promise((resolve) => out.end(resolve))
  const seconds = Number(process.hrtime.bigint() - started) / 1e9
  if (code !== 0) throw new Error(`gatsby ${command} failed (exit code ${code}); see ${log}`)
  const output = (await readFile(log)).subarray(logStart).toString("utf8")
  return { seconds, work: buildWork(output) }
}
