/**
 * "Solicitar orçamento semelhante" on a project's page and in its dialog: the home page's quote
 * form opens with Tipo de Projeto preset from the project's category and the description
 * beginning with a line naming the project and its address; the visitor edits it, and the
 * request carries it. Without JavaScript the link still lands on the form.
 */
import type { Page } from "@playwright/test"
import { test, expect, hydrated, DESKTOP, MOBILE } from "./fixtures"
import { cardIndex, dialog, openCard, PROJECT_1, PROJECT } from "./portfolio"
import { LOCAL_SITE_URL } from "../../plugins/deploy-files/site-url"
import { FIXTURE_CONTENT, readProjectTypes } from "../helpers/services-content"
import { builtTexts } from "../helpers/fixture-texts"

/** The fixture's options (quote-form.json) that name the categories Abastecimento de Água and Esgoto. */
const [WATER_TYPE, SEWAGE_TYPE] = readProjectTypes(FIXTURE_CONTENT)
const query = (type: string) =>
  new URLSearchParams({ tipo: type }).toString().replace(/[.+*]/g, "\\$&")

const LINK = "Solicitar orçamento semelhante"
const form = (page: Page) => page.getByRole("form", { name: "Solicite um Orçamento" })
const type = (page: Page) => form(page).getByRole("combobox", { name: "Tipo de Projeto" })
const description = (page: Page) =>
  form(page).getByRole("textbox", { name: "Descrição do Projeto" })
/** The fixture's line (texts.json's similarQuote.line), the project's title and address in it. */
const line = (title: string, path: string) =>
  `${builtTexts.similarQuote.line
    .replace("{titulo}", title)
    .replace("{endereco}", `${LOCAL_SITE_URL}${path}`)}\n\n`

/** Clicks the project page's link and sees the form open preset, focused and in view. */
async function expectPresetForm(page: Page, at: string) {
  await page.getByRole("main").getByRole("link", { name: LINK }).click()
  await expect(page, at).toHaveURL(new RegExp(`/\\?${query(SEWAGE_TYPE)}&descricao=.+#contato$`))
  // The fixture's Lagoa Santa project is in Esgoto, the fixture form's option that names it.
  await expect(type(page), at).toHaveValue(SEWAGE_TYPE)
  await expect(description(page), at).toHaveValue(line(PROJECT.title, PROJECT.path))
  await expect(form(page).getByRole("heading", { name: "Solicite um Orçamento" }), at).toBeFocused()
  await expect(form(page), at).toBeInViewport()
}

test("from the dialog, keyboard only: the dialog goes, the form opens preset, the page scrolls", async ({
  page,
}) => {
  await page.setViewportSize(DESKTOP)
  await page.goto("/projetos/")
  await hydrated(page)
  await openCard(page, cardIndex(1))
  const link = dialog(page).getByRole("link", { name: LINK })
  await link.focus()
  await page.keyboard.press("Enter")
  await expect(page).toHaveURL(new RegExp(`/\\?${query(WATER_TYPE)}&descricao=.+#contato$`))
  await expect(dialog(page)).toHaveCount(0)
  await expect(type(page)).toHaveValue(WATER_TYPE)
  const text = await description(page).inputValue()
  expect(text).toContain(`${LOCAL_SITE_URL}${PROJECT_1}`)
  await expect(form(page)).toBeInViewport()
  // The dialog's scroll lock is gone with it.
  expect(await page.evaluate(() => document.documentElement.style.overflow)).toBe("")
})

/**
 * One load of the project's page, on a phone's screen; back to it, widened to 1280 px, the link
 * again; then the visitor edits the line and sends the request.
 */
test("from a project's page at 390 and at 1280 px, the form opens preset and focused; the visitor edits the line, and the request sends the six fields with it", async ({
  page,
}) => {
  await page.setViewportSize(MOBILE)
  await page.goto(PROJECT.path)
  await hydrated(page)
  await expectPresetForm(page, "at 390 px")
  await page.goBack()
  await expect(page).toHaveURL(new RegExp(`${PROJECT.path}$`))
  await page.setViewportSize(DESKTOP)
  await expectPresetForm(page, "at 1280 px")

  await description(page).press("End")
  await description(page).pressSequentially("Cerca de 40 km de rede.")
  await form(page).getByRole("textbox", { name: "Nome" }).fill("Ana")
  await form(page).getByRole("textbox", { name: "E-mail" }).fill("ana@example.com")
  await form(page).getByRole("textbox", { name: "Telefone" }).fill("(31) 99999-0000")
  // Answered here, not by the shared inbox, whose stored requests quote-form.spec.ts counts.
  await page.route(/\/f\/quote$/, (route) =>
    route.fulfill({
      status: 200,
      contentType: "application/json",
      headers: { "Access-Control-Allow-Origin": "*" },
      body: '{"ok":true}',
    }),
  )
  const [request] = await Promise.all([
    page.waitForRequest((sent) => sent.method() === "POST" && /\/f\/quote$/.test(sent.url())),
    form(page).getByRole("button", { name: "Enviar Solicitação" }).click(),
  ])
  // Multipart bodies write line breaks as CRLF.
  const body = (request.postData() ?? "").replace(/\r\n/g, "\n")
  const names = [...body.matchAll(/name="([^"]+)"/g)].map((match) => match[1]).sort()
  expect(names).toEqual(
    ["_gotcha", "descricao", "email", "empresa", "nome", "telefone", "tipo_projeto"].sort(),
  )
  expect(body).toContain(SEWAGE_TYPE)
  expect(body).toContain(`${line(PROJECT.title, PROJECT.path)}Cerca de 40 km de rede.`)
})

test("without JavaScript the link is in the page and lands on the form", async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false, viewport: DESKTOP })
  const page = await context.newPage()
  await page.goto(PROJECT.path)
  const link = page.getByRole("main").getByRole("link", { name: LINK })
  await expect(link).toHaveAttribute(
    "href",
    new RegExp(`^/\\?${query(SEWAGE_TYPE)}&descricao=.+#contato$`),
  )
  await link.click()
  await expect(form(page)).toBeInViewport()
  await context.close()
})
