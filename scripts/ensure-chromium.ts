/**
 * Stops at once, listing every tool missing with how to provide it on this system, when the
 * browser the end-to-end tests need (or the PDF tools their print tests use, or with --java the
 * HTML checker's Java) is missing; installs Chromium and poppler-utils when it can (as root with
 * apt-get, e.g. in CI). `npm run ensure-chromium`, npm test's first step, passes --java.
 */
import { execSync } from "node:child_process"
import { existsSync } from "node:fs"
import { INSTALL_COMMAND } from "./lib/chromium"
import { missingTestTools, missingToolsMessage, type ToolsHost } from "./lib/test-tools"

const host: ToolsHost = { platform: process.platform, env: process.env, exists: existsSync }
const options = { java: process.argv.includes("--java") }

function canInstall(): boolean {
  if (process.platform !== "linux" || process.env.CHROME_PATH) return false
  if (typeof process.getuid !== "function" || process.getuid() !== 0) return false
  try {
    execSync("command -v apt-get", { stdio: "ignore" })
    return true
  } catch {
    return false
  }
}

let missing = missingTestTools(host, options)
if (missing.some(({ tool }) => !tool.startsWith("java")) && canInstall()) {
  console.log(`Chromium or poppler-utils is missing; installing: ${INSTALL_COMMAND}`)
  execSync(INSTALL_COMMAND, { stdio: "inherit", shell: "/bin/bash" })
  missing = missingTestTools(host, options)
}
if (missing.length) {
  console.error(missingToolsMessage(missing))
  process.exit(1)
}
