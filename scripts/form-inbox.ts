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
import { closeOnSignal, listen, messageOf, parseOptions, runMain, wholeNumber } from "./lib/cli"
import { isTooLarge, sendJson, sendTooLarge } from "./lib/form-inbox-http"
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

export type FormInbox = Awaited<ReturnType<typeof createFormInbox>>

/** The inbox listening; its `endpoint`, `${url}/f/quote`, is the value for GATSBY_QUOTE_ENDPOINT. */
export async function createFormInbox(options: FormInboxOptions) {
  const { port = DEFAULT_FORM_INBOX_PORT, host = "127.0.0.1", dataDir } = options
  const { maxBytes = DEFAULT_MAX_BYTES, testControls = false, log = () => undefined } = options
  const store = await openSubmissionStore(dataDir)
  const closing = new AbortController()
  const route = createInboxRoutes({ store, maxBytes, testControls, log, closing: closing.signal })

  const server = http.createServer((req, res) => {
    route(req, res).catch((error: unknown) => {
      if (isTooLarge(error)) return sendTooLarge(req, res, maxBytes)
      if (closing.signal.aborted) return void res.destroy()
      log(`${req.method} ${req.url}: ${messageOf(error)}`)
      if (res.headersSent) res.destroy()
      else sendJson(res, 500, { error: "Internal error" })
    })
  })
  const { url, close: closeServer } = await listen(server, port, host)
  let closed: Promise<void> | undefined
  const close = () => {
    closing.abort()
    closed ??= closeServer()
    return closed
  }
  return { url, endpoint: inboxQuoteEndpoint(url), submissionsFile: store.file, close }
}

const USAGE =
  `Usage: npx tsx scripts/form-inbox.ts [--port ${DEFAULT_FORM_INBOX_PORT}] [--host 127.0.0.1] ` +
  "[--data .data/inbox] [--max-bytes 1048576] [--test-controls]"

async function main(args: string[]): Promise<void> {
  const values = parseOptions(
    args,
    {
      port: { type: "string", default: process.env.FORM_INBOX_PORT },
      host: { type: "string", default: "127.0.0.1" },
      data: { type: "string", default: DEFAULT_DATA_DIR },
      "max-bytes": { type: "string", default: String(DEFAULT_MAX_BYTES) },
      "test-controls": { type: "boolean", default: process.env.FORM_INBOX_TEST_CONTROLS === "1" },
    },
    USAGE,
  )
  const port =
    values.port === undefined
      ? DEFAULT_FORM_INBOX_PORT
      : wholeNumber("--port (or FORM_INBOX_PORT)", values.port, 0, 65535, USAGE)
  const maxBytes = wholeNumber(
    "--max-bytes",
    values["max-bytes"],
    1,
    Number.MAX_SAFE_INTEGER,
    USAGE,
  )
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
  closeOnSignal((signal) => {
    console.log(`[form-inbox] ${signal}: closing`)
    return inbox.close()
  })
}

// Run as a script (tsx), not when imported by tests. No import.meta: Jest loads this as CommonJS.
if (require.main === module) runMain(() => main(process.argv.slice(2)), "[form-inbox] ")
