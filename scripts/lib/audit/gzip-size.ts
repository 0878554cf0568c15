import { readFile } from "node:fs/promises"
import path from "node:path"
import { promisify } from "node:util"
import zlib from "node:zlib"

const gzip = promisify(zlib.gzip)

export interface FileSize {
  /** Path under the build folder, with a leading "/". */
  file: string
  bytes: number
  gzipBytes: number
}

/** Raw and gzip (level 9, as bundle-size tools count) bytes of a file under root. */
export async function fileSize(root: string, urlPath: string): Promise<FileSize> {
  const body = await readFile(path.join(root, urlPath))
  const gzipped = await gzip(body, { level: 9 })
  return { file: urlPath, bytes: body.length, gzipBytes: gzipped.length }
}

export const KIB = 1024
