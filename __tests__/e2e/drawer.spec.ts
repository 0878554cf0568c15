import type { Page } from "@playwright/test"
import { test, expect, expectHeadingInView, headingInView, hydrated, MOBILE } from "./fixtures"

test.use({ viewport: MOBILE })

const toggle = (page: Page) => page.getByRole("button", { name: "Abrir menu" })
const drawer = (page: Page) => page.getByRole("dialog", { name: "Menu" })
const whatsApp = (page: Page) => page.getByRole("link", { name: "Conversar pelo WhatsApp" })

/**
 * One load of /projetos/ at 390 px: the drawer is opened three times, closed by the backdrop,
 * by Escape and by an entry, which then leads to the home page.
 */
test("mobile drawer at 390 px: replaces the desktop menu and opens from the right with entries, phone and e-mail, over the WhatsApp button; closes on a click on the backdrop; takes focus, keeps Tab inside and locks the page scroll; Escape closes it, gives focus back and unlocks the scroll; choosing 'Serviços' closes it and lands on / with #servicos in view; there, an entry closes it and scrolls to the section", async ({
  page,
}) => {
  await page.goto("/projetos/")
  await hydrated(page)

  await test.step("opens from the right with entries, phone and e-mail; the backdrop closes it", async () => {
    await expect(page.getByRole("navigation", { name: "Menu principal" })).toBeHidden()
    await expect(drawer(page)).toBeHidden()
    await expect(whatsApp(page)).toBeVisible()
    await toggle(page).click()
    await expect(drawer(page)).toBeVisible()
    await expect(toggle(page)).toHaveAttribute("aria-expanded", "true")
    await expect(whatsApp(page), "the WhatsApp button hides while the menu is open").toBeHidden()
    await expect
      .poll(
        async () => {
          const box = await drawer(page).boundingBox()
          return box && Math.round(box.x + box.width)
        },
        { message: "the drawer ends at the right edge once it has slid in" },
      )
      .toBe(MOBILE.width)
    for (const name of [
      "Início",
      "Serviços",
      "Projetos",
      "Sobre",
      "Contato",
      "(31) 3555-0140",
      "contato@hidrovale.example.com",
    ]) {
      await expect(drawer(page).getByRole("link", { name, exact: true })).toBeVisible()
    }
    await page.mouse.click(20, 400)
    await expect(drawer(page)).toBeHidden()
    await expect(whatsApp(page), "the WhatsApp button back once the menu closes").toBeVisible()
  })

  await test.step("takes focus, keeps Tab inside and locks the scroll; Escape undoes it all", async () => {
    await expect(page.locator("html")).not.toHaveCSS("overflow", "hidden")
    await toggle(page).click()
    await expect(drawer(page).getByRole("button", { name: "Fechar menu" })).toBeFocused()
    await expect(page.locator("html")).toHaveCSS("overflow", "hidden")
    for (let i = 0; i < 10; i += 1) {
      await page.keyboard.press("Tab")
      expect(await drawer(page).evaluate((el) => el.contains(document.activeElement))).toBe(true)
    }
    await page.keyboard.press("Escape")
    await expect(drawer(page)).toBeHidden()
    await expect(toggle(page)).toBeFocused()
    await expect(page.locator("html")).not.toHaveCSS("overflow", "hidden")
  })

  await test.step("'Serviços' lands on / with #servicos in view; there, 'Contato' scrolls to it", async () => {
    await toggle(page).click()
    await drawer(page).getByRole("link", { name: "Serviços", exact: true }).click()
    await expect(page).toHaveURL(/127\.0\.0\.1:\d+\/$/)
    await expect(drawer(page)).toBeHidden()
    await expectHeadingInView(page, "#servicos")
    expect(
      await page.evaluate(() => (window.history.state as { section?: string } | null)?.section),
    ).toBeUndefined()
    // Now on the home page, where the entries are in-page anchors.
    await toggle(page).click()
    await drawer(page).getByRole("link", { name: "Contato", exact: true }).click()
    await expect(drawer(page)).toBeHidden()
    await expect.poll(() => headingInView(page, "#contato"), { intervals: [50, 100] }).toBe(true)
  })
})
