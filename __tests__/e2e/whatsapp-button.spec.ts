import type { Locator } from "@playwright/test"
import { test, expect, DESKTOP, MOBILE } from "./fixtures"
import { whatsAppButton } from "./whatsapp"

type Box = { x: number; y: number; width: number; height: number }
const overlaps = (a: Box, b: Box) =>
  a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height

/** The boxes of each line of text inside an element (a wrapped line is several boxes). */
async function lineBoxes(locator: Locator): Promise<Box[]> {
  return locator.evaluate((element) => {
    const range = document.createRange()
    range.selectNodeContents(element)
    return [...range.getClientRects()].map(({ x, y, width, height }) => ({ x, y, width, height }))
  })
}

test.describe("WhatsApp button on every page", () => {
  test("works without JavaScript", async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false })
    const page = await context.newPage()
    await page.goto("/projetos/")
    await expect(whatsAppButton(page)).toBeVisible()
    await expect(whatsAppButton(page)).toHaveAttribute(
      "href",
      /^https:\/\/wa\.me\/5531995550140\?text=/,
    )
    await context.close()
  })

  test(`at ${MOBILE.width} and ${DESKTOP.width} px it never covers the submit button or the footer's last line`, async ({
    page,
  }) => {
    // One load, then the other width: the layout follows the width alone (CSS media queries).
    await page.setViewportSize(MOBILE)
    await page.goto("/")
    for (const viewport of [MOBILE, DESKTOP]) {
      await page.setViewportSize(viewport)
      const submit = page.getByRole("button", { name: "Enviar Solicitação" })
      // The submit button sits apart from the button's column, whatever the scroll position.
      await submit.scrollIntoViewIfNeeded()
      const button = (await submit.boundingBox())!
      const link = (await whatsAppButton(page).boundingBox())!
      expect(button.x + button.width, `${viewport.width} px`).toBeLessThan(link.x)
      await submit.click({ trial: true })

      await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight))
      const lastLine = page.locator("footer > :last-child")
      await expect(lastLine).toBeInViewport()
      const corner = (await whatsAppButton(page).boundingBox())!
      for (const line of await lineBoxes(lastLine)) {
        expect(overlaps(line, corner), `${viewport.width} px, line at y=${line.y}`).toBe(false)
      }
      await lastLine.getByRole("link", { name: "Política de Privacidade" }).click({ trial: true })
    }
  })
  // On every page, a fixed bottom-right link with the greeting: every-page.spec.ts, in its sweep.
  // Hidden while the project dialog or the mobile menu is open: project-dialog.spec.ts and
  // drawer.spec.ts check it in their loads.
})
