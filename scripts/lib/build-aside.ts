/**
 * A production build of other content into a folder of its own, for a test to read
 * (build-second-firm.ts, build-demo-holding.ts), leaving the fixture build as it was.
 *
 * Gatsby always builds into public/ with its cache in .cache/, and wipes a .cache/ that has no
 * public/ beside it. So the build swaps them: the fixture build's public/ and .cache/ (and the
 * generated src/gatsby-types.d.ts) are set aside, the other content's own cache takes their place,
 * and everything goes back afterwards, whether the build passed or not. The fixture build that
 * follows finds its files as it left them.
 */
import { existsSync } from "node:fs"
import { mkdir, readFile, rename, rm, writeFile } from "node:fs/promises"
import path from "node:path"
import { npmRun } from "./npm-run"

/** Where the fixture build's own files wait meanwhile. */
const STASH = "reports/fixture-build-stash"
const SWAPPED = ["public", ".cache"] as const
const TYPES = "src/gatsby-types.d.ts"

export interface BuildAside {
  /** The npm scripts to run, in order, until one fails: e.g. check:content, build. */
  scripts: readonly string[]
  env: NodeJS.ProcessEnv
  /** Where the built site goes (replaced), and where its Gatsby cache waits between runs. */
  site: string
  cache: string
}

/** Moves `from` to `to`, replacing whatever `to` held; nothing when `from` does not exist. */
async function move(from: string, to: string): Promise<void> {
  if (!existsSync(from)) return
  await rm(to, { recursive: true, force: true })
  await mkdir(path.dirname(to), { recursive: true })
  await rename(from, to)
}

/** Puts the fixture build's files back; also mends a run that was stopped half-way. */
async function restoreFixtureBuild(): Promise<void> {
  for (const name of SWAPPED) {
    if (existsSync(path.join(STASH, name))) await move(path.join(STASH, name), name)
  }
  await rm(STASH, { recursive: true, force: true })
}

/** Runs the scripts with the fixture build set aside; resolves with the first failing code, or 0. */
export async function buildAside({ scripts, env, site, cache }: BuildAside): Promise<number> {
  await restoreFixtureBuild()
  const types = existsSync(TYPES) ? await readFile(TYPES) : null
  for (const name of SWAPPED) await move(name, path.join(STASH, name))
  await move(cache, ".cache")
  await rm(site, { recursive: true, force: true })
  try {
    let code = 0
    for (const script of scripts) if ((code = await npmRun(script, env)) !== 0) break
    await move(".cache", cache)
    if (code === 0) await move("public", site)
    else await rm("public", { recursive: true, force: true })
    return code
  } finally {
    await restoreFixtureBuild()
    if (types) await writeFile(TYPES, types)
  }
}
