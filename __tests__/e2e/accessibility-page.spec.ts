/**
 * The accessibility statement (/acessibilidade/): reached from every footer (by pointer and by
 * keyboard) and listed in the sitemap; axe scans it with every other page (axe.spec.ts).
 */
import { test, expect, hydrated } from "./fixtures"
import { builtTexts, shownText } from "../helpers/fixture-texts"

const TITLE = "Acessibilidade"

test.describe("accessibility statement", () => {
  test("the footer's link on / reaches the page, which says what is targeted, how it is tested and when, and how to report a barrier; the link on /projetos/ works from the keyboard, and shows the symbol of access", async ({
    page,
  }) => {
    await page.goto("/")
    await hydrated(page)
    const link = page.getByRole("contentinfo").getByRole("link", { name: TITLE })
    await link.click()
    await expect(page).toHaveURL(/\/acessibilidade\/$/)
    await expect(page.getByRole("heading", { level: 1, name: TITLE })).toBeVisible()
    await expect(page).toHaveTitle(`${TITLE} | HidroVale Engenharia`)

    // The page as reached: its content.
    const main = page.getByRole("main")
    await expect(main.getByText("Última verificação: 25 de novembro de 2026.")).toBeVisible()
    for (const text of ["WCAG) 2.2, nível AA", "ABNT NBR 17225:2025", "13.146/2015", "VLibras"]) {
      await expect(main.getByText(text, { exact: false }).first()).toBeVisible()
    }
    // The e-mail and the WhatsApp message open with the fixture's words (texts.json).
    const { barrierSubject, barrierMessage } = builtTexts.accessibility
    await expect(main.getByRole("link", { name: "contato@hidrovale.example.com" })).toHaveAttribute(
      "href",
      `mailto:contato@hidrovale.example.com?subject=${encodeURIComponent(shownText(barrierSubject))}`,
    )
    const whatsapp = await main.getByRole("link", { name: /abre o WhatsApp/ }).getAttribute("href")
    expect(new URL(whatsapp ?? "").searchParams.get("text")).toBe(shownText(barrierMessage))
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
      "href",
      /\/acessibilidade\/$/,
    )

    // On to /projetos/ by its menu: that page's footer link, from the keyboard.
    await page
      .getByRole("navigation", { name: "Menu principal" })
      .getByRole("link", { name: "Projetos", exact: true })
      .click()
    await expect(page).toHaveURL(/\/projetos\/$/)
    await expect(link.locator("svg")).toBeVisible()
    await link.focus()
    await page.keyboard.press("Enter")
    await expect(page).toHaveURL(/\/acessibilidade\/$/)
  })

  test("is in the sitemap", async ({ request }) => {
    const sitemap = await (await request.get("/sitemap-0.xml")).text()
    expect(sitemap).toContain("/acessibilidade/</loc>")
  })
})
