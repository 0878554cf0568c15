import { launchBrowser, loadPage, MOBILE, openPage } from "../audit/browser"
import { createStaticServer } from "../static-server"
import { median } from "../timing-rule"
import { RECORD_ROUTE } from "../../../src/lib/navigation"

/** The three requirements the benchmark asks: one network alone, networks added, a capacity. */
export const BENCH_REQUIREMENTS =
  "?exigencia=esgoto_redeEsgoto_60_1&exigencia=esgoto_redeEsgoto_500" +
  "&exigencia=abastecimento-de-agua_tratamento_2000"

/** The answer's budget on a mid-range phone (the timing rule decides whether it is judged). */
export const RECORD_CHECK_BUDGET_MS = 50

/** Chromium's CPU slow-down: a mid-range phone, as Lighthouse's mobile run takes it. */
export const CPU_THROTTLING = 4

export interface RecordCheckTiming {
  /** Each answer's time, from the form's submission to the frame that shows the answers. */
  runsMs: number[]
  medianMs: number
  /** How many projects the page's rows name. */
  projects: number
}

/**
 * The requirements check on a built site's /acervo/ (`root` is its public/), on a phone's screen
 * with the CPU throttled ×4: the three requirements are read from the address, then answered
 * again `runs` times by submitting the form, each timed in the page up to the next frame.
 */
export async function measureRecordCheck(root: string, runs = 9): Promise<RecordCheckTiming> {
  const server = await createStaticServer({ root, port: 0 })
  const browser = await launchBrowser()
  try {
    const { page, close } = await openPage(browser, MOBILE)
    try {
      await loadPage(page, `${server.url}${RECORD_ROUTE}${BENCH_REQUIREMENTS}`)
      await page.waitForSelector("li[data-atende]")
      const cdp = await page.context().newCDPSession(page)
      await cdp.send("Emulation.setCPUThrottlingRate", { rate: CPU_THROTTLING })
      const runsMs: number[] = []
      for (let run = 0; run < runs; run += 1) {
        runsMs.push(
          await page.evaluate(
            () =>
              new Promise<number>((resolve) => {
                const form = document.querySelector<HTMLFormElement>("form[novalidate]")!
                const started = performance.now()
                form.requestSubmit()
                // React draws the answers before the next frame; the time runs until it is shown.
                requestAnimationFrame(() => {
                  const channel = new MessageChannel()
                  channel.port1.onmessage = () => resolve(performance.now() - started)
                  channel.port2.postMessage(null)
                })
              }),
          ),
        )
      }
      const projects = await page.evaluate(
        () =>
          new Set(
            [...document.querySelectorAll("details li > a")].map((a) => a.getAttribute("href")),
          ).size,
      )
      return { runsMs, medianMs: median(runsMs) ?? Number.NaN, projects }
    } finally {
      await close()
    }
  } finally {
    await browser.close()
    await server.close()
  }
}
