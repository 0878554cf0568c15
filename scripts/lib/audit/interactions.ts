import type { Locator, Page } from "@playwright/test"
import { settle } from "./browser"

/** The 'Ver Detalhes' link of a project card (ids follow the card order, 1 first). */
export function detailsButton(page: Page, projectId: number): Locator {
  return page.locator(`#projeto-${projectId}-detalhes`)
}

/** The first card's link, as a visitor finds it. */
export function firstDetailsButton(page: Page): Locator {
  return page.getByRole("link", { name: /^Ver Detalhes/ }).first()
}

/**
 * Clicks a 'Ver Detalhes' button and waits for the dialog, its carousel and the current
 * picture to be drawn, then for the network and the animations to rest.
 */
export async function openProjectDialog(page: Page, button: Locator): Promise<void> {
  await button.click()
  const dialog = page.locator("dialog[open]")
  await dialog.waitFor({ state: "visible" })
  await dialog.locator(".slick-initialized").waitFor({ state: "attached" })
  await page.waitForFunction(() => {
    const img = document.querySelector<HTMLImageElement>(
      "dialog[open] .slick-current img[data-main-image]",
    )
    return Boolean(img?.complete && img.naturalWidth > 0)
  })
  await page.waitForLoadState("networkidle")
  await settle(page)
}

/** Opens the small-screen menu (the drawer named "Menu") and waits for it to slide in. */
export async function openMobileMenu(page: Page): Promise<void> {
  await page.getByRole("button", { name: "Abrir menu" }).click()
  await page.getByRole("dialog", { name: "Menu" }).waitFor({ state: "visible" })
  await settle(page)
}
