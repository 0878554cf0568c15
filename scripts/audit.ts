/**
 * Measures the built site against audit-budgets.json: Lighthouse (through Lighthouse CI), initial
 * JS, page data, first-view images, the dialog's layout shift, and the recorded build times; what
 * --ci leaves out and how timing is judged: docs/performance.md, "When a timing figure counts".
 * Writes reports/audit.md and reports/audit.json; exits 1 when a budget is broken.
 */
import { runMain, writeReport } from "./lib/cli"
import { npmRun } from "./lib/npm-run"
import { PUBLISH_DEMO } from "../plugins/demo-guard/demo-build"
import { existsSync } from "node:fs"
import path from "node:path"
import { createStaticServer } from "./lib/static-server"
import { DEFAULT_ROOT, parseAuditArgs, type AuditArgs } from "./lib/audit/args"
import { launchBrowser, SCREENS } from "./lib/audit/browser"
import { readBuildTimes } from "./lib/audit/build-times"
import { readBudgets, type AuditBudgets } from "./lib/audit/budgets"
import { buildChecks, type AuditReport, type Measurements } from "./lib/audit/checks"
import { dataSizes } from "./lib/audit/data-sizes"
import { measureDialogShifts } from "./lib/audit/dialog-shift"
import { firstViewImages, type FirstViewImages } from "./lib/audit/first-view-images"
import { initialJs } from "./lib/audit/initial-js"
import { finalLine, judge, summarize } from "./lib/audit/judge"
import { assertLighthouse, measuredCategories, measureLighthouse } from "./lib/audit/lighthouse"
import { describeMachine, loadAverage } from "./lib/machine"
import { renderMarkdown } from "./lib/audit/markdown"
import { RECORD, sitePages } from "./lib/audit/pages"
import { judgeHost, type TimingJudgement } from "./lib/timing-rule"

/** The dialog's layout shift is measured on the first cards. */
const DIALOG_PROJECTS = [1, 2, 3]

async function main(): Promise<void> {
  const started = Date.now()
  const args = parseAuditArgs(process.argv.slice(2))
  await ensureBuilt(args)
  const budgets = await readBudgets()
  const machine = describeMachine()
  const timing = judgeHost(machine.loadAverage[0] ?? 0)
  if (!args.ci && !timing.judged) log(`timing budgets ${timing.reason}`)
  const server = await createStaticServer({ root: args.root, port: 0 })
  const { measured, chromium, lighthouseVersion } = await measureSite(
    path.resolve(args.root),
    server.url,
    args,
    budgets,
    timing,
  ).finally(() => server.close())

  const checks = buildChecks(measured, budgets).map((check) =>
    judge(check, { ci: args.ci, timing }),
  )
  const summary = summarize(checks)
  const report: AuditReport = {
    date: new Date(started).toISOString(),
    mode: args.ci ? "ci" : "full",
    durationSeconds: (Date.now() - started) / 1000,
    lighthouseRuns: args.runs,
    chromium,
    lighthouseVersion,
    machine,
    loadAverageEnd: loadAverage(),
    timing,
    summary,
    checks,
    measurements: measured,
  }
  await writeReport("audit", renderMarkdown(report), report)
  for (const check of summary.warnings) {
    console.log(`warning (timing, not judged with --ci): ${check.figure}`)
  }
  for (const check of summary.failures) console.log(`failed: ${check.section}: ${check.figure}`)
  if (!args.ci && !timing.judged) console.log(`timing budgets ${timing.reason}`)
  for (const { page, timing: pageTiming } of measured.lighthouse) {
    if (!args.ci && timing.judged && !pageTiming.judged) {
      console.log(`timing budgets of ${page.label} ${pageTiming.reason}`)
    }
  }
  console.log(finalLine(summary))
  process.exitCode = summary.failed > 0 ? 1 : 0
}

/** Every figure of the audit, for the site served at baseUrl from root. */
async function measureSite(
  root: string,
  baseUrl: string,
  args: AuditArgs,
  budgets: AuditBudgets,
  timing: TimingJudgement,
): Promise<{ measured: Measurements; chromium: string; lighthouseVersion: string }> {
  log(`Auditing ${root} at ${baseUrl}`)
  const pages = await sitePages(root)
  const bytePages = [...pages, RECORD]
  const initialJsOfPages = await Promise.all(
    bytePages.map(async (page) => ({ page, js: await initialJs(root, page) })),
  )
  const data = await dataSizes(root, bytePages)
  // Lighthouse first and alone: its timings suffer from any other work on the machine.
  const lighthouseStarted = Date.now()
  const lighthouseRuns = await measureLighthouse(baseUrl, pages, args.runs, log, {
    enforceTimingRule: !args.ci && timing.judged,
    categories: measuredCategories(args),
  })
  const lighthouseAssertions = await assertLighthouse(lighthouseRuns, budgets, args, log)
  const lighthouse = lighthouseRuns.map(({ lhrs: _, ...page }) => page)
  const lighthouseVersion = lighthouseRuns.flatMap((page) => page.lhrs)[0]?.lighthouseVersion ?? ""
  log(`Lighthouse CI took ${seconds(lighthouseStarted)} s`)
  const browserStarted = Date.now()
  const browser = await launchBrowser()
  try {
    // A timing figure: with --ci (a busy host by definition) it is left to the full audit.
    if (!args.ci) log("Layout shift: opening project dialogs")
    const dialogShifts = args.ci ? [] : await measureDialogShifts(browser, baseUrl, DIALOG_PROJECTS)
    log("Images: first view of /projetos/")
    const images: FirstViewImages[] = []
    for (const screen of SCREENS) {
      images.push(await firstViewImages(browser, baseUrl, screen))
    }
    log(`layout shift and images took ${seconds(browserStarted)} s`)
    const buildTimes = await readBuildTimes()
    const measured = {
      lighthouse,
      lighthouseAssertions,
      initialJs: initialJsOfPages,
      data,
      images,
      dialogShifts,
      buildTimes,
    }
    return { measured, chromium: browser.version(), lighthouseVersion }
  } finally {
    await browser.close()
  }
}

/** Builds public/ when it has no site; another --root must already hold one. */
async function ensureBuilt(args: AuditArgs): Promise<void> {
  if (existsSync(path.join(args.root, "index.html"))) return
  if (args.root !== DEFAULT_ROOT) {
    throw new Error(`${args.root}/index.html not found: --root must point at a built site.`)
  }
  log("public/index.html not found: running npm run build:local")
  // The audit judges the site as published: a demo's notice and noindex are not (PUBLICAR_DEMO).
  const code = await npmRun("build:local", { [PUBLISH_DEMO]: "1", ...process.env })
  if (code !== 0) throw new Error(`npm run build:local failed (exit code ${code}).`)
}

function seconds(since: number): number {
  return Math.round((Date.now() - since) / 1000)
}

function log(message: string): void {
  console.error(`audit: ${message}`)
}

if (require.main === module) runMain(main, "audit: ", 2)
