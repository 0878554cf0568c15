import { mkdtemp, rm } from "node:fs/promises"
import os from "node:os"
import path from "node:path"
import type { Flags } from "lighthouse"
import { chromiumPath, CHROMIUM_ARGS } from "./chromium"

/** The parts of a Lighthouse result (LH.Result) the audit and the benchmarks read. */
export interface SavedLhr {
  requestedUrl: string
  finalUrl: string
  categories: Record<string, { score: number | null }>
  audits: Record<string, { score: number | null; numericValue?: number }>
  environment: { benchmarkIndex: number }
  lighthouseVersion: string
  runtimeError?: { code: string; message: string }
}

/**
 * What `lhci collect` takes (the `collect` key of a lighthouserc file): Lighthouse's default
 * (mobile, simulated throttling) config in a fresh Chromium per run.
 * Lighthouse CI adds --headless=new itself. Status codes are not fatal, so a page answering an
 * error is measured and fails the SEO audit http-status-code.
 */
export function collectOptions(urls: string[], runs: number, categories: readonly string[]) {
  return {
    url: urls,
    numberOfRuns: runs,
    chromePath: chromiumPath(),
    settings: {
      chromeFlags: CHROMIUM_ARGS.filter((flag) => !flag.startsWith("--headless")).join(" "),
      onlyCategories: [...categories],
      ignoreStatusCode: true,
      disableFullPageScreenshot: true,
    },
  }
}

/**
 * One Lighthouse navigation with the settings `lhci collect` would pass, in a fresh Chromium
 * with a fresh temporary profile, inside this process: `lhci collect` starts a Node process per
 * run and renders an HTML report per run, which costs seconds per run on a 2-core machine.
 * Lighthouse and chrome-launcher are ES modules, imported at run time so the rest of the audit
 * loads under CommonJS and Jest.
 */
export async function runLighthouse(
  url: string,
  collect: ReturnType<typeof collectOptions>,
): Promise<SavedLhr> {
  const { launch } = await import("chrome-launcher")
  const { default: lighthouse } = await import("lighthouse")
  const userDataDir = await mkdtemp(path.join(os.tmpdir(), "audit-lighthouse-"))
  const { chromeFlags, ...settings } = collect.settings
  const chrome = await launch({
    chromePath: collect.chromePath,
    chromeFlags: ["--headless=new", ...String(chromeFlags).split(" ")],
    userDataDir,
    logLevel: "silent",
  })
  const exited = new Promise((resolve) => chrome.process.once("exit", resolve))
  try {
    const flags = { ...settings, port: chrome.port, logLevel: "error", output: "json" } as Flags
    const result = await lighthouse(url, flags)
    if (!result) throw new Error(`Lighthouse returned no result for ${url}.`)
    const lhr = result.lhr as unknown as SavedLhr
    if (lhr.runtimeError) {
      throw new Error(`Lighthouse: ${lhr.runtimeError.code}: ${lhr.runtimeError.message}`)
    }
    return lhr
  } finally {
    chrome.kill()
    await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, 5_000))])
    await rm(userDataDir, { recursive: true, force: true, maxRetries: 3 })
  }
}
