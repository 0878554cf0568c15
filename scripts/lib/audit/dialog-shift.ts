import type { Browser, Page } from "@playwright/test"
import { loadPage, openPage, SCREENS, settle } from "./browser"
import { PROJECTS } from "./pages"

export interface DialogShift {
  projectId: number
  screen: string
  /** Every layout shift from the click until the dialog and its pictures have settled. */
  rawSum: number
  /** The same without shifts flagged hadRecentInput, as the CLS metric counts them. */
  withoutRecentInput: number
  shifts: number
  error?: string
}

interface Shift {
  value: number
  hadRecentInput: boolean
  startTime: number
}

/** Records every layout shift of the page in window.__auditShifts, from the first paint. */
function observeShifts(): void {
  const shifts: Shift[] = []
  Object.assign(window, { __auditShifts: shifts })
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) {
      const shift = entry as PerformanceEntry & { value: number; hadRecentInput: boolean }
      const { value, hadRecentInput, startTime } = shift
      shifts.push({ value, hadRecentInput, startTime })
    }
  }).observe({ type: "layout-shift", buffered: true })
}

/**
 * Opens each project's dialog on a freshly loaded /projetos/ and sums the layout shifts it
 * causes, the carousel's pictures loading included. The click makes the browser flag the shifts
 * of the next 500 ms as hadRecentInput, which the CLS metric ignores: the raw sum is judged.
 */
export async function measureDialogShifts(
  browser: Browser,
  baseUrl: string,
  projectIds: readonly number[],
): Promise<DialogShift[]> {
  const results: DialogShift[] = []
  for (const screen of SCREENS) {
    for (const projectId of projectIds) {
      const { page, close } = await openPage(browser, screen)
      const where = { projectId, screen: screen.name }
      try {
        results.push({ ...where, ...(await measureOne(page, baseUrl, projectId)) })
      } catch (caught) {
        const error = String(caught).split("\n")[0]
        results.push({ ...where, rawSum: 0, withoutRecentInput: 0, shifts: 0, error })
      } finally {
        await close()
      }
    }
  }
  return results
}

async function measureOne(page: Page, baseUrl: string, projectId: number) {
  await page.addInitScript(observeShifts)
  await loadPage(page, `${baseUrl}${PROJECTS.path}`)
  // The 'Ver Detalhes' link of a card (ids follow the card order, 1 first).
  const button = page.locator(`#projeto-${projectId}-detalhes`)
  await button.scrollIntoViewIfNeeded()
  await page.waitForLoadState("networkidle")
  await settle(page)
  const start = await page.evaluate(() => performance.now())
  await button.click()
  // The dialog, its carousel and the current picture drawn, then the network at rest.
  const dialog = page.locator("dialog[open]")
  await dialog.locator(".slick-initialized").waitFor({ state: "attached" })
  await page.waitForFunction(() => {
    const img = document.querySelector<HTMLImageElement>(
      "dialog[open] .slick-current img[data-main-image]",
    )
    return Boolean(img?.complete && img.naturalWidth > 0)
  })
  await page.waitForLoadState("networkidle")
  await page.waitForTimeout(500) // late work: slick re-measures, lazy slides decode
  await settle(page)
  const shifts = await page.evaluate(
    (from) =>
      (window as unknown as { __auditShifts: Shift[] }).__auditShifts.filter(
        (shift) => shift.startTime >= from,
      ),
    start,
  )
  const sum = (list: Shift[]) => list.reduce((total, shift) => total + shift.value, 0)
  return {
    rawSum: sum(shifts),
    withoutRecentInput: sum(shifts.filter((shift) => !shift.hadRecentInput)),
    shifts: shifts.length,
  }
}
