import type { IncomingMessage, ServerResponse } from "node:http"
import getRawBody from "raw-body"

/** Lets a page served from another local port post to the inbox and read its answers. */
export function setCorsHeaders(req: IncomingMessage, res: ServerResponse): void {
  const origin = req.headers.origin
  res.setHeader("Access-Control-Allow-Origin", origin ?? "*")
  if (origin) res.setHeader("Vary", "Origin")
  res.setHeader("Access-Control-Allow-Methods", "POST, OPTIONS")
  res.setHeader("Access-Control-Allow-Headers", "Accept, Content-Type")
  res.setHeader("Access-Control-Max-Age", "600")
}

export function sendJson(res: ServerResponse, status: number, body: unknown): void {
  sendText(res, status, "application/json", JSON.stringify(body))
}

export function sendText(res: ServerResponse, status: number, type: string, text: string): void {
  const length = Buffer.byteLength(text)
  res.writeHead(status, { "Content-Type": `${type}; charset=utf-8`, "Content-Length": length })
  res.end(text)
}

/** Answers 413 (raw-body has stopped reading): the connection closes once the answer is out. */
export function sendTooLarge(req: IncomingMessage, res: ServerResponse, maxBytes: number): void {
  res.setHeader("Connection", "close")
  res.on("finish", () => req.destroy())
  sendJson(res, 413, { error: `Payload too large (limit ${maxBytes} bytes)` })
}

/** The whole body, refused (isTooLarge) as soon as it is known to exceed maxBytes. */
export const readBody = (req: IncomingMessage, maxBytes: number) =>
  getRawBody(req, { limit: maxBytes, length: req.headers["content-length"] })

export const isTooLarge = (error: unknown) =>
  (error as { type?: string } | null)?.type === "entity.too.large"

/**
 * The text fields of a multipart or urlencoded body (files are ignored), "unsupported" for other
 * content types, "malformed" when the body does not parse.
 */
export async function parseFormBody(
  body: Buffer,
  contentType: string | undefined,
): Promise<Record<string, string> | "unsupported" | "malformed"> {
  const type = (contentType ?? "").split(";")[0].trim().toLowerCase()
  let entries: Iterable<[string, FormDataEntryValue]>
  if (type === "application/x-www-form-urlencoded") {
    entries = new URLSearchParams(body.toString("utf8")).entries()
  } else if (type === "multipart/form-data") {
    try {
      const headers = { "content-type": contentType ?? "" }
      entries = (await new Response(new Uint8Array(body), { headers }).formData()).entries()
    } catch {
      return "malformed"
    }
  } else {
    return "unsupported"
  }
  const fields: Record<string, string> = {}
  for (const [name, value] of entries) if (typeof value === "string") fields[name] = value
  return fields
}
