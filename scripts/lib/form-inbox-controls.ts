import type { IncomingMessage, ServerResponse } from "node:http"
import type { SubmissionStore } from "./form-inbox-store"
import { readBody, sendJson } from "./form-inbox-http"

/** Test hooks of the form inbox (only with --test-controls): make later submissions fail or lag. */
export type InboxControls = { mode: "normal" | "fail" | "slow"; delayMs: number }

export const DEFAULT_SLOW_DELAY_MS = 3000
const MAX_DELAY_MS = 10 * 60 * 1000

/** The controls asked for by a `POST /__control` JSON body, or a message saying what is wrong. */
export function parseControls(body: unknown): InboxControls | string {
  if (typeof body !== "object" || body === null) return "Send a JSON object"
  const { mode, delayMs = DEFAULT_SLOW_DELAY_MS } = body as { mode?: unknown; delayMs?: unknown }
  if (mode !== "normal" && mode !== "fail" && mode !== "slow") {
    return 'mode must be "normal", "fail" or "slow"'
  }
  if (typeof delayMs !== "number" || !Number.isFinite(delayMs) || delayMs < 0) {
    return "delayMs must be a number of milliseconds, 0 or more"
  }
  return { mode, delayMs: mode === "slow" ? Math.min(delayMs, MAX_DELAY_MS) : 0 }
}

/**
 * The control endpoints: GET/POST /__control (the mode of later submissions),
 * GET/DELETE /__submissions (what is stored, and a clean slate between tests).
 */
export function createControlRoutes(store: SubmissionStore, maxBytes: number) {
  let controls: InboxControls = { mode: "normal", delayMs: 0 }

  async function setControls(req: IncomingMessage, res: ServerResponse) {
    let parsed: InboxControls | string
    try {
      parsed = parseControls(JSON.parse((await readBody(req, maxBytes)).toString("utf8")))
    } catch {
      parsed = "Send a JSON object"
    }
    if (typeof parsed === "string") return sendJson(res, 400, { error: parsed })
    controls = parsed
    sendJson(res, 200, controls)
  }

  async function handle(req: IncomingMessage, res: ServerResponse, pathname: string) {
    const call = `${req.method} ${pathname}`
    if (call === "GET /__control") return sendJson(res, 200, controls)
    if (call === "POST /__control") return setControls(req, res)
    if (call === "GET /__submissions") return sendJson(res, 200, await store.list())
    if (call === "DELETE /__submissions") {
      await store.clear()
      return sendJson(res, 200, { ok: true })
    }
    sendJson(res, 405, { error: "Method not allowed" })
  }

  return { current: () => controls, handle }
}
