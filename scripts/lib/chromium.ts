import { existsSync } from "node:fs"

/** Debian's Chromium unless CHROME_PATH says otherwise (no browser download is possible here). */
export function chromiumPath(env: NodeJS.ProcessEnv = process.env): string {
  return env.CHROME_PATH || "/usr/bin/chromium"
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

export const INSTALL_COMMAND = "apt-get update && apt-get install -y chromium"

export function chromiumInstalled(env: NodeJS.ProcessEnv = process.env): boolean {
  return existsSync(chromiumPath(env))
}
