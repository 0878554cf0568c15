/**
 * Every page as a visitor scrolls through it: what the privacy policy promises of each (no
 * cookie, no origin but the site's and the form endpoint's), and the WhatsApp button each
 * carries. One load of each page, at 1280 px.
 */
import type { Page, Request } from "@playwright/test"
import {
  test,
  expect,
  hydrated,
  DESKTOP,
  openFirstProject,
  pendingRequests,
  requestsSettled,
} from "./fixtures"
import { position } from "./portfolio"
import { expectWhatsAppButton } from "./whatsapp"

const INBOX_ORIGIN = `http://127.0.0.1:${process.env.FORM_INBOX_PORT ?? 9100}`

test.use({ viewport: DESKTOP })

/**
 * Scrolls to the end in steps, two frames apart (a lazy picture is requested in the frame after
 * it comes near the view), so every lazy picture on the way is requested; then waits for them.
 */
async function scrollThrough(page: Page, pending: ReadonlySet<Request>) {
  await page.evaluate(async () => {
    const frame = () => new Promise((resolve) => requestAnimationFrame(resolve))
    for (let y = 0; y < document.body.scrollHeight; y += window.innerHeight / 2) {
      window.scrollTo(0, y)
      await frame()
      await frame()
    }
  })
  await requestsSettled(page, pending)
}

test("/, /projetos/, /privacidade/, /pagina-que-nao-existe/, scrolled through, then a project's dialog: no page sets a cookie or calls an origin other than the site and the form endpoint; each page has a fixed bottom-right WhatsApp link with the greeting and an inline icon, clear of the safe-area insets", async ({
  page,
  context,
  baseURL,
  browserLog,
}) => {
  browserLog.allow(/404/)
  const siteOrigin = new URL(baseURL!).origin
  const requests: string[] = []
  context.on("request", (request: Request) => requests.push(request.url()))
  const pending = pendingRequests(context)
  const cookieHeaders: string[] = []
  context.on("response", async (response) => {
    const header = await response.headerValue("set-cookie")
    if (header) cookieHeaders.push(`${response.url()}: ${header}`)
  })

  for (const path of ["/", "/projetos/", "/privacidade/", "/pagina-que-nao-existe/"]) {
    await page.goto(path)
    await hydrated(page)
    await expectWhatsAppButton(page)
    await scrollThrough(page, pending)
    expect(await page.evaluate(() => document.cookie), path).toBe("")
  }
  await openFirstProject(page)
  await page
    .getByRole("dialog")
    .getByRole("button", { name: /próxima/i })
    .click()
  // The slide has moved (its pictures are asked for as it comes), then every request has ended.
  await position(page)
  await requestsSettled(page, pending)

  expect(requests.length).toBeGreaterThan(10)
  const foreign = requests.filter((url) => {
    const { origin, protocol } = new URL(url)
    return protocol !== "data:" && origin !== siteOrigin && origin !== INBOX_ORIGIN
  })
  expect(foreign).toEqual([])
  expect(cookieHeaders).toEqual([])
  expect(await context.cookies()).toEqual([])
})
