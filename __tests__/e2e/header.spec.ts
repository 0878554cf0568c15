import { test, expect, expectHeadingInView, hydrated, DESKTOP } from "./fixtures"

test.use({ viewport: DESKTOP })

const SECTIONS = [
  ["Início", "#inicio"],
  ["Serviços", "#servicos"],
  ["Sobre", "#sobre"],
  ["Contato", "#contato"],
] as const

const menu = (page: import("@playwright/test").Page) =>
  page.getByRole("navigation", { name: "Menu principal" })

/**
 * One load of /projetos/: the header's contents, its section entries from another page (each
 * followed by Back), then the logo to the home page, where the same entries are in-page anchors.
 */
test("header: shows the logo linking home, the phone and the e-mail; from /projetos/, 'Serviços', 'Sobre', 'Contato' each land on / with the section in view and the state cleared; on the home page the section entries are in-page anchors that land below the sticky header; the Projetos entry goes to the projects page", async ({
  page,
}) => {
  await page.goto("/projetos/")
  const logo = page.getByRole("banner").getByRole("img", { name: "HidroVale Engenharia" })
  await test.step("the logo, the phone and the e-mail", async () => {
    await expect(logo).toHaveAttribute("src", "/logo-text.png")
    expect(await logo.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0)
    await expect(
      page.getByRole("banner").getByRole("link", { name: "(31) 3555-0140" }),
    ).toHaveAttribute("href", "tel:+553135550140")
    await expect(
      page.getByRole("banner").getByRole("link", { name: "contato@hidrovale.example.com" }),
    ).toBeVisible()
  })
  await hydrated(page)

  await test.step("from /projetos/, each section entry lands on / with the section in view", async () => {
    // Back returns to /projetos/ without a reload (the site navigates in-app).
    for (const [label, hash] of SECTIONS.slice(1)) {
      await menu(page).getByRole("link", { name: label, exact: true }).click()
      await expect(page, label).toHaveURL(/127\.0\.0\.1:\d+\/$/)
      await expectHeadingInView(page, hash, label)
      expect(
        await page.evaluate(() => (window.history.state as { section?: string } | null)?.section),
        label,
      ).toBeUndefined()
      await page.goBack()
      await expect(page).toHaveURL(/\/projetos\/$/)
    }
  })

  await logo.click()
  await expect(page, "the logo links home").toHaveURL(/127\.0\.0\.1:\d+\/$/)

  await test.step("on the home page the section entries are in-page anchors", async () => {
    for (const [label, hash] of SECTIONS) {
      const link = menu(page).getByRole("link", { name: label, exact: true })
      await expect(link).toHaveAttribute("href", hash)
      await link.click()
      await expectHeadingInView(page, hash, label)
    }
    await menu(page).getByRole("link", { name: "Projetos" }).click()
    await expect(page).toHaveURL(/\/projetos\/$/)
  })
})
