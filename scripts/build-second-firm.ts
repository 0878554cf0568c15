/**
 * `npm run build:second-firm`: checks and builds the second firm's fixture
 * (__tests__/fixtures/second-firm/) as Netlify's production context builds a firm's own site,
 * into reports/second-firm-site/, which __tests__/second-firm-traces.test.ts scans for the demo.
 *
 * Gatsby always builds into public/ with its cache in .cache/, and wipes a .cache/ that has no
 * public/ beside it. So the build swaps them: the fixture build's public/ and .cache/ (and the
 * generated src/gatsby-types.d.ts) are set aside, the second firm's own cache
 * (reports/second-firm-cache/) takes their place, and everything goes back afterwards, whether
 * the build passed or not. The fixture build that follows finds its files as it left them.
 */
import { existsSync } from "node:fs"
import { mkdir, readFile, rename, rm, writeFile } from "node:fs/promises"
import path from "node:path"
import { npmRun } from "./lib/npm-run"

export const SECOND_FIRM_CONTENT = "__tests__/fixtures/second-firm"
/** What the second firm's build leaves for the test. */
export const SECOND_FIRM_SITE = "reports/second-firm-site"
const SECOND_FIRM_CACHE = "reports/second-firm-cache"
/** Where the fixture build's own files wait meanwhile. */
const STASH = "reports/fixture-build-stash"
const SWAPPED = ["public", ".cache"] as const
const TYPES = "src/gatsby-types.d.ts"

/** The variables Netlify's production context gives a firm's site, on the firm's own domain. */
export function secondFirmEnv(env: NodeJS.ProcessEnv): NodeJS.ProcessEnv {
  const production: NodeJS.ProcessEnv = {
    ...env,
    CONTENT_DIR: SECOND_FIRM_CONTENT,
    CONTEXT: "production",
    SITE_URL: "https://www.aguasdopampa.test",
    GATSBY_QUOTE_ENDPOINT: "https://formspree.io/f/xpampa01",
  }
  // What only `npm run build:local` sets: the editor's local backend, the local form inbox.
  delete production.CMS_LOCAL_BACKEND
  delete production.QUOTE_INBOX
  return production
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

async function main(): Promise<number> {
  await restoreFixtureBuild()
  const types = existsSync(TYPES) ? await readFile(TYPES) : null
  for (const name of SWAPPED) await move(name, path.join(STASH, name))
  await move(SECOND_FIRM_CACHE, ".cache")
  await rm(SECOND_FIRM_SITE, { recursive: true, force: true })
  try {
    const env = secondFirmEnv(process.env)
    const code = (await npmRun("check:content", env)) || (await npmRun("build", env))
    await move(".cache", SECOND_FIRM_CACHE)
    if (code === 0) await move("public", SECOND_FIRM_SITE)
    else await rm("public", { recursive: true, force: true })
    return code
  } finally {
    await restoreFixtureBuild()
    if (types) await writeFile(TYPES, types)
  }
}

if (require.main === module) {
  main().then(
    (code) => {
      if (code === 0) console.log(`O site da segunda empresa está em ${SECOND_FIRM_SITE}/.`)
      else console.error(`A segunda empresa (${SECOND_FIRM_CONTENT}) não passou (código ${code}).`)
      process.exit(code)
    },
    (caught: unknown) => {
      console.error(caught instanceof Error ? caught.message : caught)
      process.exit(1)
    },
  )
}
