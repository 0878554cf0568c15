import { test, expect, expectHeadingInView, headingInView, hydrated, MOBILE } from "./fixtures"

test.use({ viewport: MOBILE })

test.describe("mobile drawer at 390 px", () => {
  test.beforeEach(async ({ page }) => {
    await page.goto("/projetos/")
    await hydrated(page)
  })

  const toggle = (page: import("@playwright/test").Page) =>
    page.getByRole("button", { name: "Abrir menu" })
  const drawer = (page: import("@playwright/test").Page) =>
    page.getByRole("dialog", { name: "Menu" })

  test("replaces the desktop menu and opens from the right with entries, phone and e-mail; closes on a click on the backdrop", async ({
    page,
  }) => {
    await expect(page.getByRole("navigation", { name: "Menu principal" })).toBeHidden()
    await expect(drawer(page)).toBeHidden()
    await toggle(page).click()
    await expect(drawer(page)).toBeVisible()
    await expect(toggle(page)).toHaveAttribute("aria-expanded", "true")
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
  })

  test("takes focus, keeps Tab inside and locks the page scroll; Escape closes it, gives focus back and unlocks the scroll", async ({
    page,
  }) => {
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

  test("choosing 'Serviços' closes it and lands on / with #servicos in view; there, an entry closes it and scrolls to the section", async ({
    page,
  }) => {
    await toggle(page).click()
    await drawer(page).getByRole("link", { name: "Serviços", exact: true }).click()
    await expect(page).toHaveURL(/127\.0\.0\.1:\d+\/$/)
    await expect(drawer(page)).toBeHidden()
    await expect.poll(() => headingInView(page, "#servicos")).toBe(true)
    await expectHeadingInView(page, "#servicos")
    expect(
      await page.evaluate(() => (window.history.state as { section?: string } | null)?.section),
    ).toBeUndefined()
    // Now on the home page, where the entries are in-page anchors.
    await toggle(page).click()
    await drawer(page).getByRole("link", { name: "Contato", exact: true }).click()
    await expect(drawer(page)).toBeHidden()
    await expect.poll(() => headingInView(page, "#contato")).toBe(true)
  })
})
