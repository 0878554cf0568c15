/**
 * `npm run fotos`: every photo of the content folders made upright, at most 2400 px, JPEG and
 * without metadata (GPS above all), in place. A photo that is already so is not touched, so a
 * second run changes nothing. Nothing is lost: see safe-write.ts.
 */
import { readdir, stat, unlink } from "node:fs/promises"
import { join } from "node:path"
import sharp from "sharp"
import { encodeJpeg, type Encoder } from "./encode"
import { photoFolders, type PhotoFolder } from "./folders"
import { isHeif, jpgName, photoKind } from "./formats"
import { inspectPhoto, type Change, type PhotoFacts } from "./inspect"
import {
  brokenNamingMessage,
  heicMessage,
  renameFailedMessage,
  targetExistsMessage,
  unreadableMessage,
  writeFailedMessage,
} from "./messages"
import { NamingFileError, readNamingFiles, renameIn } from "./references"
import { writeVia } from "./safe-write"

/** A photo's shown size and its weight on disk. */
export type PhotoSize = Omit<PhotoFacts, "changes">

export type PhotoResult =
  | {
      status: "changed"
      /** The photo's path before, and after (a PNG becomes a JPG). */
      absolutePath: string
      newPath: string
      before: PhotoSize
      after: PhotoSize
      changes: Change[]
      /** JSON files where the photo's new name was written. */
      renamedIn: string[]
    }
  | { status: "unchanged"; absolutePath: string; bytes: number }
  | { status: "problem"; absolutePath: string; message: string }

export interface NormaliseOptions {
  /** How a photo is written; tests inject one that fails. */
  encode?: Encoder
  /** Called as soon as each photo is done, so a long run prints as it goes. */
  onResult?: (result: PhotoResult) => void
}

/** Normalises every photo under `target` (see photoFolders) and returns what happened to each. */
export async function normalisePhotos(
  target: string,
  { encode = encodeJpeg, onResult = () => undefined }: NormaliseOptions = {},
): Promise<PhotoResult[]> {
  const results: PhotoResult[] = []
  for (const folder of await photoFolders(target)) {
    const names = (await readdir(folder.absolutePath, { withFileTypes: true }))
      .filter((entry) => entry.isFile() && photoKind(entry.name) !== null)
      .map((entry) => entry.name)
      .sort((a, b) => a.localeCompare(b, "en", { numeric: true }))
    const present = new Set((await readdir(folder.absolutePath)).map((name) => name.toLowerCase()))
    for (const name of names) {
      const result = await normaliseOne(folder, name, present, encode)
      results.push(result)
      onResult(result)
    }
  }
  return results
}

async function normaliseOne(
  folder: PhotoFolder,
  name: string,
  present: Set<string>,
  encode: Encoder,
): Promise<PhotoResult> {
  const absolutePath = join(folder.absolutePath, name)
  const problem = (message: string): PhotoResult => ({ status: "problem", absolutePath, message })
  const convert = photoKind(name) === "convert"
  const failed = (caught: unknown) =>
    problem(isHeif(name) ? heicMessage(name, caught) : unreadableMessage(caught))
  let before
  try {
    before = await inspectPhoto(absolutePath, convert)
  } catch (caught) {
    return failed(caught)
  }
  if (!before.changes.length) return { status: "unchanged", absolutePath, bytes: before.bytes }
  if (!convert) {
    try {
      await writeVia(absolutePath, (temporary) => encode(absolutePath, temporary), {
        replace: true,
      })
    } catch (caught) {
      return problem(writeFailedMessage(caught))
    }
    return changed(absolutePath, absolutePath, before, [])
  }
  const target = jpgName(name)
  const newPath = join(folder.absolutePath, target)
  if (present.has(target.toLowerCase())) return problem(targetExistsMessage(name, target))
  let naming
  try {
    naming = await readNamingFiles(folder.absolutePath, folder.naming)
  } catch (caught) {
    const file = caught instanceof NamingFileError ? caught.file : "JSON"
    return problem(brokenNamingMessage(name, file, caught))
  }
  try {
    await writeVia(newPath, (temporary) => encode(absolutePath, temporary), { replace: false })
  } catch (caught) {
    if ((caught as NodeJS.ErrnoException).code === "EEXIST") {
      return problem(targetExistsMessage(name, target))
    }
    return isHeif(name) ? failed(caught) : problem(writeFailedMessage(caught))
  }
  present.add(target.toLowerCase())
  let renamedIn: string[]
  try {
    renamedIn = await renameIn(naming, folder.naming.fields, name, target)
  } catch (caught) {
    return problem(renameFailedMessage(name, target, caught))
  }
  await unlink(absolutePath)
  present.delete(name.toLowerCase())
  return changed(absolutePath, newPath, before, renamedIn)
}

async function changed(
  absolutePath: string,
  newPath: string,
  before: PhotoFacts,
  renamedIn: string[],
): Promise<PhotoResult> {
  const { width = 0, height = 0 } = await sharp(newPath).metadata()
  const after = { width, height, bytes: (await stat(newPath)).size }
  const { changes, ...size } = before
  return { status: "changed", absolutePath, newPath, before: size, after, changes, renamedIn }
}
