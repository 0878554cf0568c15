import type { Page, Request } from "@playwright/test"
import {
  test,
  expect,
  hydrated,
  openFirstProject,
  pendingRequests,
  requestsSettled,
} from "./fixtures"
import { position } from "./portfolio"

const INBOX_ORIGIN = `http://127.0.0.1:${process.env.FORM_INBOX_PORT ?? 9100}`
const POLICY = "Política de Privacidade"

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
    // After an in-site navigation, the head has been replaced: one canonical link, this page's.
    const canonical = page.locator('link[rel="canonical"]')
    await expect(canonical).toHaveCount(1)
    await expect(canonical).toHaveAttribute("href", /\/privacidade\/$/)
  })
})

/**
 * Scrolls to the end in steps, two frames apart (a lazy picture is requested in the frame after
 * it comes near the view), so every lazy picture on the way is requested; then waits for them.
 */
async function scrollThrough(page: Page, pending: ReadonlySet<Request>) {
  await page.evaluate(async () => {
    const frame = () => new Promise((resolve) => requestAnimationFrame(resolve))
    for (let y = 0; y < document.body.scrollHeight; y += window.innerHeight / 2) {
      window.scrollTo(0, y)
      await frame()
      await frame()
    }
  })
  await requestsSettled(page, pending)
}

test("no page sets a cookie or calls an origin other than the site and the form endpoint", async ({
  page,
  context,
  baseURL,
  browserLog,
}) => {
  browserLog.allow(/404/)
  const siteOrigin = new URL(baseURL!).origin
  const requests: string[] = []
  context.on("request", (request: Request) => requests.push(request.url()))
  const pending = pendingRequests(context)
  const cookieHeaders: string[] = []
  context.on("response", async (response) => {
    const header = await response.headerValue("set-cookie")
    if (header) cookieHeaders.push(`${response.url()}: ${header}`)
  })

  for (const path of ["/", "/projetos/", "/privacidade/", "/pagina-que-nao-existe/"]) {
    await page.goto(path)
    await hydrated(page)
    await scrollThrough(page, pending)
    expect(await page.evaluate(() => document.cookie), path).toBe("")
  }
  await openFirstProject(page)
  await page
    .getByRole("dialog")
    .getByRole("button", { name: /próxima/i })
    .click()
  // The slide has moved (its pictures are asked for as it comes), then every request has ended.
  await position(page)
  await requestsSettled(page, pending)

  expect(requests.length).toBeGreaterThan(10)
  const foreign = requests.filter((url) => {
    const { origin, protocol } = new URL(url)
    return protocol !== "data:" && origin !== siteOrigin && origin !== INBOX_ORIGIN
  })
  expect(foreign).toEqual([])
  expect(cookieHeaders).toEqual([])
  expect(await context.cookies()).toEqual([])
})
