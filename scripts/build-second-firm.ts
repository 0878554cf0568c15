/**
 * `npm run build:second-firm`: checks and builds the second firm's fixture
 * (__tests__/fixtures/second-firm/) as Netlify's production context builds a firm's own site,
 * into reports/second-firm-site/, which __tests__/second-firm-traces.test.ts scans for the demo.
 * The fixture build's public/ and .cache/ wait aside meanwhile (lib/build-aside.ts).
 */
import { buildAside } from "./lib/build-aside"
import { runMain } from "./lib/cli"

export const SECOND_FIRM_CONTENT = "__tests__/fixtures/second-firm"
/** What the second firm's build leaves for the test. */
export const SECOND_FIRM_SITE = "reports/second-firm-site"
const SECOND_FIRM_CACHE = "reports/second-firm-cache"

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

async function main(): Promise<void> {
  const code = await buildAside({
    scripts: ["check:content", "build"],
    env: secondFirmEnv(process.env),
    site: SECOND_FIRM_SITE,
    cache: SECOND_FIRM_CACHE,
  })
  if (code !== 0) {
    console.error(`A segunda empresa (${SECOND_FIRM_CONTENT}) não passou (código ${code}).`)
    process.exit(code)
  }
  console.log(`O site da segunda empresa está em ${SECOND_FIRM_SITE}/.`)
}

if (require.main === module) runMain(main)
