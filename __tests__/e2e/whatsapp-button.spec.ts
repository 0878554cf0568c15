import type { Locator, Page } from "@playwright/test"
import { test, expect, DESKTOP, MOBILE } from "./fixtures"

const PAGES = ["/", "/projetos/", "/privacidade/", "/pagina-que-nao-existe/"]
const GREETING = "Olá! Gostaria de falar sobre um projeto."

const float = (page: Page) => page.getByRole("link", { name: "Conversar pelo WhatsApp" })

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
  test(`${PAGES.join(", ")}: a fixed bottom-right link with the greeting and an inline icon, clear of the safe-area insets`, async ({
    page,
    browserLog,
  }) => {
    browserLog.allow(/404/)
    for (const path of PAGES) {
      await test.step(path, async () => {
        await page.goto(path)
        const link = float(page)
        await expect(link).toBeVisible()
        await expect(link).toHaveAttribute(
          "href",
          `https://wa.me/5531995550140?text=${encodeURIComponent(GREETING)}`,
        )
        await expect(link.locator("svg")).toHaveCount(1)
        await expect(link.locator("img")).toHaveCount(0)
        const style = await link.evaluate((el) => {
          const css = getComputedStyle(el)
          return { position: css.position, right: css.right, bottom: css.bottom }
        })
        expect(style).toEqual({ position: "fixed", right: "16px", bottom: "16px" })
        const box = (await link.boundingBox())!
        expect(Math.round(box.x + box.width)).toBe(DESKTOP.width - 16)
        expect(Math.round(box.y + box.height)).toBe(DESKTOP.height - 16)
        const css = await link.evaluate((el) => {
          const rules = [...document.styleSheets].flatMap((sheet) => [...sheet.cssRules])
          return rules
            .map((rule) => rule.cssText)
            .filter((text) => el.classList.contains(/^\.([\w-]+)/.exec(text)?.[1] ?? "-"))
            .join("\n")
        })
        expect(css).toContain("env(safe-area-inset-right")
        expect(css).toContain("env(safe-area-inset-bottom")
      })
    }
  })

  test("works without JavaScript", async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false })
    const page = await context.newPage()
    await page.goto("/projetos/")
    await expect(float(page)).toBeVisible()
    await expect(float(page)).toHaveAttribute("href", /^https:\/\/wa\.me\/5531995550140\?text=/)
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
      const link = (await float(page).boundingBox())!
      expect(button.x + button.width, `${viewport.width} px`).toBeLessThan(link.x)
      await submit.click({ trial: true })

      await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight))
      const lastLine = page.locator("footer > :last-child")
      await expect(lastLine).toBeInViewport()
      const corner = (await float(page).boundingBox())!
      for (const line of await lineBoxes(lastLine)) {
        expect(overlaps(line, corner), `${viewport.width} px, line at y=${line.y}`).toBe(false)
      }
      await lastLine.getByRole("link", { name: "Política de Privacidade" }).click({ trial: true })
    }
  })
  // Hidden while the project dialog or the mobile menu is open: project-dialog.spec.ts and
  // drawer.spec.ts check it in their loads.
})
