import type { Page } from "@playwright/test"
import { expectAxeWithinBudget } from "./axe"
import { DESKTOP, expect, framesPassed, hydrated, MOBILE, test } from "./fixtures"
import { PROJECT_1, openCard } from "./portfolio"

/**
 * axe in every state a visitor reaches, at 390 and 1280 px: each page as loaded, the project
 * dialog open, the small-screen menu open (the search's states: projects-search.spec.ts).
 * Held to audit-budgets.json's axe.maxViolations.
 * Each page is loaded once, on a phone's screen, then widened: what differs between the two
 * widths is the layout, which follows the screen's width, not the load.
 */
const PAGES = [
  "/",
  "/projetos/",
  PROJECT_1,
  "/projetos/categoria/abastecimento-de-agua/",
  "/equipe/",
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

async function widen(page: Page): Promise<void> {
  await page.setViewportSize(DESKTOP)
  await framesPassed(page)
}

test.use({ viewport: MOBILE })

for (const path of PAGES) {
  const menu = MENU_OPEN_ON.has(path)
  test(`${path} as loaded at 390 and 1280 px${menu ? ", and with the menu open" : ""}`, async ({
    page,
    browserLog,
  }) => {
    if (path === "/pagina-que-nao-existe/") browserLog.allow(/404/)
    await page.goto(path)
    await hydrated(page)
    await expectAxeWithinBudget(page, `${path} as loaded at 390 px`)
    if (menu) {
      await page.getByRole("button", { name: "Abrir menu" }).click()
      await expect(page.getByRole("dialog", { name: "Menu" })).toBeVisible()
      await expectAxeWithinBudget(page, `${path} at 390 px, menu open`)
      await page.keyboard.press("Escape")
      await expect(page.getByRole("dialog", { name: "Menu" })).toBeHidden()
    }
    await widen(page)
    await expectAxeWithinBudget(page, `${path} at 1280 px`)
  })
}

test("/projetos/ with a project dialog open, at 390 and 1280 px", async ({ page }) => {
  await page.goto("/projetos/")
  await hydrated(page)
  await openCard(page, 0)
  await expect(page.locator("dialog[open] .slick-initialized")).toBeAttached()
  await expectAxeWithinBudget(page, "/projetos/ at 390 px, dialog open")
  await widen(page)
  await expectAxeWithinBudget(page, "/projetos/ at 1280 px, dialog open")
})
