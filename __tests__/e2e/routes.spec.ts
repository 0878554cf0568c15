import { test, expect } from "./fixtures"
import { one, parseHtml, textOf } from "./static-html"
import { builtTexts, shownText } from "../helpers/fixture-texts"

test.describe("routes", () => {
  // What the server sends is enough for these two: no browser page.
  test("/ is the home page; /projetos is the projects gallery, with or without the trailing slash", async ({
    request,
  }) => {
    const home = await request.get("/")
    expect(home.status()).toBe(200)
    const homeHtml = parseHtml(await home.text())
    expect(homeHtml.title).toMatch(/HidroVale Engenharia/)
    expect(homeHtml.documentElement.getAttribute("lang")).toBe("pt-BR")
    expect(textOf(one(homeHtml, "h1")).trim()).not.toBe("")
    for (const address of ["/projetos", "/projetos/"]) {
      const response = await request.get(address)
      expect(response.status(), address).toBe(200)
      expect(new URL(response.url()).pathname, address).toBe("/projetos/")
      expect(textOf(one(parseHtml(await response.text()), "h1")).trim(), address).toBe(
        "Nossos projetos",
      )
    }
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
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(
      shownText(builtTexts.hero.title),
    )
  })
})
