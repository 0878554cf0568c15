/**
 * `npm run build:demo-holding`: builds a fresh copy of the untouched demo (content/) as Netlify's
 * production context builds a firm's first deploy, into reports/demo-holding-site/, which
 * __tests__/demo-holding-site.test.ts reads: the holding page and the editor, nothing of the demo.
 * The copy is in a temporary folder named `content`; the fixture build waits aside meanwhile
 * (lib/build-aside.ts).
 */
import { cp, mkdtemp, rm } from "node:fs/promises"
import os from "node:os"
import path from "node:path"
import { secondFirmEnv } from "./build-second-firm"
import { PUBLISH_DEMO } from "../plugins/demo-guard/demo-build"
import { buildAside } from "./lib/build-aside"
import { runMain } from "./lib/cli"

/** The demo content the repository ships. */
export const DEMO_CONTENT = "content"
/** What the build leaves for the test. */
export const DEMO_HOLDING_SITE = "reports/demo-holding-site"
const DEMO_HOLDING_CACHE = "reports/demo-holding-cache"
export const DEMO_HOLDING_URL = "https://www.empresa-nova.test"

/** A firm's first production deploy of the demo: its own address, the demo not published on purpose. */
export function demoHoldingEnv(env: NodeJS.ProcessEnv, contentDir: string): NodeJS.ProcessEnv {
  const production: NodeJS.ProcessEnv = {
    ...secondFirmEnv(env),
    CONTENT_DIR: contentDir,
    SITE_URL: DEMO_HOLDING_URL,
  }
  delete production[PUBLISH_DEMO]
  return production
}

async function main(): Promise<void> {
  const temp = await mkdtemp(path.join(os.tmpdir(), "demo-holding-"))
  const content = path.join(temp, "content")
  try {
    await cp(DEMO_CONTENT, content, { recursive: true })
    const code = await buildAside({
      scripts: ["build"],
      env: demoHoldingEnv(process.env, content),
      site: DEMO_HOLDING_SITE,
      cache: DEMO_HOLDING_CACHE,
    })
    if (code !== 0) {
      console.error(`A publicação da demonstração não passou (código ${code}).`)
      process.exit(code)
    }
    console.log(`A publicação da demonstração (site em preparação) está em ${DEMO_HOLDING_SITE}/.`)
  } finally {
    await rm(temp, { recursive: true, force: true })
  }
}

if (require.main === module) runMain(main)
