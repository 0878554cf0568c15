/**
 * The scale benchmark (docs/performance.md, "A grown portfolio"): the content grown to N projects
 * and built in a throwaway copy of the project, at the demo size and at N, judged against the
 * budgets of a grown portfolio. Writes reports/bench-scale.md and .json; exits 1 on a broken one.
 */
import { mkdir, readFile, writeFile } from "node:fs/promises"
import path from "node:path"
import { runMain, writeReport } from "./lib/cli"
import { describeMachine } from "./lib/machine"
import { judgeHost, type TimingJudgement } from "./lib/timing-rule"
import { parseBenchArgs, type BenchArgs } from "./lib/bench/args"
import { describeWork, runGatsby } from "./lib/bench/gatsby"
import { growContent, readProjects } from "./lib/bench/grow"
import { measurePortfolioPages } from "./lib/bench/lighthouse"
import { renderBenchMarkdown } from "./lib/bench/markdown"
import {
  judgeBench,
  type BenchReport,
  type LighthouseFigures,
  type SizeRun,
} from "./lib/bench/report"
import { measureRecordCheck } from "./lib/bench/record-check"
import { outputSizes } from "./lib/bench/sizes"
import { createTempProject } from "./lib/bench/temp-project"
import { checkContent } from "../plugins/content-model/content-check"
import { contentDir } from "../plugins/content-model/content-dir"
import { locationPath } from "../src/lib/content-model/location"
import { PROJECT_TYPE } from "../src/lib/content-model/project"

const ROOT = path.resolve(__dirname, "..")
const REPORTS_DIR = path.join(ROOT, "reports")
/** The project whose project.json the warm rebuild follows; every grown copy keeps it. */
const EDITED_PROJECT = locationPath(PROJECT_TYPE.location, 1)

async function main(): Promise<void> {
  const args = parseBenchArgs(process.argv.slice(2))
  const source = path.resolve(args.content ?? contentDir())
  const started = new Date()
  const machine = describeMachine()
  // The timing rule (scripts/lib/timing-rule.ts): a host busy at the start judges no timing.
  const timing = judgeHost(machine.loadAverage[0] ?? 0)
  if (!timing.judged) log(`build times and Lighthouse timing ${timing.reason}`)
  await mkdir(REPORTS_DIR, { recursive: true })
  const demoSize = (await readProjects(source)).length
  if (args.projects < demoSize) throw new Error(`--projects must be at least ${demoSize}.`)
  const demo = args.demo ? (await measureSize(source, demoSize, false, args, timing)).run : null
  const grown = await measureSize(
    source,
    args.projects,
    args.distinct,
    args,
    timing,
    args.engineers,
  )
  const checks = judgeBench(demo, grown.run, grown.lighthouse, timing)
  const report: BenchReport = {
    date: started.toISOString(),
    machine,
    timing,
    demo,
    grown: grown.run,
    lighthouse: grown.lighthouse,
    checks,
    failed: checks.filter((check) => check.pass === false).length,
  }
  await writeReport("bench-scale", renderBenchMarkdown(report), report, REPORTS_DIR)
  process.exitCode = report.failed > 0 ? 1 : 0
}

/** Grows, checks, builds cold, edits one project.json and builds again, in a throwaway copy. */
async function measureSize(
  source: string,
  total: number,
  distinct: boolean,
  args: BenchArgs,
  timing: TimingJudgement,
  /** The team to grow to; the demo size keeps the content's own. */
  engineers?: number,
): Promise<{ run: SizeRun; lighthouse: LighthouseFigures[] }> {
  const label = `${total} projects${distinct ? ", distinct pictures" : ""}`
  const project = await createTempProject(ROOT, "bench-scale-")
  const gatsbyLog = path.join(REPORTS_DIR, `bench-scale-${total}${distinct ? "-distinct" : ""}.log`)
  await writeFile(gatsbyLog, "")
  log(`${label}: growing the content in ${project.dir}${distinct ? " (re-encoding pictures)" : ""}`)
  try {
    await growContent(source, project.contentDir, { total, distinct, engineers })
    const { pictures, contentCheckSeconds } = await timeContentCheck(
      project.contentDir,
      project.dir,
    )
    log(`${label}: ${pictures} pictures; cold build (log: ${path.relative(ROOT, gatsbyLog)})`)
    await runGatsby(project.dir, "clean", gatsbyLog)
    const cold = await runGatsby(project.dir, "build", gatsbyLog)
    const publicDir = path.join(project.dir, "public")
    const sizes = await outputSizes(publicDir)
    // Timed on the cold build's output, before the edit; judged under the timing rule.
    const recordCheck = total === args.projects ? await measureRecordCheck(publicDir) : null
    if (recordCheck)
      log(
        `${label}: /acervo/ check of 3 requirements, median ${recordCheck.medianMs.toFixed(1)} ms`,
      )
    log(`${label}: cold build ${cold.seconds.toFixed(1)} s; editing one project.json, rebuilding`)
    await editProject(path.join(project.contentDir, EDITED_PROJECT))
    const warm = await runGatsby(project.dir, "build", gatsbyLog)
    const rerun = warm.work ? `; ${describeWork(warm.work)}` : ""
    log(`${label}: warm rebuild ${warm.seconds.toFixed(1)} s${rerun}`)
    const lighthouse =
      args.lighthouse && total === args.projects
        ? await measurePortfolioPages(publicDir, log, { enforceTimingRule: timing.judged })
        : []
    const run: SizeRun = {
      projects: total,
      pictures,
      distinct,
      contentCheckSeconds,
      coldBuildSeconds: cold.seconds,
      warmEditSeconds: warm.seconds,
      warmEditWork: warm.work,
      sizes,
      recordCheck,
    }
    return { run, lighthouse }
  } finally {
    if (args.keep) log(`kept ${project.dir}`)
    else await project.remove()
  }
}

/** The check `npm run check:content` runs, without a picture cache and then with one. */
async function timeContentCheck(content: string, projectDir: string) {
  const pictureCache = path.join(projectDir, "bench-picture-cache.json")
  const timed = async () => {
    const started = process.hrtime.bigint()
    const report = await checkContent(content, { pictureCache })
    if (report.errors.length > 0) {
      throw new Error(
        `The grown content fails the content check: ${JSON.stringify(report.errors[0])}`,
      )
    }
    return { report, seconds: Number(process.hrtime.bigint() - started) / 1e9 }
  }
  const cold = await timed()
  const cached = await timed()
  return {
    pictures: cold.report.pictureCount,
    contentCheckSeconds: { cold: cold.seconds, cached: cached.seconds },
  }
}

/** The most common maintainer edit: a sentence added to a project's description. */
async function editProject(file: string): Promise<void> {
  const json = JSON.parse(await readFile(file, "utf8")) as { description: string }
  json.description = `${json.description}\nTexto revisado para medir a recompilação.`
  await writeFile(file, `${JSON.stringify(json, null, 2)}\n`)
}

function log(message: string): void {
  console.error(`bench:scale: ${message}`)
}

runMain(main, "bench:scale: ", 2)
