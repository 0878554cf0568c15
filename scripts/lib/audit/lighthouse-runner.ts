import { mkdtemp, rm } from "node:fs/promises"
import os from "node:os"
import path from "node:path"
import type { Flags, Result } from "lighthouse"
import { chromiumPath, CHROMIUM_ARGS } from "../chromium"
import { LIGHTHOUSE_CATEGORIES } from "./budgets"
import type { Allowance } from "./lighthouse-allowance"
import { figuresFromLhr, type LighthouseRun } from "./lighthouse-figures"

export interface LighthouseOptions {
  /** The page answers 404 by design: Lighthouse audits it anyway, with this allowance. */
  notFound: boolean
  allowance: Allowance
}

/**
 * One Lighthouse navigation with its default (mobile, simulated throttling) config, in a fresh
 * Chromium with a fresh temporary profile. Lighthouse and chrome-launcher are ES modules: they
 * are imported here, at run time, so the rest of the audit loads under CommonJS and Jest.
 */
export async function runLighthouse(
  url: string,
  options: LighthouseOptions,
): Promise<LighthouseRun> {
  const { launch } = await import("chrome-launcher")
  const { default: lighthouse } = await import("lighthouse")
  const userDataDir = await mkdtemp(path.join(os.tmpdir(), "audit-lighthouse-"))
  const chrome = await launch({
    chromePath: chromiumPath(),
    chromeFlags: [...CHROMIUM_ARGS],
    userDataDir,
    logLevel: "silent",
  })
  const exited = new Promise((resolve) => chrome.process.once("exit", resolve))
  try {
    const flags: Flags = {
      port: chrome.port,
      logLevel: "error",
      output: "json",
      onlyCategories: [...LIGHTHOUSE_CATEGORIES],
      ignoreStatusCode: options.notFound,
      disableFullPageScreenshot: true,
    }
    const result = await lighthouse(url, flags)
    if (!result) throw new Error(`Lighthouse returned no result for ${url}.`)
    return figuresFromLhr(result.lhr as Result, options.allowance)
  } finally {
    chrome.kill()
    await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, 5_000))])
    await rm(userDataDir, { recursive: true, force: true, maxRetries: 3 })
  }
}
