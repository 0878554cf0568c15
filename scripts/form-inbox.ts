/**
 * A local form inbox speaking the form provider's contract (Formspree style), so a quote sent
 * from a local build lands where a person can see it. Node's http module only.
 *
 *   npx tsx scripts/form-inbox.ts [--port 9100] [--data .data/inbox] [--test-controls]
 *
 * POST /f/<form>     multipart or urlencoded → 200 { ok: true, next: null } once fsynced to
 *                    <data>/submissions.jsonl; 422 for an empty required field; 413 over the
 *                    limit; a filled _gotcha honeypot → 200, not stored
 * GET  /, /f/<form>  the stored submissions (HTML, or JSON with Accept: application/json)
 * GET  /health
 * --test-controls (or FORM_INBOX_TEST_CONTROLS=1): POST /__control { mode, delayMs },
 *                    GET and DELETE /__submissions
 */
import http from "node:http"
import type { AddressInfo } from "node:net"
import { parseArgs } from "node:util"
import { BodyTooLargeError, sendJson, sendTooLarge } from "./lib/form-inbox-http"
import { createInboxRoutes } from "./lib/form-inbox-routes"
import { openSubmissionStore } from "./lib/form-inbox-store"
import { inboxQuoteEndpoint, LOCAL_FORM_INBOX_PORT } from "../plugins/deploy-files/quote-endpoint"

export const DEFAULT_FORM_INBOX_PORT = LOCAL_FORM_INBOX_PORT
export const DEFAULT_DATA_DIR = ".data/inbox"
export const DEFAULT_MAX_BYTES = 1024 * 1024

export type FormInboxOptions = {
  /** 0 picks a free port (read it from `url`). */
  port?: number
  host?: string
  dataDir: string
  maxBytes?: number
  testControls?: boolean
  log?: (message: string) => void
}

export type FormInbox = {
  /** e.g. http://127.0.0.1:9100 */
  url: string
  /** The quote form's endpoint, `${url}/f/quote`: the value for GATSBY_QUOTE_ENDPOINT. */
  endpoint: string
  /** Absolute path of the JSON Lines file. */
  submissionsFile: string
  close(): Promise<void>
}

export async function createFormInbox(options: FormInboxOptions): Promise<FormInbox> {
  const { port = DEFAULT_FORM_INBOX_PORT, host = "127.0.0.1", dataDir } = options
  const { maxBytes = DEFAULT_MAX_BYTES, testControls = false, log = () => undefined } = options
  const store = await openSubmissionStore(dataDir)
  const closing = new AbortController()
  const route = createInboxRoutes({ store, maxBytes, testControls, log, closing: closing.signal })

  const server = http.createServer((req, res) => {
    route(req, res).catch((error: unknown) => {
      if (error instanceof BodyTooLargeError) return sendTooLarge(req, res, maxBytes)
      if (closing.signal.aborted) return void res.destroy()
      log(`${req.method} ${req.url}: ${error instanceof Error ? error.message : String(error)}`)
      if (res.headersSent) res.destroy()
      else sendJson(res, 500, { error: "Internal error" })
    })
  })
  await new Promise<void>((resolve, reject) => {
    server.once("error", reject)
    server.listen(port, host, () => resolve())
  })

  const { port: boundPort } = server.address() as AddressInfo
  const url = `http://${host.includes(":") ? `[${host}]` : host}:${boundPort}`
  let closed: Promise<void> | undefined
  const close = () => {
    closed ??= new Promise<void>((resolve, reject) => {
      closing.abort()
      server.close((error) => (error ? reject(error) : resolve()))
      server.closeAllConnections()
    })
    return closed
  }
  return { url, endpoint: inboxQuoteEndpoint(url), submissionsFile: store.file, close }
}

async function main(args: string[]): Promise<void> {
  const { values } = parseArgs({
    args,
    options: {
      port: { type: "string", default: process.env.FORM_INBOX_PORT },
      host: { type: "string", default: "127.0.0.1" },
      data: { type: "string", default: DEFAULT_DATA_DIR },
      "max-bytes": { type: "string", default: String(DEFAULT_MAX_BYTES) },
      "test-controls": { type: "boolean", default: process.env.FORM_INBOX_TEST_CONTROLS === "1" },
    },
  })
  const port = Number(values.port ?? DEFAULT_FORM_INBOX_PORT)
  const maxBytes = Number(values["max-bytes"])
  if (!Number.isInteger(port) || port < 0 || port > 65535) {
    throw new Error(`--port (or FORM_INBOX_PORT) must be 0 to 65535, got "${values.port}"`)
  }
  if (!Number.isInteger(maxBytes) || maxBytes < 1) {
    throw new Error(`--max-bytes must be a whole number of bytes, got "${values["max-bytes"]}"`)
  }

  const testControls = values["test-controls"]
  const log = (message: string) =>
    console.log(`[form-inbox] ${new Date().toISOString()} ${message}`)
  const inbox = await createFormInbox({
    port,
    host: values.host,
    dataDir: values.data,
    maxBytes,
    testControls,
    log,
  })
  console.log(`Form inbox listening on ${inbox.url}`)
  console.log(`  endpoint:      ${inbox.endpoint}  (GATSBY_QUOTE_ENDPOINT)`)
  console.log(`  submissions:   ${inbox.submissionsFile}`)
  console.log(`  listing:       ${inbox.url}/`)
  console.log(`  test controls: ${testControls ? "on" : "off"}`)

  const stop = (signal: NodeJS.Signals) => {
    console.log(`[form-inbox] ${signal}: closing`)
    inbox.close().then(
      () => process.exit(0),
      () => process.exit(1),
    )
  }
  process.once("SIGINT", stop)
  process.once("SIGTERM", stop)
}

// Run as a script (tsx), not when imported by tests. No import.meta: Jest loads this as CommonJS.
if (require.main === module) {
  main(process.argv.slice(2)).catch((error: unknown) => {
    console.error(`[form-inbox] ${error instanceof Error ? error.message : String(error)}`)
    process.exit(1)
  })
}
