/**
 * Serves a Gatsby build the way Netlify does: pretty URLs, 404.html, and the headers of
 * public/_headers on every response, so local tests run under the production policy. Files come
 * from `send` (Express's file sender), brotli/gzip from `compression` (docs/decisions.md, "The
 * local server sends files through send and compression").
 */
import { readFile, stat } from "node:fs/promises"
import { createServer, type IncomingMessage, type ServerResponse } from "node:http"
import path from "node:path"
import zlib from "node:zlib"
import compression from "compression"
import send from "send"
import { CACHE_CONTROL } from "../../plugins/deploy-files/cache-control"
import {
  headersForPath,
  parseNetlifyHeaders,
  type HeaderRule,
} from "../../plugins/deploy-files/netlify-headers"
import { CONFIG_FILES } from "../../plugins/deploy-files/public-files"
import { listen } from "./cli"

export type StaticServer = Awaited<ReturnType<typeof listen>>

type RulesLoader = () => Promise<HeaderRule[]>
type Headers = Record<string, string>

type Middleware = (req: IncomingMessage, res: ServerResponse, next: () => void) => void

/** Brotli or gzip when accepted; typed for Express, but it uses only Node's request and response. */
const compress = compression({
  // Smaller bodies gain nothing from compression.
  threshold: 512,
  // Quality 5 compresses a framework bundle in milliseconds, close to the size of 11.
  brotli: { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 5 } },
}) as unknown as Middleware

export async function createStaticServer({
  root = "public",
  port = 9000,
  host = "127.0.0.1",
}: { root?: string; port?: number; host?: string } = {}): Promise<StaticServer> {
  const rootDir = path.resolve(root)
  const rules = headerRulesLoader(path.join(rootDir, "_headers"))
  await rules() // a malformed _headers stops the server now, not at the first request
  const server = createServer((req, res) => {
    const failed = (caught: unknown) => {
      console.error(`serve: ${req.method} ${req.url} failed:`, caught)
      if (res.headersSent) res.destroy()
      else sendText(res, 500, "Internal Server Error", {})
    }
    compress(req, res, () => handle(rootDir, rules, req, res).catch(failed))
  })
  return listen(server, port, host)
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
  const notFound = () => sendNotFound(res, rootDir, errorHeaders)
  // _headers and _redirects are configuration, not content.
  if ((CONFIG_FILES as readonly string[]).includes(path.posix.normalize(pathname).slice(1))) {
    return notFound()
  }

  // The ETag alone revalidates; Cache-Control comes from _headers; dotfiles are files.
  send(req, url.pathname, {
    root: rootDir,
    dotfiles: "allow",
    cacheControl: false,
    lastModified: false,
  })
    .on("headers", (response: ServerResponse) => setAll(response, withDefaultCache(headers)))
    .on("directory", (_: ServerResponse, dir: string) => {
      // `/dir` → 301 to `/dir/` (query kept) when dir/index.html exists, as Netlify does.
      // One leading slash only: "//host" in Location would send the browser to another site.
      const location = `/${url.pathname.replace(/^\/+/, "")}/${url.search}`
      const redirect = () =>
        sendText(res, 301, `Moved Permanently: ${location}`, {
          ...errorHeaders,
          Location: location,
        })
      void stat(path.join(dir, "index.html")).then(
        (index) => (index.isFile() ? redirect() : notFound()),
        notFound,
      )
    })
    .on("error", (error: { status?: number }) => {
      if (error.status === 404) return void notFound()
      const status = error.status ?? 500
      sendText(res, status, String(status), errorHeaders)
    })
    .pipe(res)
}

/** public/404.html with status 404, as Netlify answers an address no file matches. */
async function sendNotFound(res: ServerResponse, rootDir: string, headers: Headers) {
  const page = await readFile(path.join(rootDir, "404.html")).catch(() => null)
  if (!page) return sendText(res, 404, "Not Found", headers)
  sendBody(res, 404, page, "text/html; charset=utf-8", headers)
}

function sendText(res: ServerResponse, status: number, text: string, headers: Headers): void {
  sendBody(res, status, Buffer.from(`${text}\n`), "text/plain; charset=utf-8", headers)
}

function sendBody(
  res: ServerResponse,
  status: number,
  body: Buffer,
  type: string,
  headers: Headers,
): void {
  res.statusCode = status
  res.setHeader("Content-Type", type)
  setAll(res, headers)
  res.setHeader("Content-Length", body.length)
  res.end(res.req.method === "HEAD" ? undefined : body)
}

function setAll(res: ServerResponse, headers: Headers): void {
  for (const [name, value] of Object.entries(headers)) res.setHeader(name, value)
}

/** Netlify sends `public, max-age=0, must-revalidate` where no rule sets Cache-Control. */
function withDefaultCache(headers: Headers): Headers {
  const hasOwn = Object.keys(headers).some((name) => name.toLowerCase() === "cache-control")
  return hasOwn ? headers : { ...headers, "Cache-Control": CACHE_CONTROL.revalidate }
}

/**
 * A rule's Cache-Control describes the file at that path; an error page or a redirect is not that
 * file, so it gets Netlify's default instead (a 404 under /static/* must not be immutable).
 */
function notTheFile(headers: Headers): Headers {
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
