import { test, expect, hydrated, DESKTOP } from "./fixtures"
import { cardLink, dialog, PROJECT } from "./portfolio"

test.describe("the dialog's address is the project's page", () => {
  test.use({ viewport: DESKTOP })

  test("opening a card puts the page's address in the bar; reloading it shows the page", async ({
    page,
  }) => {
    await page.goto("/projetos/")
    await hydrated(page)
    await cardLink(page, PROJECT.title).click()
    await expect(dialog(page)).toBeVisible()
    await expect(page).toHaveURL(new RegExp(`${PROJECT.path}$`))
    await expect(page).toHaveTitle(`${PROJECT.title} | HidroVale Engenharia`)
    await page.reload()
    await hydrated(page)
    await expect(dialog(page)).toHaveCount(0)
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(PROJECT.title)
  })

  test("Back from a dialog opened on a category listing restores that filter", async ({ page }) => {
    await page.goto("/projetos/")
    await hydrated(page)
    const filter = page.getByRole("group", { name: "Filtrar por categoria" })
    await filter.getByRole("button", { name: "Esgoto" }).click()
    await expect(page).toHaveURL(/\/projetos\/categoria\/esgoto\/$/)
    await cardLink(page, PROJECT.title).click()
    await expect(dialog(page)).toBeVisible()
    await expect(page).toHaveURL(new RegExp(`${PROJECT.path}$`))
    await page.goBack()
    await expect(dialog(page)).toHaveCount(0)
    await expect(page).toHaveURL(/\/projetos\/categoria\/esgoto\/$/)
    await expect(filter.getByRole("button", { name: "Esgoto" })).toHaveAttribute(
      "aria-pressed",
      "true",
    )
    await expect(page.getByRole("status")).toHaveText("7 projetos em Esgoto")
    await expect(cardLink(page, PROJECT.title)).toBeFocused()
  })

  test("a card shows that its project is loading until the dialog opens", async ({ page }) => {
    await page.goto("/projetos/")
    await hydrated(page)
    let release: () => void = () => undefined
    const held = new Promise<void>((resolve) => (release = resolve))
    await page.route(`**/page-data${PROJECT.path}page-data.json`, async (route) => {
      await held
      await route.continue()
    })
    const link = cardLink(page, PROJECT.title)
    await link.scrollIntoViewIfNeeded()
    const before = await link.boundingBox()
    await link.click()
    await expect(link).toHaveAttribute("aria-busy", "true")
    expect(await link.boundingBox()).toEqual(before)
    release()
    await expect(dialog(page)).toBeVisible()
    await page.keyboard.press("Escape")
    await expect(link).not.toHaveAttribute("aria-busy", "true")
  })

  test("a link opened in a new tab is the project's page", async ({ page, context }) => {
    await page.goto("/projetos/")
    await hydrated(page)
    const [tab] = await Promise.all([
      context.waitForEvent("page"),
      cardLink(page, PROJECT.title).click({ modifiers: ["Control"] }),
    ])
    await tab.waitForLoadState()
    await expect(tab).toHaveURL(new RegExp(`${PROJECT.path}$`))
    await expect(tab.getByRole("heading", { level: 1 })).toHaveText(PROJECT.title)
    await expect(dialog(page)).toHaveCount(0)
  })
})
