import { chromium, type Browser, type BrowserContextOptions, type Page } from "@playwright/test"
import { chromiumPath, CHROMIUM_ARGS } from "../chromium"

/** The rules every axe scan runs (the end-to-end axe spec, the benchmarks): WCAG 2.1 A, AA. */
export const AXE_TAGS = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "best-practice"]

export interface Screen {
  name: string
  options: BrowserContextOptions
}

export const MOBILE: Screen = {
  name: "390×844",
  options: {
    viewport: { width: 390, height: 844 },
    deviceScaleFactor: 2,
    isMobile: true,
    hasTouch: true,
  },
}

export const DESKTOP: Screen = {
  name: "1280×800",
  options: { viewport: { width: 1280, height: 800 }, deviceScaleFactor: 1 },
}

export const SCREENS: readonly Screen[] = [MOBILE, DESKTOP]

export function launchBrowser(): Promise<Browser> {
  return chromium.launch({ executablePath: chromiumPath(), args: [...CHROMIUM_ARGS] })
}

/** A page in a fresh context (empty cache), closed with its context by the returned close(). */
export async function openPage(
  browser: Browser,
  screen: Screen,
): Promise<{ page: Page; close: () => Promise<void> }> {
  const context = await browser.newContext(screen.options)
  const page = await context.newPage()
  return { page, close: () => context.close() }
}

/** Loads a page and waits until React has hydrated it and the network is quiet. */
export async function loadPage(page: Page, url: string): Promise<void> {
  await page.goto(url, { waitUntil: "load" })
  await page.waitForFunction(() => {
    const root = document.getElementById("___gatsby")
    return Boolean(root && Object.keys(root).some((key) => key.startsWith("__reactContainer")))
  })
  await page.waitForLoadState("networkidle")
  await settle(page)
}

/** Waits for running CSS transitions and animations to end (at most 3 s). */
export async function settle(page: Page): Promise<void> {
  await page
    .waitForFunction(
      () => document.getAnimations().every((animation) => animation.playState !== "running"),
      undefined,
      { timeout: 3_000 },
    )
    .catch(() => undefined)
}
