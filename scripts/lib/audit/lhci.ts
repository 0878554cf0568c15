import { spawn } from "node:child_process"
import { readFileSync } from "node:fs"
import { mkdir, readdir, readFile, rm, writeFile } from "node:fs/promises"
import path from "node:path"
import type { LhrLike } from "./lighthouse-figures"
import type { LighthouseCiConfig } from "./lighthouserc"

/** Lighthouse CI keeps its results here, under the folder it is run from. */
export const LHCI_DIR = ".lighthouseci"
const CONFIG_FILE = path.join(LHCI_DIR, "lighthouserc.json")

/** A Lighthouse result as Lighthouse CI saves it. */
export interface SavedLhr extends LhrLike {
  requestedUrl: string
  finalUrl: string
}

/** One entry of .lighthouseci/assertion-results.json (passed ones included). */
export interface AssertionResult {
  url: string
  auditId: string
  /** The category of a `categories:<id>` assertion. */
  auditProperty?: string
  name: string
  expected: number
  /** The runs' aggregate; null when an audit gave no value. */
  actual: number | null
  values: (number | null)[]
  operator: string
  passed: boolean
  level: "error" | "warn"
  message?: string
}

export interface LhciResult {
  code: number
  /** The last line Lighthouse CI wrote to stderr (the reason when it failed). */
  lastError: string
}

/**
 * Runs `lhci <command>` with the given config in a child process (Lighthouse CI is a CLI, and
 * `lhci assert` ends its own process). stdout lines go to log when `quiet` is not set.
 */
export async function runLhci(
  args: string[],
  config: LighthouseCiConfig,
  log: (message: string) => void,
  { quiet = false } = {},
): Promise<LhciResult> {
  await mkdir(LHCI_DIR, { recursive: true })
  await writeFile(CONFIG_FILE, `${JSON.stringify(config, null, 2)}\n`)
  const cli = require.resolve("@lhci/cli/src/cli.js")
  const child = spawn(process.execPath, [cli, ...args, `--config=${CONFIG_FILE}`], {
    stdio: ["ignore", "pipe", "pipe"],
  })
  let lastError = ""
  const lines = (stream: NodeJS.ReadableStream, each: (line: string) => void) => {
    let rest = ""
    stream.setEncoding("utf8")
    stream.on("data", (chunk: string) => {
      const parts = (rest + chunk).split("\n")
      rest = parts.pop() ?? ""
      parts.filter((line) => line.trim()).forEach(each)
    })
    stream.on("end", () => rest.trim() && each(rest))
  }
  lines(child.stdout, (line) => quiet || log(`lhci: ${line.trim()}`))
  lines(child.stderr, (line) => (lastError = line.trim()))
  const code = await new Promise<number>((resolve, reject) => {
    child.once("error", reject)
    child.once("close", (exit) => resolve(exit ?? 1))
  })
  return { code, lastError }
}

export function lighthouseCiVersion(): string {
  const file = require.resolve("@lhci/cli/package.json")
  return (JSON.parse(readFileSync(file, "utf8")) as { version: string }).version
}

/** Removes the results of earlier runs, as a non-additive `lhci collect` does. */
export async function clearSavedLhrs(): Promise<void> {
  for (const name of await lhciFiles()) {
    if (/^lhr-\d+\.(json|html)$/.test(name)) await rm(path.join(LHCI_DIR, name), { force: true })
  }
}

let lastSaved = 0

/** Saves a result as `lhci collect` does, for `lhci assert` and `lhci upload`. */
export async function saveLhr(lhr: SavedLhr): Promise<SavedLhr> {
  await mkdir(LHCI_DIR, { recursive: true })
  // lhci reads only lhr-<digits>.json; results saved in the same millisecond need their own name.
  lastSaved = Math.max(Date.now(), lastSaved + 1)
  await writeFile(path.join(LHCI_DIR, `lhr-${lastSaved}.json`), JSON.stringify(lhr))
  return lhr
}

/** What `lhci assert` wrote; it writes the file even when an assertion fails. */
export async function readAssertionResults(): Promise<AssertionResult[]> {
  const file = path.join(LHCI_DIR, "assertion-results.json")
  return JSON.parse(await readFile(file, "utf8")) as AssertionResult[]
}

async function lhciFiles(): Promise<string[]> {
  return readdir(LHCI_DIR).catch((caught: NodeJS.ErrnoException) => {
    if (caught.code === "ENOENT") return []
    throw caught
  })
}
