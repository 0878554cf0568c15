import type { IncomingMessage, ServerResponse } from "node:http"
import { setTimeout as sleep } from "node:timers/promises"
import { HONEYPOT_FIELD, QUOTE_FIELDS } from "../../src/lib/submit-quote"
import { createControlRoutes } from "./form-inbox-controls"
import { parseFormBody, readBody, sendJson, sendText, setCorsHeaders } from "./form-inbox-http"
import { renderListing } from "./form-inbox-page"
import type { Submission, SubmissionStore } from "./form-inbox-store"

/** The fields the provider is configured to require (the form's required fields). */
export const REQUIRED_FIELDS = ["nome", "email", "telefone", "descricao"] as const
const FORM_PATH = /^\/f\/([\w-]{1,64})\/?$/
const CONTROL_PATHS = new Set(["/__control", "/__submissions"])

export type InboxContext = {
  store: SubmissionStore
  maxBytes: number
  testControls: boolean
  log: (message: string) => void
  /** Aborted when the inbox closes: ends the waits of slow mode. */
  closing: AbortSignal
}

/** The inbox's request handler; it rejects with raw-body's error (isTooLarge) for an oversized body. */
export function createInboxRoutes({ store, maxBytes, testControls, log, closing }: InboxContext) {
  const controls = createControlRoutes(store, maxBytes)

  async function receive(req: IncomingMessage, res: ServerResponse, form: string) {
    const fields = await parseFormBody(await readBody(req, maxBytes), req.headers["content-type"])
    if (fields === "unsupported") {
      const error = "Send multipart/form-data or application/x-www-form-urlencoded"
      return sendJson(res, 415, { error })
    }
    if (fields === "malformed") return sendJson(res, 400, { error: "Malformed form body" })
    const { mode, delayMs } = controls.current()
    if (mode === "slow") await sleep(delayMs, undefined, { signal: closing })
    if (mode === "fail") return sendJson(res, 500, { error: "Simulated failure (test control)" })
    if ((fields[HONEYPOT_FIELD] ?? "") !== "") {
      log(`${form}: honeypot filled, dropped as spam`)
      return sendJson(res, 200, { ok: true, next: null })
    }
    // Empty means "" exactly, like the browser's `required`: what the form lets through, we take.
    const errors = REQUIRED_FIELDS.filter((name) => (fields[name] ?? "") === "").map((field) => ({
      field,
      code: "REQUIRED",
      message: `${field} is required`,
    }))
    if (errors.length > 0) {
      log(`${form}: refused (422), missing ${errors.map(({ field }) => field).join(", ")}`)
      return sendJson(res, 422, { error: "Validation errors", errors })
    }
    const entry: Submission = {
      receivedAt: new Date().toISOString(),
      form,
      fields: Object.fromEntries(QUOTE_FIELDS.map((name) => [name, fields[name] ?? ""])),
      accept: req.headers.accept ?? null,
      userAgent: req.headers["user-agent"] ?? null,
    }
    await store.append(entry) // on disk before the visitor is told "success"
    log(`${form}: stored the quote of ${entry.fields.nome} <${entry.fields.email}>`)
    sendJson(res, 200, { ok: true, next: null })
  }

  async function listing(req: IncomingMessage, res: ServerResponse, form: string | undefined) {
    const all = await store.list()
    const submissions = form ? all.filter((entry) => entry.form === form) : all
    if ((req.headers.accept ?? "").includes("application/json")) {
      return sendJson(res, 200, { form: form ?? null, file: store.file, submissions })
    }
    const title = form ? `Form inbox: ${form}` : "Form inbox"
    sendText(res, 200, "text/html", renderListing(title, store.file, submissions))
  }

  return async function route(req: IncomingMessage, res: ServerResponse): Promise<void> {
    setCorsHeaders(req, res)
    const { pathname } = new URL(req.url ?? "/", "http://inbox.invalid")
    const method = req.method ?? "GET"
    const form = FORM_PATH.exec(pathname)?.[1]
    if (method === "OPTIONS") return void res.writeHead(204).end()
    if (pathname === "/health") return sendJson(res, 200, { ok: true })
    if (form && method === "POST") return receive(req, res, form)
    if ((form || pathname === "/") && method === "GET") return listing(req, res, form)
    if (testControls && CONTROL_PATHS.has(pathname)) return controls.handle(req, res, pathname)
    if (form) return sendJson(res, 405, { error: "Method not allowed" })
    sendJson(res, 404, { error: "Not found" })
  }
}
