/**
 * What the command-line tools share: their options, read by Node's util.parseArgs in strict mode
 * (`--runs 3` and `--runs=3` both; an unknown option or a missing value refused with the tool's
 * usage after the reason), their end on a failure, Ctrl+C, a server, a child's stderr.
 */
import { spawn } from "node:child_process"
import { mkdir, writeFile } from "node:fs/promises"
import type { Server } from "node:http"
import type { AddressInfo } from "node:net"
import path from "node:path"
import { parseArgs, type ParseArgsConfig } from "node:util"

export const messageOf = (caught: unknown) =>
  caught instanceof Error ? caught.message : String(caught)

type Options = NonNullable<ParseArgsConfig["options"]>

export function parseOptions<T extends Options>(
  argv: readonly string[],
  options: T,
  usage: string,
) {
  try {
    const { values } = parseArgs({ args: [...argv], options, strict: true })
    const empty = Object.entries(values).find(([, value]) => value === "")
    if (empty) throw new Error(`--${empty[0]} needs a value.`)
    return values
  } catch (caught) {
    throw new Error(`${messageOf(caught)}\n${usage}`)
  }
}

/** A file read's rejection handler: `fallback` when the file does not exist, else the error. */
export const whenMissing =
  <T>(fallback: T) =>
  (caught: NodeJS.ErrnoException): T => {
    if (caught.code === "ENOENT") return fallback
    throw caught
  }

/** A whole number from `min` to `max`, or the reason in the usage's words. */
export function wholeNumber(flag: string, value: string, min: number, max: number, usage: string) {
  const number = Number(value)
  if (!Number.isInteger(number) || number < min || number > max)
    throw new Error(
      `${flag} must be a whole number from ${min} to ${max}, got "${value}".\n${usage}`,
    )
  return number
}

/** The one option of a tool that reads a built site: `--root <folder>`, public/ by default. */
export function rootOption(argv: readonly string[], usage: string): string {
  return parseOptions(argv, { root: { type: "string" } }, usage).root ?? "public"
}

/** Runs a tool's main; a failure is printed after `prefix` and ends the process with `code`. */
export function runMain(main: () => Promise<unknown>, prefix = "", code = 1): void {
  main().catch((caught: unknown) => {
    console.error(`${prefix}${messageOf(caught)}`)
    process.exit(code)
  })
}

/** Ctrl+C (or SIGTERM) closes what the tool opened, then ends the process. */
export function closeOnSignal(close: (signal: NodeJS.Signals) => Promise<unknown>): void {
  const stop = (signal: NodeJS.Signals) =>
    void close(signal).then(
      () => process.exit(0),
      () => process.exit(1),
    )
  process.once("SIGINT", stop)
  process.once("SIGTERM", stop)
}

/** `server` listening on host:port (0: a free port), its URL, and a close that ends keep-alives. */
export async function listen(server: Server, port: number, host: string) {
  await new Promise<void>((resolve, reject) => {
    server.once("error", reject)
    server.listen(port, host, resolve)
  })
  const { port: boundPort } = server.address() as AddressInfo
  return {
    url: `http://${host.includes(":") ? `[${host}]` : host}:${boundPort}`,
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.close((error) => (error ? reject(error) : resolve()))
        server.closeAllConnections()
      }),
  }
}

/** A tool's report as reports/<name>.md and reports/<name>.json (under `dir`), the first printed. */
export async function writeReport(name: string, markdown: string, json: unknown, dir = "reports") {
  await mkdir(dir, { recursive: true })
  await writeFile(path.join(dir, `${name}.md`), markdown)
  await writeFile(path.join(dir, `${name}.json`), `${JSON.stringify(json, null, 2)}\n`)
  console.log(markdown)
  console.log(`Written reports/${name}.md and reports/${name}.json.`)
}

/** A Markdown table's lines, a "|" inside a cell escaped. */
export function markdownTable(head: readonly string[], rows: readonly string[][]): string[] {
  const row = (cells: readonly string[]) =>
    `| ${cells.map((cell) => cell.replace(/\|/g, "\\|")).join(" | ")} |`
  return [row(head), row(head.map(() => "---")), ...rows.map(row)]
}

/** Runs a command to its end and returns its exit code and what it wrote to stderr. */
export function runForStderr(
  command: string,
  args: readonly string[],
): Promise<{ code: number; stderr: string }> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { stdio: ["ignore", "ignore", "pipe"] })
    let stderr = ""
    child.stderr.setEncoding("utf8").on("data", (text: string) => (stderr += text))
    child.once("error", reject)
    child.once("close", (code) => resolve({ code: code ?? 1, stderr }))
  })
}
