/**
 * Stops at once, with the exact command, when the browser the end-to-end tests need (or the
 * PDF tools their print tests use) is missing; installs them when it can (as root with apt-get,
 * e.g. in CI).
 */
import { execSync } from "node:child_process"
import { existsSync } from "node:fs"
import { INSTALL_COMMAND, PDF_TOOLS, chromiumPath } from "./lib/chromium"

const chromiumInstalled = () => existsSync(chromiumPath())
const pdfToolsInstalled = () => PDF_TOOLS.every((tool) => existsSync(tool))
const ready = () => chromiumInstalled() && pdfToolsInstalled()

function canInstall(): boolean {
  if (process.env.CHROME_PATH) return false
  if (typeof process.getuid !== "function" || process.getuid() !== 0) return false
  try {
    execSync("command -v apt-get", { stdio: "ignore" })
    return true
  } catch {
    return false
  }
}

if (!ready()) {
  if (canInstall()) {
    console.log(`Chromium or poppler-utils is missing; installing: ${INSTALL_COMMAND}`)
    execSync(INSTALL_COMMAND, { stdio: "inherit", shell: "/bin/bash" })
  }
  if (!chromiumInstalled()) {
    console.error(
      `Chromium not found at ${chromiumPath()}.\n` +
        `Install it with:  sudo sh -c '${INSTALL_COMMAND}'\n` +
        `or point CHROME_PATH at a Chromium/Chrome binary.`,
    )
    process.exit(1)
  }
}
if (!pdfToolsInstalled()) {
  console.error(
    `${PDF_TOOLS.join(" and ")} not found (the print tests read PDFs with them).\n` +
      `Install them with:  sudo sh -c '${INSTALL_COMMAND}'`,
  )
  process.exit(1)
}
