/**
 * Serves a Gatsby build the way Netlify does: pretty URLs, 404.html, and the headers of
 * public/_headers on every response, so local tests run under the production policy.
 */
import { readFile, stat } from "node:fs/promises"
import { createServer, type IncomingMessage, type ServerResponse } from "node:http"
import type { AddressInfo } from "node:net"
import path from "node:path"
import { CACHE_CONTROL } from "../../plugins/deploy-files/cache-control"
import {
  headersForPath,
  parseNetlifyHeaders,
  type HeaderRule,
} from "../../plugins/deploy-files/netlify-headers"
import { resolveRequestPath } from "./resolve-request-path"
import { sendFile } from "./send-file"

export interface StaticServerOptions {
  root?: string
  port?: number
  host?: string
}

export interface StaticServer {
  url: string
  close(): Promise<void>
}

type RulesLoader = () => Promise<HeaderRule[]>

export async function createStaticServer({
  root = "public",
  port = 9000,
  host = "127.0.0.1",
}: StaticServerOptions = {}): Promise<StaticServer> {
  const rootDir = path.resolve(root)
  const rules = headerRulesLoader(path.join(rootDir, "_headers"))
  await rules() // a malformed _headers stops the server now, not at the first request
  const server = createServer((req, res) => {
    handle(rootDir, rules, req, res).catch((caught: unknown) => {
      console.error(`serve: ${req.method} ${req.url} failed:`, caught)
      if (res.headersSent) res.destroy()
      else sendText(res, 500, "Internal Server Error", {})
    })
  })
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

async function handle(
  rootDir: string,
  rules: RulesLoader,
  req: IncomingMessage,
  res: ServerResponse,
): Promise<void> {
  // Appended rather than resolved: "//projetos" is a path here, not a host.
  const requested = req.url ?? "/"
  const url = new URL(requested.startsWith("/") ? `http://localhost${requested}` : requested)
  const allRules = await rules()
  let pathname: string
  try {
    pathname = decodeURIComponent(url.pathname)
  } catch {
    return sendText(res, 400, "Bad Request", notTheFile(headersForPath(allRules, "/")))
  }
  const headers = headersForPath(allRules, pathname)
  const errorHeaders = notTheFile(headers)

  if (req.method !== "GET" && req.method !== "HEAD") {
    return sendText(res, 405, "Method Not Allowed", { ...errorHeaders, Allow: "GET, HEAD" })
  }
  const target = await resolveRequestPath(rootDir, pathname, url.search)
  switch (target.kind) {
    case "file":
      return sendFile(req, res, {
        file: target.file,
        status: 200,
        headers: withDefaultCache(headers),
      })
    case "redirect":
      return sendText(res, 301, `Moved Permanently: ${target.location}`, {
        ...errorHeaders,
        Location: target.location,
      })
    case "forbidden":
      return sendText(res, 403, "Forbidden", errorHeaders)
    case "missing": {
      const notFoundPage = path.join(rootDir, "404.html")
      const hasPage = await stat(notFoundPage).then(
        (info) => info.isFile(),
        () => false,
      )
      if (!hasPage) return sendText(res, 404, "Not Found", errorHeaders)
      return sendFile(req, res, { file: notFoundPage, status: 404, headers: errorHeaders })
    }
  }
}

function sendText(
  res: ServerResponse,
  status: number,
  text: string,
  headers: Record<string, string>,
): void {
  const body = Buffer.from(`${text}\n`)
  res.statusCode = status
  res.setHeader("Content-Type", "text/plain; charset=utf-8")
  for (const [name, value] of Object.entries(headers)) res.setHeader(name, value)
  res.setHeader("Content-Length", body.length)
  res.end(res.req.method === "HEAD" ? undefined : body)
}

/** Netlify sends `public, max-age=0, must-revalidate` where no rule sets Cache-Control. */
function withDefaultCache(headers: Record<string, string>): Record<string, string> {
  const hasOwn = Object.keys(headers).some((name) => name.toLowerCase() === "cache-control")
  return hasOwn ? headers : { ...headers, "Cache-Control": CACHE_CONTROL.revalidate }
}

/**
 * A rule's Cache-Control describes the file at that path; an error page or a redirect is not that
 * file, so it gets Netlify's default instead (a 404 under /static/* must not be immutable).
 */
function notTheFile(headers: Record<string, string>): Record<string, string> {
  const kept = Object.entries(headers).filter(([name]) => name.toLowerCase() !== "cache-control")
  return { ...Object.fromEntries(kept), "Cache-Control": CACHE_CONTROL.revalidate }
}

/** Re-reads _headers when it changes, so a rebuild needs no restart. */
function headerRulesLoader(file: string): RulesLoader {
  let cached: { mtimeMs: number; rules: HeaderRule[] } | undefined
  let warned = false
  return async () => {
    const info = await stat(file).catch(() => undefined)
    if (!info) {
      if (!warned) console.warn(`serve: ${file} not found; serving without the site's headers.`)
      warned = true
      return []
    }
    if (cached?.mtimeMs !== info.mtimeMs) {
      const rules = parseNetlifyHeaders(await readFile(file, "utf8"))
      cached = { mtimeMs: info.mtimeMs, rules }
    }
    return cached.rules
  }
}
