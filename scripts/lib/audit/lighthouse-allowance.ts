import type { LhrLike } from "./lighthouse-figures"
import type { SitePage } from "./pages"

/** Lighthouse's audit of the errors a page logs to the console. */
export const CONSOLE_AUDIT = "errors-in-console"

/** What a page may fail by design, left out of the scores and of the problems. */
export interface Allowance {
  /** Audits that do not apply to the page (a 404 page must not be indexable). */
  exemptAudits: readonly string[]
  /** URL paths whose network 404 in the console is expected. */
  expectedMissingPaths: readonly string[]
  /** Console messages the page logs by design (the 404 page logs the path it was asked for). */
  expectedMessages?: readonly RegExp[]
}

export const NO_ALLOWANCE: Allowance = { exemptAudits: [], expectedMissingPaths: [] }

export function allowanceOf(page: SitePage): Allowance {
  return page.notFound ? notFoundAllowance(page.path) : NO_ALLOWANCE
}

/** Whether the page logs console errors by design (its console audit is then judged here). */
export function allowsConsoleErrors(allowance: Allowance): boolean {
  return allowance.expectedMissingPaths.length > 0 || (allowance.expectedMessages?.length ?? 0) > 0
}

/**
 * A 404 page answers 404 and says noindex; Chromium logs the 404 of the document, and
 * Gatsby's loader probes the path (with and without its slash) and its page-data.
 */
export function notFoundAllowance(requestedPath: string): Allowance {
  const bare = requestedPath.replace(/\/+$/, "")
  return {
    exemptAudits: ["http-status-code", "is-crawlable"],
    expectedMissingPaths: [`${bare}/`, bare, `/page-data${bare}/page-data.json`],
    expectedMessages: [/^404 Not Found: the visitor tried to reach /],
  }
}

interface ConsoleItem {
  source?: string
  description?: string
  sourceLocation?: { url?: string }
}

/** errors-in-console without the expected 404s; it passes when nothing else was logged. */
export function withoutExpectedConsoleErrors(
  lhr: LhrLike,
  paths: readonly string[],
  messages: readonly RegExp[] = [],
): LhrLike {
  const audit = lhr.audits[CONSOLE_AUDIT]
  const details = audit?.details as { items?: ConsoleItem[] } | undefined
  if (!audit || !details?.items || (paths.length === 0 && messages.length === 0)) return lhr
  const expected = (item: ConsoleItem) => {
    if (messages.some((pattern) => pattern.test(item.description ?? ""))) return true
    if (item.source !== "network" || !item.sourceLocation?.url) return false
    return paths.includes(new URL(item.sourceLocation.url).pathname)
  }
  const items = details.items.filter((item) => !expected(item))
  const score = items.length === 0 ? 1 : audit.score
  return {
    ...lhr,
    audits: {
      ...lhr.audits,
      [CONSOLE_AUDIT]: { ...audit, score, details: { ...details, items } },
    },
  }
}
