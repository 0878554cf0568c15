import type { Page } from "@playwright/test"
import { expect, DESKTOP } from "./fixtures"

/** The WhatsApp button every page carries, and the greeting its link opens the chat with. */
export const GREETING = "Olá! Gostaria de falar sobre um projeto."

export const whatsAppButton = (page: Page) =>
  page.getByRole("link", { name: "Conversar pelo WhatsApp" })

/**
 * The page's WhatsApp button at 1280 px: a fixed link in the bottom-right corner with the
 * greeting and an inline icon, clear of the safe-area insets.
 */
export async function expectWhatsAppButton(page: Page): Promise<void> {
  const link = whatsAppButton(page)
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
}
