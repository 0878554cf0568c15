import { expectAxeWithinBudget } from "./axe"
import { DESKTOP, expect, hydrated, MOBILE, test } from "./fixtures"
import { FIRST_PROJECT, openCard } from "./portfolio"

/**
 * axe in every state a visitor reaches, at 390 and 1280 px: each page as loaded, the project
 * dialog open, the small-screen menu open (the search's states: projects-search.spec.ts).
 * Held to audit-budgets.json's axe.maxViolations.
 */
const PAGES = [
  "/",
  "/projetos/",
  FIRST_PROJECT,
  "/projetos/categoria/abastecimento-de-agua/",
  "/equipe/",
  "/acervo/",
  "/privacidade/",
  "/acessibilidade/",
  "/pagina-que-nao-existe/",
]

for (const [name, viewport] of Object.entries({ "390": MOBILE, "1280": DESKTOP })) {
  test.describe(`axe at ${name} px`, () => {
    test.use({ viewport })

    for (const path of PAGES) {
      test(`${path} as loaded${viewport === MOBILE ? " and with the menu open" : ""}`, async ({
        page,
        browserLog,
      }) => {
        if (path === "/pagina-que-nao-existe/") browserLog.allow(/404/)
        await page.goto(path)
        await hydrated(page)
        await expectAxeWithinBudget(page, `${path} as loaded`)
        if (viewport !== MOBILE) return
        await page.getByRole("button", { name: "Abrir menu" }).click()
        await expect(page.getByRole("dialog", { name: "Menu" })).toBeVisible()
        await expectAxeWithinBudget(page, `${path}, menu open`)
      })
    }

    test("/projetos/ with a project dialog open", async ({ page }) => {
      await page.goto("/projetos/")
      await hydrated(page)
      await openCard(page, 0)
      await expect(page.locator("dialog[open] .slick-initialized")).toBeAttached()
      await expectAxeWithinBudget(page, "/projetos/, dialog open")
    })
  })
}
