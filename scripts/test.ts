/**
 * `npm test`, what CI runs (docs/architecture.md, "Tests"). Each step is an npm script, so it runs
 * alone as well; this file only orders them, the same way on every operating system.
 */
import { runMain } from "./lib/cli"
import { npmRun } from "./lib/npm-run"
import { PUBLISH_DEMO } from "../plugins/demo-guard/demo-build"

/** Everything after the content check of content/ and the second firm reads the test fixture. */
export const FIXTURE_CONTENT = "__tests__/fixtures/content"
/** Steps that choose their content themselves. */
const OWN_CONTENT = new Set([
  "ensure-chromium",
  "check:content",
  "build:second-firm",
  "build:demo-holding",
])

/** The steps in order; a list inside is run at once, and all of it must pass. */
export const STEPS: readonly (string | readonly string[])[] = [
  "ensure-chromium",
  "check:content",
  "build:second-firm",
  "build:demo-holding",
  "build:local",
  ["typecheck", "validate:html", "lint"],
  "test:unit",
  "test:e2e",
  "audit:ci",
  "test:summary",
]

async function main(): Promise<void> {
  // The fixture is the demo firm's content: built without its notice and noindex, as published
  // (PUBLICAR_DEMO), so that the tests and the audit judge the site a visitor gets.
  const fixture = { ...process.env, CONTENT_DIR: FIXTURE_CONTENT, [PUBLISH_DEMO]: "1" }
  for (const step of STEPS) {
    const env = typeof step === "string" && OWN_CONTENT.has(step) ? process.env : fixture
    const scripts = typeof step === "string" ? [step] : step
    const codes = await Promise.all(scripts.map((script) => npmRun(script, env)))
    const failed = codes.findIndex((code) => code !== 0)
    if (failed >= 0) {
      console.error(
        `npm test parou: "npm run ${scripts[failed]}" falhou (código ${codes[failed]}).`,
      )
      process.exit(codes[failed])
    }
  }
}

runMain(main)
