/**
 * What the check learned about each picture, kept so an unchanged one (same path, size and time,
 * or, after a fresh clone's new times, same digest) is not decoded again. Missing, corrupt or
 * unwritable, the file only costs a decode of every picture.
 */
import { createHash, randomBytes } from "node:crypto"
import { existsSync } from "node:fs"
import { mkdir, readFile, rename, stat, unlink, writeFile } from "node:fs/promises"
import path from "node:path"
import sharp from "sharp"

/** Gatsby's cache folder: `gatsby clean` and a cleared host cache empty it too. */
export const DEFAULT_PICTURE_CACHE = ".cache/content-check-pictures.json"
/**
 * 2: entries say whether the photo carries a location (`gps`); 3: the size is the upright one (EXIF
 * orientation applied). Older files are read as empty.
 */
const VERSION = 3

/** `failure`: the decoder's message; `gps`: true when the metadata holds a location. */
export interface PictureFacts {
  width: number
  height: number
  gps?: boolean
  failure?: string
}

interface Entry extends PictureFacts {
  size: number
  mtimeMs: number
  digest: string
}

interface CacheFile {
  version: number
  /** A different libvips may judge a picture differently, so its version is part of the key. */
  vips: string
  pictures: Record<string, Entry>
}

export interface PictureKey {
  size: number
  mtimeMs: number
  digest: () => Promise<string>
}

export interface PictureCache {
  lookup(absolutePath: string, key: PictureKey): Promise<PictureFacts | null>
  remember(absolutePath: string, key: PictureKey, facts: PictureFacts): Promise<void>
  save(): Promise<void>
}

export async function openPictureCache(file: string | null): Promise<PictureCache> {
  if (file === null) return noCache
  const absoluteFile = path.resolve(file)
  const known = await readEntries(absoluteFile)
  const byDigest = new Map(Object.values(known).map((entry) => [entry.digest, entry]))
  const seen: Record<string, Entry> = {}
  return {
    async lookup(absolutePath, key) {
      const entry = known[absolutePath]
      if (entry && entry.size === key.size && entry.mtimeMs === key.mtimeMs) {
        seen[absolutePath] = entry
        return facts(entry)
      }
      const digest = await key.digest()
      const twin = byDigest.get(digest)
      if (!twin) return null
      seen[absolutePath] = { ...twin, size: key.size, mtimeMs: key.mtimeMs }
      return facts(twin)
    },
    async remember(absolutePath, key, learned) {
      const entry = { ...learned, size: key.size, mtimeMs: key.mtimeMs, digest: await key.digest() }
      seen[absolutePath] = entry
      byDigest.set(entry.digest, entry)
    },
    async save() {
      const pictures = stillPresent(known, seen)
      await writeAtomically(absoluteFile, { version: VERSION, vips: vips(), pictures })
    },
  }
}

/** Its digest is read only if the stat does not match. */
export async function pictureKey(absolutePath: string): Promise<PictureKey> {
  const { size, mtimeMs } = await stat(absolutePath)
  let digest: Promise<string> | undefined
  return {
    size,
    mtimeMs,
    digest: () => (digest ??= sha256(absolutePath)),
  }
}

const noCache: PictureCache = {
  lookup: async () => null,
  remember: async () => undefined,
  save: async () => undefined,
}

const facts = ({ width, height, gps, failure }: Entry): PictureFacts => ({
  width,
  height,
  ...(gps === true && { gps }),
  ...(failure !== undefined && { failure }),
})

const vips = () => sharp.versions.vips

async function sha256(absolutePath: string): Promise<string> {
  return createHash("sha256")
    .update(await readFile(absolutePath))
    .digest("hex")
}

async function readEntries(file: string): Promise<Record<string, Entry>> {
  try {
    const parsed = JSON.parse(await readFile(file, "utf8")) as Partial<CacheFile>
    if (parsed.version !== VERSION || parsed.vips !== vips()) return {}
    return Object.fromEntries(Object.entries(parsed.pictures ?? {}).filter(isEntry))
  } catch {
    return {}
  }
}

function isEntry([absolutePath, entry]: [string, unknown]): boolean {
  const value = entry as Partial<Entry> | null
  return (
    path.isAbsolute(absolutePath) &&
    typeof value?.size === "number" &&
    typeof value.mtimeMs === "number" &&
    typeof value.digest === "string" &&
    typeof value.width === "number" &&
    typeof value.height === "number" &&
    (value.gps === undefined || typeof value.gps === "boolean") &&
    (value.failure === undefined || typeof value.failure === "string")
  )
}

/**
 * Pictures seen in this run, plus earlier entries whose file still exists: the build checks the
 * tests' fixture content and `npm run check:content` the live one, and both stay cached.
 */
function stillPresent(
  known: Record<string, Entry>,
  seen: Record<string, Entry>,
): Record<string, Entry> {
  const others = Object.entries(known).filter(
    ([absolutePath]) => !(absolutePath in seen) && existsSync(absolutePath),
  )
  return { ...Object.fromEntries(others), ...seen }
}

/** Another check may be writing the same file (a build and `npm run check:content`). */
async function writeAtomically(file: string, content: CacheFile): Promise<void> {
  const temporary = `${file}.${process.pid}.${randomBytes(4).toString("hex")}.tmp`
  try {
    await mkdir(path.dirname(file), { recursive: true })
    await writeFile(temporary, `${JSON.stringify(content)}\n`)
    await rename(temporary, file)
  } catch {
    await unlink(temporary).catch(() => undefined)
  }
}
