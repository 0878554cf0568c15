import { test, expect } from "./fixtures"

test.describe("routes", () => {
  test("/ is the home page", async ({ page }) => {
    const response = await page.goto("/")
    expect(response?.status()).toBe(200)
    await expect(page).toHaveTitle(/HidroVale Engenharia/)
    await expect(page.locator("html")).toHaveAttribute("lang", "pt-BR")
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible()
  })

  test("/projetos is the projects gallery, with or without the trailing slash", async ({
    page,
  }) => {
    const response = await page.goto("/projetos")
    expect(response?.status()).toBe(200)
    expect(new URL(page.url()).pathname).toBe("/projetos/")
    await expect(page.getByRole("heading", { level: 1, name: "Nossos projetos" })).toBeVisible()
  })

  test("any other path shows the 404 page, links home and logs the path", async ({
    page,
    browserLog,
  }) => {
    browserLog.allow(/404/)
    const logged = page.waitForEvent(
      "console",
      (message) => message.type() === "error" && message.text().includes("/nao-existe/aqui"),
    )
    const response = await page.goto("/nao-existe/aqui")
    expect(response?.status()).toBe(404)
    await expect(page.getByRole("heading", { name: "Oops! Page not found" })).toBeVisible()
    expect((await logged).text()).toContain("/nao-existe/aqui")
    await page.getByRole("main").getByRole("link", { name: "Voltar para a página inicial" }).click()
    await expect(page).toHaveURL(/\/$/)
    await expect(page.getByRole("heading", { level: 1 })).toContainText("saneamento")
  })
})
