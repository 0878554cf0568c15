import { test, expect } from "./fixtures"
import {
  clearStored,
  control,
  ERROR,
  expectFallbackCarriesTheRequest,
  expectKept,
  fallbackLinks,
  fill,
  freshForm,
  stored,
  SUCCESS,
  VALUES,
} from "./quote-inbox"

// One inbox serves these tests and its mode and its stored submissions are global: they run one
// after another, in this one file. Tests that never reach the inbox are in quote-form-no-inbox.spec.ts.
test.describe.configure({ mode: "serial" })

test.describe("quote form against the local inbox", () => {
  test.beforeEach(async ({ page }) => freshForm(page))

  test("empty required fields send nothing; filled in, a submission arrives with all six values and the Accept header, and the fields clear; the inbox answering 500 shows the error in red, keeps every field and offers WhatsApp and e-mail links carrying the typed request; a very long description is cut with '…' in both, and the visitor is told; a retry goes to loading again; a slow inbox shows 'Enviando...' with the button disabled, and a second click sends nothing more", async ({
    page,
    browserLog,
  }) => {
    // One load of the form, sent three times: to the inbox as it is, failing, then slow.
    browserLog.allow(/500/)
    await test.step("empty required fields send nothing; filled in, the form is sent", async () => {
      // One load: the refusals first, then the same form filled in and sent.
      const form = page.getByRole("form", { name: "Solicite um Orçamento" })
      // The browser's check runs in the click: each blocked click fires 'invalid' and no 'submit'.
      await form.evaluate((element: HTMLFormElement) => {
        const seen: string[] = []
        Object.assign(window, { formEvents: seen })
        element.addEventListener("invalid", () => seen.push("invalid"), true)
        element.addEventListener("submit", () => seen.push("submit"), true)
      })
      const formEvents = () =>
        page.evaluate(() => (window as unknown as { formEvents: string[] }).formEvents.splice(0))
      await form.getByRole("button", { name: "Enviar Solicitação" }).click()
      const first = await formEvents()
      expect(first).toContain("invalid")
      expect(first).not.toContain("submit")
      expect(
        await form
          .getByLabel("Nome")
          .evaluate((input: HTMLInputElement) => input.validity.valueMissing),
      ).toBe(true)
      await form.getByLabel("Nome").fill("Ana")
      await form.getByLabel("E-mail").fill("isto-nao-e-email")
      await form.getByLabel("Telefone").fill("31 3333-3333")
      await form.getByLabel("Descrição do Projeto").fill("Teste")
      await form.getByRole("button", { name: "Enviar Solicitação" }).click()
      expect(
        await form
          .getByLabel("E-mail")
          .evaluate((input: HTMLInputElement) => input.validity.typeMismatch),
      ).toBe(true)
      expect(await formEvents()).toEqual(["invalid"])
      expect(await stored()).toEqual([])
      await expect(page.getByText(SUCCESS)).toHaveCount(0)

      await fill(page)
      await form.getByRole("button", { name: "Enviar Solicitação" }).click()
      await expect(page.getByText(SUCCESS)).toBeVisible()
      expect(await formEvents(), "filled in, the form is sent").toEqual(["submit"])
      const entries = await stored()
      expect(entries).toHaveLength(1)
      expect(entries[0].fields).toEqual({
        ...VALUES,
        descricao: VALUES.descricao.replace("\n", "\r\n"),
      })
      expect(entries[0].accept).toBe("application/json")
      for (const label of ["Nome", "E-mail", "Telefone", "Empresa", "Descrição do Projeto"]) {
        await expect(form.getByLabel(label)).toHaveValue("")
      }
      await expect(form.getByLabel("Tipo de Projeto")).toHaveValue("")
    })

    await test.step("the inbox answering 500, then recovering", async () => {
      // The failing inbox's answers, then the same form sent again once it recovers.
      await clearStored()
      await control("fail")
      const form = await fill(page)
      await expect(page.getByRole("link", { name: "Enviar pelo WhatsApp" })).toHaveCount(0)
      await form.getByRole("button", { name: "Enviar Solicitação" }).click()
      const error = page.getByRole("alert").getByText(ERROR)
      await expect(error).toBeVisible()
      await expect(page.getByText(SUCCESS)).toHaveCount(0)
      expect(await error.evaluate((el) => getComputedStyle(el).color)).toBe("rgb(179, 38, 30)")
      await expectKept(page)
      await expectFallbackCarriesTheRequest(page)

      await test.step("a very long description is cut with '…' in both links", async () => {
        await expect(page.getByText(/foi resumida/)).toHaveCount(0)
        await form.getByLabel("Descrição do Projeto").fill("Rede com ação & #1 💧 ".repeat(400))
        await form.getByRole("button", { name: "Enviar Solicitação" }).click()
        await expect(page.getByText(/foi resumida/)).toBeVisible()
        const { whatsappHref, emailHref } = await fallbackLinks(page)
        for (const href of [whatsappHref, emailHref]) {
          expect(href.length).toBeLessThanOrEqual(2000)
          expect(decodeURIComponent(href).endsWith("…")).toBe(true)
        }
      })

      await control("normal")
      await form.getByRole("button", { name: "Enviar Solicitação" }).click()
      await expect(page.getByText(SUCCESS)).toBeVisible()
      await expect(page.getByText(ERROR)).toHaveCount(0)
      expect(await stored()).toHaveLength(1)
    })

    await test.step("a slow inbox", async () => {
      await clearStored()
      // The request is held on its way to the inbox until the checks are done: as slow as the
      // test needs, with no fixed wait. A second request would be held too, then stored.
      let release = () => {}
      const held = new Promise<void>((resolve) => (release = resolve))
      await page.route(/\/f\/quote$/, async (route) => {
        await held
        await route.continue()
      })
      const form = await fill(page)
      await form.getByRole("button", { name: "Enviar Solicitação" }).click()
      const busy = form.getByRole("button", { name: "Enviando..." })
      await expect(busy).toBeDisabled()
      await expect(page.getByText(SUCCESS)).toHaveCount(0)
      await busy.click({ force: true }).catch(() => undefined)
      await form.evaluate((element: HTMLFormElement) => element.requestSubmit())
      await expect(busy, "still sending while the inbox has not answered").toBeDisabled()
      release()
      await expect(page.getByText(SUCCESS)).toBeVisible()
      await expect(form.getByRole("button", { name: "Enviar Solicitação" })).toBeEnabled()
      expect(await stored()).toHaveLength(1)
    })
  })
})
