/**
 * A throwaway copy of this project for a build that must not touch the repository's own
 * .cache/ and public/: everything Gatsby reads is copied (it compiles its config files next to
 * them), node_modules is linked, and content/ is whatever the caller puts there.
 */
import { cp, mkdtemp, readdir, rm, symlink } from "node:fs/promises"
import { tmpdir } from "node:os"
import path from "node:path"

/** Build output, caches, tests and the live content stay behind. */
const LEFT_OUT = new Set([
  ".cache",
  ".data",
  ".git",
  "__tests__",
  "content",
  "node_modules",
  "playwright-report",
  "public",
  "reports",
  "test-results",
])

export async function createTempProject(root: string, prefix: string) {
  const dir = await mkdtemp(path.join(tmpdir(), prefix))
  for (const name of await readdir(root)) {
    if (LEFT_OUT.has(name)) continue
    await cp(path.join(root, name), path.join(dir, name), { recursive: true })
  }
  await symlink(path.join(root, "node_modules"), path.join(dir, "node_modules"))
  return {
    dir,
    contentDir: path.join(dir, "content"),
    remove: () => rm(dir, { recursive: true, force: true, maxRetries: 3 }),
  }
}
