/**
 * Writes that never lose a picture: the new file is made beside the old one under a hidden
 * temporary name (ignored by the build and the content check) and renamed over it only once it
 * is complete; on any failure the temporary file is removed and the original stays as it was.
 */
import { randomBytes } from "node:crypto"
import { access, link, rename, unlink, writeFile } from "node:fs/promises"
import { basename, dirname, join } from "node:path"

/** A hidden name in the same folder, so the final rename stays on one file system. */
export function temporaryPath(target: string): string {
  const suffix = `${process.pid}-${randomBytes(4).toString("hex")}`
  return join(dirname(target), `.${basename(target)}.fotos-${suffix}.tmp`)
}

/** Runs `make(temporary)`, then moves the result to `target` (over it when `replace`). */
export async function writeVia(
  target: string,
  make: (temporary: string) => Promise<void>,
  { replace }: { replace: boolean },
): Promise<void> {
  const temporary = temporaryPath(target)
  try {
    await make(temporary)
    if (replace) await rename(temporary, target)
    else await moveWithoutOverwriting(temporary, target)
  } finally {
    await unlink(temporary).catch(() => undefined)
  }
}

/** JSON as the repository writes it: two-space indent, a final newline, keys in their order. */
export function writeJsonFile(file: string, value: unknown): Promise<void> {
  const text = `${JSON.stringify(value, null, 2)}\n`
  return writeVia(file, (temporary) => writeFile(temporary, text), { replace: true })
}

/**
 * A hard link fails when `target` exists, even if it appeared after the caller looked; where
 * links are not supported (some USB drives), a look then a rename.
 */
async function moveWithoutOverwriting(temporary: string, target: string): Promise<void> {
  try {
    await link(temporary, target)
    return
  } catch (caught) {
    if ((caught as NodeJS.ErrnoException).code === "EEXIST") throw caught
  }
  const exists = await access(target).then(
    () => true,
    () => false,
  )
  if (exists) throw Object.assign(new Error(`${target} already exists`), { code: "EEXIST" })
  await rename(temporary, target)
}
