import { test, expect, hydrated } from "./fixtures"

const POLICY = "Política de Privacidade"

// What the policy promises of every page (no cookie, no third party): every-page.spec.ts.
test.describe("privacy policy page (LGPD)", () => {
  test("is linked from the form's note, the SPEC's sentence word for word, and from the footer; explains what is collected, why, by whom, for how long, and the rights", async ({
    page,
  }) => {
    await page.goto("/")
    await hydrated(page)
    const form = page.getByRole("form", { name: "Solicite um Orçamento" })
    await expect(form.getByRole("link", { name: POLICY })).toHaveAttribute("href", "/privacidade/")
    // The note is the paragraph holding the link (a `has` locator is relative to the paragraph).
    const note = form.locator("p", { has: page.getByRole("link", { name: POLICY }) })
    await expect(note).toHaveText(
      `* Campos obrigatórios. Seus dados estão protegidos e não serão compartilhados. ${POLICY}`,
    )
    await page.getByRole("contentinfo").getByRole("link", { name: POLICY }).click()
    await expect(page).toHaveURL(/\/privacidade\/$/)
    await expect(page).toHaveTitle(`${POLICY} | HidroVale Engenharia`)
    await expect(page.getByRole("heading", { level: 1, name: POLICY })).toBeVisible()
    const main = page.getByRole("main")
    for (const text of [
      "Lei nº 13.709/2018",
      "HidroVale Engenharia Hidrossanitária Ltda.",
      "Mariana Couto Lima",
      "nome, e-mail, telefone",
      "art. 7º, inciso V",
      // The form provider, named from the build's configuration (here the local inbox).
      "a caixa de entrada local de testes deste site",
      "12 meses",
      // What the form's note ("não serão compartilhados") means when a provider receives the data.
      "não serão compartilhados",
      "art. 18",
      "não grava cookies",
      "ANPD",
    ]) {
      await expect(main.getByText(text, { exact: false }).first()).toBeVisible()
    }
    await expect(main.getByRole("link", { name: "privacidade@hidrovale.example.com" })).toHaveCount(
      2,
    )
    // The firm's policy (content/privacy.json): its date, its words in braces all filled, the
    // controller's contacts and the request of rights as links.
    await expect(main.getByText("Última atualização: 24 de novembro de 2026.")).toBeVisible()
    await expect(main).not.toContainText("{")
    await expect(main.getByRole("link", { name: "(31) 3555-0140" })).toHaveAttribute(
      "href",
      "tel:+553135550140",
    )
    await expect(
      main.getByRole("link", { name: "privacidade@hidrovale.example.com" }).last(),
    ).toHaveAttribute(
      "href",
      "mailto:privacidade@hidrovale.example.com?subject=Direitos%20do%20titular%20(LGPD)",
    )
    // After an in-site navigation, the head has been replaced: one canonical link, this page's.
    const canonical = page.locator('link[rel="canonical"]')
    await expect(canonical).toHaveCount(1)
    await expect(canonical).toHaveAttribute("href", /\/privacidade\/$/)
  })
})
