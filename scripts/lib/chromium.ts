/** Debian's Chromium unless CHROME_PATH says otherwise (no browser download is possible here). */
export function chromiumPath(): string {
  return process.env.CHROME_PATH || "/usr/bin/chromium"
}

/** Flags for running as root in a closed network without noise (see README). */
export const CHROMIUM_ARGS = [
  "--headless=new",
  "--no-sandbox",
  "--disable-gpu",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
  "--no-first-run",
] as const

/** Chromium, and poppler-utils, which reads the PDFs Chromium prints in the print tests. */
export const INSTALL_COMMAND = "apt-get update; apt-get install -y chromium poppler-utils"
