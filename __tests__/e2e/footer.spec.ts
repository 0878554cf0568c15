import { test, expect, hydrated } from "./fixtures"
import { FIXTURE_CONTENT, readServices } from "../helpers/services-content"

test.describe("footer", () => {
  test("has the logo, services, quick links, contacts, social links and the current year; 'Projetos' goes to the projects page and 'Contato' to the section", async ({
    page,
  }) => {
    // The same footer on every page: one load of / serves both the look and the links.
    await page.goto("/")
    const footer = page.getByRole("contentinfo")
    await expect(footer.getByRole("img", { name: "HidroVale Engenharia" })).toBeVisible()
    await expect(
      footer.getByRole("navigation", { name: "Serviços" }).getByRole("listitem"),
    ).toHaveCount(readServices(FIXTURE_CONTENT).length)
    const quick = footer.getByRole("navigation", { name: "Links rápidos" }).getByRole("link")
    await expect(quick).toHaveText(["Início", "Serviços", "Projetos", "Sobre", "Contato"])
    await expect(footer.getByRole("link", { name: "(31) 3555-0140" })).toBeVisible()
    await expect(footer.getByRole("link", { name: "contato@hidrovale.example.com" })).toBeVisible()
    const social = footer.getByRole("list", { name: "Redes sociais" }).getByRole("link")
    await expect(social).toHaveCount(3)
    for (const link of await social.all()) {
      await expect(link).toHaveAttribute("rel", "noopener noreferrer")
      await expect(link).toHaveAttribute("href", /^https:\/\//)
    }
    await expect(footer).toContainText(`© ${new Date().getFullYear()} `)
    await hydrated(page)
    const quickNav = footer.getByRole("navigation", { name: "Links rápidos" })
    await expect(quickNav.getByRole("link", { name: "Contato" })).toHaveAttribute(
      "href",
      "#contato",
    )
    await quickNav.getByRole("link", { name: "Projetos" }).click()
    await expect(page).toHaveURL(/\/projetos\/$/)
  })
})
