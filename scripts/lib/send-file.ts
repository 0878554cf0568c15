import { readFile, stat } from "node:fs/promises"
import type { IncomingMessage, ServerResponse } from "node:http"
import { chooseEncoding, compress, MIN_COMPRESSED_BYTES, type Encoding } from "./compression"
import { contentTypeFor, isCompressible } from "./content-types"

export interface FileResponse {
  file: string
  status: 200 | 404
  /** From _headers (security headers, Cache-Control): sent as they are. */
  headers: Record<string, string>
}

/** Compressed bodies by file, version and coding: the same bundle is asked for by every page. */
const compressedCache = new Map<string, Buffer>()
const COMPRESSED_CACHE_LIMIT = 200

/** GET and HEAD of one file: Content-Type, br/gzip when accepted, ETag and 304 for a 200. */
export async function sendFile(
  req: IncomingMessage,
  res: ServerResponse,
  { file, status, headers }: FileResponse,
): Promise<void> {
  const [info, raw] = await Promise.all([stat(file), readFile(file)])
  const contentType = contentTypeFor(file)
  const compressible = isCompressible(contentType)
  const encoding =
    compressible && raw.length >= MIN_COMPRESSED_BYTES
      ? chooseEncoding(req.headers["accept-encoding"])
      : null
  const version = `${info.size.toString(16)}-${Math.floor(info.mtimeMs).toString(16)}`
  const etag = `"${version}${encoding ? `-${encoding}` : ""}"`

  res.statusCode = status
  res.setHeader("Content-Type", contentType)
  if (compressible) res.setHeader("Vary", "Accept-Encoding")
  for (const [name, value] of Object.entries(headers)) res.setHeader(name, value)
  if (status === 200) {
    res.setHeader("ETag", etag)
    if (matchesETag(req.headers["if-none-match"], etag)) {
      res.statusCode = 304
      res.removeHeader("Content-Type")
      res.end()
      return
    }
  }
  const body = encoding ? await compressedBody(file, version, raw, encoding) : raw
  if (encoding) res.setHeader("Content-Encoding", encoding)
  res.setHeader("Content-Length", body.length)
  res.end(req.method === "HEAD" ? undefined : body)
}

async function compressedBody(
  file: string,
  version: string,
  raw: Buffer,
  encoding: Encoding,
): Promise<Buffer> {
  const key = `${file}\0${version}\0${encoding}`
  const cached = compressedCache.get(key)
  if (cached) return cached
  const body = await compress(raw, encoding)
  if (compressedCache.size >= COMPRESSED_CACHE_LIMIT) compressedCache.clear()
  compressedCache.set(key, body)
  return body
}

function matchesETag(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false
  return ifNoneMatch
    .split(",")
    .map((tag) => tag.trim().replace(/^W\//, ""))
    .some((tag) => tag === "*" || tag === etag)
}
