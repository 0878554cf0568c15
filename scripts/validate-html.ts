/**
 * The W3C Nu HTML Checker (vnu-jar, Java) over every page of the build, in one Java run; prints
 * each error and warning with its file, line and message, and exits 1 when there is any.
 */
import { existsSync, readdirSync } from "node:fs"
import path from "node:path"
import { fileURLToPath } from "node:url"
import vnuJar from "vnu-jar"
import { rootOption, runForStderr, runMain } from "./lib/cli"

/** Decap's editor (not the site's markup) and Gatsby's slice fragments (pieces of pages). */
const NOT_PAGES = ["admin", "_gatsby"]

/**
 * Warnings that say nothing about the page as served. The checker reads the files from disk,
 * where a <meta> Content-Security-Policy is judged against file: addresses (the 404 page's
 * `'self'` matches none of them); Chromium judges that policy in the end-to-end tests, which
 * fail on any violation.
 */
export const IGNORED_WARNINGS = [/ violates Content Security Policy \(meta tag\)/]

/** One message of vnu's JSON report (`--format json`). */
export interface VnuMessage {
  type: string
  subType?: string
  url?: string
  firstLine?: number
  lastLine?: number
  firstColumn?: number
  message: string
}

export interface Finding {
  /** The page's file, relative to the build's folder. */
  file: string
  line: number | null
  column: number | null
  severity: "error" | "warning"
  message: string
}

/** Every .html file of the build, sorted, outside the folders that hold no pages. */
export function builtPages(root: string): string[] {
  return readdirSync(root, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && entry.name.endsWith(".html"))
    .map((entry) => path.join(entry.parentPath, entry.name))
    .filter((file) => !NOT_PAGES.includes(path.relative(root, file).split(path.sep)[0]))
    .sort()
}

/**
 * vnu's report as errors and warnings. Its plain "info" messages are left out, and so are the
 * IGNORED_WARNINGS; a "non-document-error" (a file it could not read) is an error.
 */
export function parseReport(json: string, root: string): Finding[] {
  const { messages } = JSON.parse(json) as { messages: VnuMessage[] }
  return messages.flatMap((message): Finding[] => {
    const warning = message.type === "info" && message.subType === "warning"
    if (message.type === "info" && !warning) return []
    if (warning && IGNORED_WARNINGS.some((pattern) => pattern.test(message.message))) return []
    const file = message.url?.startsWith("file:")
      ? path.relative(root, fileURLToPath(message.url))
      : (message.url ?? "(vnu)")
    return [
      {
        file,
        line: message.firstLine ?? message.lastLine ?? null,
        column: message.firstColumn ?? null,
        severity: warning ? "warning" : "error",
        message: message.message,
      },
    ]
  })
}

/** `projetos/index.html:12:5: error: The element “h2” must not appear …` */
export function formatFinding({ file, line, column, severity, message }: Finding): string {
  const at = [file, line, line === null ? null : column].filter((part) => part !== null).join(":")
  return `${at}: ${severity}: ${message}`
}

/** Runs vnu once over all the files and returns its JSON report (which it writes to stderr). */
export async function runVnu(files: string[]): Promise<string> {
  const args = ["-jar", String(vnuJar), "--format", "json", "--exit-zero-always", ...files]
  const { code, stderr } = await runForStderr("java", args).catch(
    (error: NodeJS.ErrnoException) => {
      if (error.code !== "ENOENT") throw error
      throw new Error(
        "java not found: the HTML checker needs Java 11 or later. On Debian: " +
          "apt-get update && apt-get install -y default-jre-headless",
      )
    },
  )
  if (code !== 0) throw new Error(`vnu exited with ${code}:\n${stderr}`)
  return stderr
}

/** Checks the pages of `root`; returns the findings it printed. */
export async function validateBuild(root: string): Promise<Finding[]> {
  if (!existsSync(root)) throw new Error(`${root} not found: build the site first.`)
  const pages = builtPages(root)
  if (pages.length === 0) throw new Error(`No .html pages in ${root}: build the site first.`)
  const findings = parseReport(await runVnu(pages), root)
  for (const finding of findings) console.log(formatFinding(finding))
  const errors = findings.filter(({ severity }) => severity === "error").length
  console.log(
    `HTML checker (vnu): ${pages.length} pages, ${errors} errors, ${findings.length - errors} warnings`,
  )
  return findings
}

async function main(): Promise<void> {
  const root = rootOption(
    process.argv.slice(2),
    "Usage: npx tsx scripts/validate-html.ts [--root public]",
  )
  const findings = await validateBuild(path.resolve(root))
  process.exitCode = findings.length > 0 ? 1 : 0
}

if (require.main === module) runMain(main)
