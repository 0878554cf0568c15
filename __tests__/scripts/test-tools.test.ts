/** @jest-environment node */
/**
 * What npm test needs besides Node, on each system: found where the tests look for it, or named
 * at once with how to provide it there (scripts/lib/test-tools.ts, run by ensure-chromium.ts).
 */
import {
  missingTestTools,
  missingToolsMessage,
  onPath,
  type ToolsHost,
} from "../../scripts/lib/test-tools"

const host = (platform: NodeJS.Platform, env: NodeJS.ProcessEnv, files: string[]): ToolsHost => ({
  platform,
  env,
  exists: (file) => files.includes(file),
})

const WINDOWS_PATH = "C:\\Windows\\System32;C:\\poppler\\Library\\bin;C:\\Java\\bin"

describe("the tools npm test needs", () => {
  it("on Windows, names every one missing at once, with what to install and CHROME_PATH", () => {
    const missing = missingTestTools(host("win32", { Path: WINDOWS_PATH }, []), { java: true })
    expect(missing.map(({ tool }) => tool)).toEqual([
      "Chromium or Chrome (CHROME_PATH is not set)",
      "pdftotext and pdfimages (poppler)",
      "java (Java 11 or later)",
    ])
    const message = missingToolsMessage(missing)
    expect(message).toContain('$env:CHROME_PATH = "C:\\Program Files\\Google\\Chrome')
    expect(message).toContain("Poppler for Windows")
    expect(message).toContain("Java 11 or later")
    // Nothing Debian's: no apt-get, no /usr/bin.
    expect(message).not.toMatch(/apt-get|\/usr\/bin/)
  })

  it("on Windows, finds them through CHROME_PATH and PATH with PATHEXT, as the tests run them", () => {
    const chrome = "C:\\Program Files\\Google\\Chrome\\Application\\chrome.exe"
    const files = [
      chrome,
      "C:\\poppler\\Library\\bin\\pdftotext.exe",
      "C:\\poppler\\Library\\bin\\pdfimages.exe",
      "C:\\Java\\bin\\java.exe",
    ]
    const env = { Path: WINDOWS_PATH, PATHEXT: ".COM;.EXE;.BAT;.CMD", CHROME_PATH: chrome }
    expect(missingTestTools(host("win32", env, files), { java: true })).toEqual([])
    expect(onPath("pdftotext", host("win32", env, files))).toBe(
      "C:\\poppler\\Library\\bin\\pdftotext.exe",
    )
  })

  it("on Linux, looks for Debian's Chromium and says the apt-get line", () => {
    const env = { PATH: "/usr/local/bin:/usr/bin" }
    const missing = missingTestTools(host("linux", env, ["/usr/bin/pdftotext"]))
    expect(missing).toEqual([
      {
        tool: "Chromium (CHROME_PATH or /usr/bin/chromium: /usr/bin/chromium does not exist)",
        fix: expect.stringContaining("apt-get update; apt-get install -y chromium poppler-utils"),
      },
      { tool: "pdfimages (poppler)", fix: expect.stringContaining("apt-get") },
    ])
    const all = ["/usr/bin/chromium", "/usr/bin/pdftotext", "/usr/bin/pdfimages"]
    expect(missingTestTools(host("linux", env, all))).toEqual([])
    // Java only for npm test's own check (the HTML checker), not for the end-to-end tests alone.
    expect(missingTestTools(host("linux", env, all), { java: true })).toEqual([
      { tool: "java (Java 11 or later)", fix: expect.stringContaining("default-jre-headless") },
    ])
  })
})
