import { promisify } from "node:util"
import zlib from "node:zlib"

export type Encoding = "br" | "gzip"

/** Smaller bodies gain nothing from compression. */
export const MIN_COMPRESSED_BYTES = 512

const brotli = promisify(zlib.brotliCompress)
const gzip = promisify(zlib.gzip)

/** The best coding the client accepts (q > 0), brotli before gzip at equal weight; null if none. */
export function chooseEncoding(acceptEncoding: string | undefined): Encoding | null {
  const weights = new Map<string, number>()
  for (const part of (acceptEncoding ?? "").split(",")) {
    const [coding, ...params] = part.trim().toLowerCase().split(";")
    if (!coding) continue
    const q = params.map((param) => /^\s*q=([0-9.]+)\s*$/.exec(param)).find(Boolean)
    weights.set(coding, q ? Number(q[1]) : 1)
  }
  const weightOf = (coding: Encoding) => weights.get(coding) ?? weights.get("*") ?? 0
  const accepted = (["br", "gzip"] as const).filter((coding) => weightOf(coding) > 0)
  return [...accepted].sort((a, b) => weightOf(b) - weightOf(a))[0] ?? null
}

export function compress(body: Buffer, encoding: Encoding): Promise<Buffer> {
  if (encoding === "gzip") return gzip(body)
  // Quality 5 compresses a framework bundle in milliseconds, close to the size of 11.
  return brotli(body, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 5 } })
}
