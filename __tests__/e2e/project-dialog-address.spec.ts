import { test, expect, hydrated, DESKTOP } from "./fixtures"
import { cardLink, dialog, PROJECT } from "./portfolio"

test.use({ viewport: DESKTOP })

/**
 * One load of /projetos/, the project's data not fetched yet: the card's loading state first,
 * then a new tab, the category filter kept by Back, and last a reload of the dialog's address.
 */
test("the dialog's address is the project's page: a card shows that its project is loading until the dialog opens; a link opened in a new tab is the project's page; Back from a dialog opened on a category listing restores that filter; opening a card puts the page's address in the bar, and reloading it shows the page", async ({
  page,
  context,
}) => {
  await page.goto("/projetos/")
  await hydrated(page)
  const link = cardLink(page, PROJECT.title)

  await test.step("a card shows that its project is loading until the dialog opens", async () => {
    let release: () => void = () => undefined
    const held = new Promise<void>((resolve) => (release = resolve))
    await page.route(`**/page-data${PROJECT.path}page-data.json`, async (route) => {
      await held
      await route.continue()
    })
    await link.scrollIntoViewIfNeeded()
    const before = await link.boundingBox()
    await link.click()
    await expect(link).toHaveAttribute("aria-busy", "true")
    expect(await link.boundingBox()).toEqual(before)
    release()
    await expect(dialog(page)).toBeVisible()
    await page.keyboard.press("Escape")
    await expect(dialog(page)).toHaveCount(0)
    await expect(link).not.toHaveAttribute("aria-busy", "true")
  })

  await test.step("a link opened in a new tab is the project's page", async () => {
    const [tab] = await Promise.all([
      context.waitForEvent("page"),
      link.click({ modifiers: ["Control"] }),
    ])
    await tab.waitForLoadState()
    await expect(tab).toHaveURL(new RegExp(`${PROJECT.path}$`))
    await expect(tab.getByRole("heading", { level: 1 })).toHaveText(PROJECT.title)
    await expect(dialog(page)).toHaveCount(0)
    await tab.close()
  })

  await test.step("Back from a dialog opened on a category listing restores that filter", async () => {
    const filter = page.getByRole("group", { name: "Filtrar por categoria" })
    await filter.getByRole("button", { name: "Esgoto" }).click()
    await expect(page).toHaveURL(/\/projetos\/categoria\/esgoto\/$/)
    await link.click()
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
    await expect(link).toBeFocused()
  })

  await test.step("opening a card puts the page's address in the bar; reloading it shows the page", async () => {
    await link.click()
    await expect(dialog(page)).toBeVisible()
    await expect(page).toHaveURL(new RegExp(`${PROJECT.path}$`))
    await expect(page).toHaveTitle(`${PROJECT.title} | HidroVale Engenharia`)
    await page.reload()
    await hydrated(page)
    await expect(dialog(page)).toHaveCount(0)
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(PROJECT.title)
  })
})
