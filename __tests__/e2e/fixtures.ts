import {
  test as base,
  expect,
  type BrowserContext,
  type BrowserContextOptions,
  type Page,
  type Request,
} from "@playwright/test"

export const MOBILE = { width: 390, height: 844 }
export const DESKTOP = { width: 1280, height: 800 }

interface BrowserLog {
  /** Console errors, uncaught exceptions and Content-Security-Policy violations seen so far. */
  errors: string[]
  /** Errors a test provokes on purpose (a 404, a broken page, a failing picture). */
  allow(pattern: RegExp): void
  /** The errors seen and not allowed. */
  unexpected(): string[]
}

/**
 * Every test fails on a console error, an uncaught exception or a CSP violation it did not
 * expect: the site runs under its production headers, so a blocked script shows up here. The
 * watch is on the browser contexts, so it covers every page the test's contexts open, and a test
 * that only sends requests starts no browser at all. The log is judged last, after every context
 * of the test has closed.
 */
export const test = base.extend<{
  browserLog: BrowserLog
  /** A second browser context for the same test (another screen), watched like its own. */
  newContext: (options: BrowserContextOptions) => Promise<BrowserContext>
}>({
  // eslint-disable-next-line no-empty-pattern -- Playwright reads the fixtures a fixture needs from this pattern
  browserLog: async ({}, provide) => {
    const errors: string[] = []
    const allowed: RegExp[] = []
    const log: BrowserLog = {
      errors,
      allow: (pattern) => allowed.push(pattern),
      unexpected: () => errors.filter((text) => !allowed.some((pattern) => pattern.test(text))),
    }
    await provide(log)
    expect(log.unexpected(), "unexpected console errors").toEqual([])
  },
  context: async ({ context, browserLog }, provide) => {
    await watchContext(context, browserLog.errors)
    await provide(context)
  },
  newContext: async ({ browser, baseURL, browserLog }, provide) => {
    const contexts: BrowserContext[] = []
    await provide(async (options) => {
      const context = await browser.newContext({ baseURL, ...options })
      contexts.push(context)
      await watchContext(context, browserLog.errors)
      return context
    })
    await Promise.all(contexts.map((context) => context.close()))
  },
})

/** Writes down a context's console errors, uncaught exceptions, failed responses and CSP
 * violations. */
async function watchContext(context: BrowserContext, errors: string[]): Promise<void> {
  context.on("console", (message) => {
    if (message.type() === "error") errors.push(`${message.text()} ${message.location().url}`)
  })
  context.on("page", (page) =>
    page.on("pageerror", (error) => errors.push(`pageerror: ${error.message}`)),
  )
  context.on("response", (response) => {
    if (response.status() >= 400) errors.push(`HTTP ${response.status()} ${response.url()}`)
  })
  await reportCspViolations(context)
}

export { expect }

/** Makes each Content-Security-Policy violation in the context's pages a console error. */
export async function reportCspViolations(context: BrowserContext): Promise<void> {
  await context.addInitScript(() => {
    document.addEventListener("securitypolicyviolation", (event) => {
      console.error(`CSP violation: ${event.violatedDirective} blocked ${event.blockedURI}`)
    })
  })
}

/** Whether an element's top is visible below the sticky header. */
export async function headingInView(page: Page, selector: string): Promise<boolean> {
  return page.locator(selector).evaluate((element) => {
    const header = document.querySelector("header")
    const menuBar = header?.lastElementChild?.getBoundingClientRect()
    const top = element.getBoundingClientRect().top
    return top >= (menuBar?.bottom ?? 0) - 1 && top < window.innerHeight / 2
  })
}

/**
 * Waits until a section's heading is in view and the scrolling has settled there. The scroll may
 * start late (a navigation, an effect, then a frame): polling first keeps a slow machine from
 * judging the position before the scroll has begun.
 */
export async function expectHeadingInView(page: Page, selector: string, what = selector) {
  await expect
    .poll(() => headingInView(page, selector), { message: `${what} in view`, intervals: [50, 100] })
    .toBe(true)
  await scrollSettled(page)
  expect(await headingInView(page, selector), `${what} in view once settled`).toBe(true)
}

/** Waits until smooth scrolling has settled. */
export async function scrollSettled(page: Page): Promise<void> {
  await page.waitForFunction(
    () =>
      new Promise<boolean>((resolve) => {
        const before = window.scrollY
        setTimeout(() => resolve(window.scrollY === before), 150)
      }),
  )
}

/**
 * Waits for two animation frames: whatever an effect queued for the next frame (a scroll, a
 * history change) has run by then, so a check that nothing happened is not made too early.
 */
export async function framesPassed(page: Page): Promise<void> {
  await page.evaluate(
    () =>
      new Promise<void>((resolve) => {
        requestAnimationFrame(() => requestAnimationFrame(() => resolve()))
      }),
  )
}

/**
 * Gatsby hydrates after the HTML shows; interactions before that would be lost.
 * Hydration runs in a transition, in slices (src/hydrate-in-transition.ts): React marks the root
 * container when it starts, and commits (the router starts listening to the history) only at the
 * end. Gatsby marks `onInitialClientRender` in an effect of its root, after that commit.
 */
export async function hydrated(page: Page): Promise<void> {
  await page.waitForFunction(
    () => performance.getEntriesByName("onInitialClientRender", "mark").length > 0,
  )
}

/** Opens /projetos/ and the first project's dialog. */
export async function openFirstProject(page: Page): Promise<void> {
  await page.goto("/projetos/")
  await hydrated(page)
  await page
    .getByRole("link", { name: /^Ver Detalhes/ })
    .first()
    .click()
  await expect(page.getByRole("dialog")).toBeVisible()
}

/** The requests of a browser context still loading, kept up to date. */
export function pendingRequests(context: BrowserContext): ReadonlySet<Request> {
  const pending = new Set<Request>()
  context.on("request", (request) => pending.add(request))
  context.on("requestfinished", (request) => pending.delete(request))
  context.on("requestfailed", (request) => pending.delete(request))
  return pending
}

/**
 * Waits until no request is loading and two frames have passed with none started since. Polled
 * often: a local request ends in tens of milliseconds, and expect.poll's default first waits
 * (100, then 250 ms) would be most of the wait.
 */
export async function requestsSettled(page: Page, pending: ReadonlySet<unknown>) {
  do {
    await expect
      .poll(() => pending.size, { message: "requests still loading", intervals: [25, 50, 100] })
      .toBe(0)
    await framesPassed(page)
  } while (pending.size > 0)
}
