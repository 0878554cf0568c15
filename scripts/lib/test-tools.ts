/**
 * What `npm test` needs besides Node, found the same way on Linux, macOS and Windows: a Chromium
 * or Chrome (CHROME_PATH; Debian's /usr/bin/chromium on Linux), poppler's pdftotext and pdfimages
 * (the print tests read Chromium's PDFs with them) and, for the HTML checker, Java 11 or later.
 * Each missing tool comes with how to provide it on the platform at hand.
 */
import path from "node:path"
import { INSTALL_COMMAND } from "./chromium"

export interface ToolsHost {
  platform: NodeJS.Platform
  env: NodeJS.ProcessEnv
  exists(file: string): boolean
}

export interface MissingTool {
  tool: string
  fix: string
}

/** Debian's Chromium, the default on Linux; elsewhere only CHROME_PATH names the browser. */
const LINUX_CHROMIUM = "/usr/bin/chromium"

export const PDF_COMMANDS = ["pdftotext", "pdfimages"] as const

/** The browser the end-to-end tests and the audit launch, or null when nothing names one. */
export function browserPath({ platform, env }: Pick<ToolsHost, "platform" | "env">): string | null {
  return env.CHROME_PATH || (platform === "linux" ? LINUX_CHROMIUM : null)
}

/** Where a command is found on PATH (with Windows' PATHEXT extensions), or null. */
export function onPath(command: string, { platform, env, exists }: ToolsHost): string | null {
  const paths = platform === "win32" ? path.win32 : path.posix
  const dirs = (env.PATH ?? env.Path ?? "").split(paths.delimiter).filter(Boolean)
  const extensions =
    platform === "win32" ? ["", ...(env.PATHEXT ?? ".COM;.EXE;.BAT;.CMD").split(";")] : [""]
  for (const dir of dirs)
    for (const extension of extensions) {
      const file = paths.join(dir, `${command}${extension.toLowerCase()}`)
      if (exists(file)) return file
    }
  return null
}

const FIXES: Record<"browser" | "pdf" | "java", Partial<Record<NodeJS.Platform, string>>> = {
  browser: {
    linux: `as root: ${INSTALL_COMMAND}; or set CHROME_PATH to a Chromium or Chrome binary`,
    win32:
      "install Google Chrome (or Chromium) and set CHROME_PATH to it; in PowerShell: " +
      '$env:CHROME_PATH = "C:\\Program Files\\Google\\Chrome\\Application\\chrome.exe"',
    darwin:
      "install Google Chrome and set CHROME_PATH to it: " +
      'export CHROME_PATH="/Applications/Google Chrome.app/Contents/MacOS/Google Chrome"',
  },
  pdf: {
    linux: `as root: ${INSTALL_COMMAND}`,
    win32:
      "install Poppler for Windows (it has pdftotext.exe and pdfimages.exe) and add its bin " +
      "folder to PATH",
    darwin: "brew install poppler",
  },
  java: {
    linux: "as root: apt-get update; apt-get install -y default-jre-headless",
    win32: "install Java 11 or later (for example Eclipse Temurin, with its “add to PATH” option)",
    darwin: "brew install openjdk (Java 11 or later)",
  },
}

const fix = (kind: keyof typeof FIXES, platform: NodeJS.Platform) =>
  FIXES[kind][platform] ?? FIXES[kind].linux ?? ""

/** Every tool `npm test` would miss, each with its fix; `java` also checks for the HTML checker. */
export function missingTestTools(host: ToolsHost, { java = false } = {}): MissingTool[] {
  const missing: MissingTool[] = []
  const browser = browserPath(host)
  if (!browser || !host.exists(browser))
    missing.push({
      tool: browser
        ? `Chromium (CHROME_PATH or ${LINUX_CHROMIUM}: ${browser} does not exist)`
        : "Chromium or Chrome (CHROME_PATH is not set)",
      fix: fix("browser", host.platform),
    })
  const pdf = PDF_COMMANDS.filter((command) => !onPath(command, host))
  if (pdf.length)
    missing.push({ tool: `${pdf.join(" and ")} (poppler)`, fix: fix("pdf", host.platform) })
  if (java && !onPath("java", host))
    missing.push({ tool: "java (Java 11 or later)", fix: fix("java", host.platform) })
  return missing
}

/** The message npm test stops with: everything missing, at once. */
export function missingToolsMessage(missing: readonly MissingTool[]): string {
  return [
    "npm test needs these before it starts (npm test precisa destes programas antes de começar):",
    ...missing.map(({ tool, fix }) => `- ${tool}: ${fix}`),
  ].join("\n")
}
