/**
 * Stops at once, with the exact command, when the browser the end-to-end tests need is missing;
 * installs it when it can (as root with apt-get, e.g. in CI).
 */
import { execSync } from "node:child_process"
import { INSTALL_COMMAND, chromiumInstalled, chromiumPath } from "./lib/chromium"

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

if (!chromiumInstalled()) {
  if (canInstall()) {
    console.log(`Chromium is missing at ${chromiumPath()}; installing: ${INSTALL_COMMAND}`)
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
