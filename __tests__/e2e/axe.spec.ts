import type { Page } from "@playwright/test"
import { expectAxeWithinBudget } from "./axe"
import { DESKTOP, expect, framesPassed, hydrated, MOBILE, test } from "./fixtures"
import { expectSameLook, expectStylesAdopted, FONT_BUDGET, staticLook } from "./page-look"
import { dialog, PROJECT_1, openCard } from "./portfolio"

/**
 * Every page as loaded, at 390 and 1280 px.
 * - axe in every state a visitor reaches: each page as loaded, the project dialog open (over
 *   /projetos/, in the same load), the small-screen menu open (the search's states:
 *   projects-search.spec.ts). Held to audit-budgets.json's axe.maxViolations.
 * - The start-up of the four pages with a font budget (page-look.ts): the fonts of the page as
 *   built, the same look once hydrated, and the components' styles adopted, not inserted again.
 * Each page is loaded once, on a phone's screen, then widened: what differs between the two
 * widths is the layout, which follows the screen's width, not the load.
 */
const PAGES = [
  "/",
  "/projetos/",
  PROJECT_1,
  "/projetos/categoria/abastecimento-de-agua/",
  "/equipe/",
  // An engineer's page with CATs, and one without.
  "/equipe/carlos-menezes/",
  "/equipe/marcos-teixeira/",
  "/acervo/",
  "/privacidade/",
  "/acessibilidade/",
  "/pagina-que-nao-existe/",
]

/**
 * The menu is the same on every page but for the entry marked as the current page: it is
 * scanned open on a page where no entry is current and on one where "Projetos" is.
 */
const MENU_OPEN_ON = new Set(["/", "/projetos/"])

async function resize(page: Page, size: typeof DESKTOP): Promise<void> {
  await page.setViewportSize(size)
  await framesPassed(page)
}

test.use({ viewport: MOBILE })

for (const path of PAGES) {
  const menu = MENU_OPEN_ON.has(path)
  const dialogToo = path === "/projetos/"
  const fonts = FONT_BUDGET[path]
  test(`${path} as loaded at 390 and 1280 px${menu ? ", and with the menu open" : ""}${dialogToo ? "; with a project dialog open, at 1280 and 390 px, its pictures shown" : ""}${fonts ? `; its text uses at most ${fonts} fonts, in the theme's sizes and two weights; the same look before and after hydration; the browser's Emotion adopts the page's styles and does not insert them again` : ""}`, async ({
    page,
    browser,
    browserLog,
  }) => {
    if (path === "/pagina-que-nao-existe/") browserLog.allow(/404/)
    // Five scans in one load: more than the default 30 s on a busy machine.
    if (dialogToo || fonts) test.setTimeout(60_000)
    const before = fonts ? await staticLook(browser, path) : undefined
    await page.goto(path)
    await hydrated(page)
    if (before) {
      await expectSameLook(page, before, path)
      await expectStylesAdopted(page, path)
    }
    await expectAxeWithinBudget(page, `${path} as loaded at 390 px`)
    if (menu) {
      await page.getByRole("button", { name: "Abrir menu" }).click()
      await expect(page.getByRole("dialog", { name: "Menu" })).toBeVisible()
      await expectAxeWithinBudget(page, `${path} at 390 px, menu open`)
      await page.keyboard.press("Escape")
      await expect(page.getByRole("dialog", { name: "Menu" })).toBeHidden()
    }
    await resize(page, DESKTOP)
    if (before) await expectSameLook(page, before, path)
    await expectAxeWithinBudget(page, `${path} at 1280 px`)
    if (dialogToo) {
      // The same load: the first card's dialog, at 1280 px, then on a phone's screen.
      await openCard(page, 0)
      await expect(page.locator("dialog[open] .slick-initialized")).toBeAttached()
      // Its pictures appear once it opens over the listing.
      const picture = dialog(page).locator("img[data-main-image]").first()
      await expect(picture).toHaveJSProperty("complete", true)
      await expect.poll(() => picture.evaluate((img) => getComputedStyle(img).opacity)).toBe("1")
      await expectAxeWithinBudget(page, `${path} at 1280 px, dialog open`)
      await resize(page, MOBILE)
      await expectAxeWithinBudget(page, `${path} at 390 px, dialog open`)
    }
  })
}
