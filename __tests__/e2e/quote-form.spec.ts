import type { Page } from "@playwright/test"
import { test, expect, hydrated } from "./fixtures"

const INBOX = `http://127.0.0.1:${process.env.FORM_INBOX_PORT ?? 9100}`

const VALUES = {
  nome: "José da Conceição",
  email: "jose@prefeitura.exemplo.gov.br",
  telefone: "(31) 98888-7777",
  empresa: "Prefeitura de São João del-Rei",
  tipo_projeto: "Projeto de Esgoto",
  descricao: "Precisamos de um projeto de rede coletora\npara 3.500 ligações.",
}

interface Stored {
  fields: Record<string, string>
  accept: string
}

async function control(mode: "normal" | "fail" | "slow", delayMs = 0) {
  const response = await fetch(`${INBOX}/__control`, {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify({ mode, delayMs }),
  })
  expect(response.ok).toBe(true)
}

const stored = async (): Promise<Stored[]> => (await fetch(`${INBOX}/__submissions`)).json()

/** The inbox back to normal and empty, and the contact form ready. */
async function freshForm(page: Page) {
  await control("normal")
  await fetch(`${INBOX}/__submissions`, { method: "DELETE" })
  await page.goto("/#contato")
  await hydrated(page)
}

async function fill(page: Page) {
  const form = page.getByRole("form", { name: "Solicite um Orçamento" })
  await form.getByLabel("Nome").fill(VALUES.nome)
  await form.getByLabel("E-mail").fill(VALUES.email)
  await form.getByLabel("Telefone").fill(VALUES.telefone)
  await form.getByLabel("Empresa").fill(VALUES.empresa)
  await form.getByLabel("Tipo de Projeto").selectOption(VALUES.tipo_projeto)
  await form.getByLabel("Descrição do Projeto").fill(VALUES.descricao)
  return form
}

async function expectKept(page: Page) {
  const form = page.getByRole("form", { name: "Solicite um Orçamento" })
  await expect(form.getByLabel("Nome")).toHaveValue(VALUES.nome)
  await expect(form.getByLabel("E-mail")).toHaveValue(VALUES.email)
  await expect(form.getByLabel("Telefone")).toHaveValue(VALUES.telefone)
  await expect(form.getByLabel("Empresa")).toHaveValue(VALUES.empresa)
  await expect(form.getByLabel("Tipo de Projeto")).toHaveValue(VALUES.tipo_projeto)
  await expect(form.getByLabel("Descrição do Projeto")).toHaveValue(VALUES.descricao)
}

const ERROR = "Ocorreu um erro ao enviar. Tente novamente ou use outro canal de contato."
const SUCCESS = "Solicitação enviada com sucesso! Em breve entraremos em contato."

// One inbox serves these tests and its mode is global: run them one after another.
test.describe.configure({ mode: "serial" })

test.describe("quote form against the local inbox (SPEC §4, §5, §7, §8)", () => {
  test.beforeEach(async ({ page }) => freshForm(page))

  test("a submission arrives with all six values and the Accept header, and the fields clear", async ({
    page,
  }) => {
    const form = await fill(page)
    await form.getByRole("button", { name: "Enviar Solicitação" }).click()
    await expect(page.getByText(SUCCESS)).toBeVisible()
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

  test("empty required fields send nothing", async ({ page }) => {
    const form = page.getByRole("form", { name: "Solicite um Orçamento" })
    await form.getByRole("button", { name: "Enviar Solicitação" }).click()
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
    await page.waitForTimeout(300)
    expect(await stored()).toEqual([])
    await expect(page.getByText(SUCCESS)).toHaveCount(0)
  })

  test("the inbox answering 500 shows the error in red and keeps every field; a retry goes to loading again", async ({
    page,
    browserLog,
  }) => {
    browserLog.allow(/500/)
    await control("fail")
    const form = await fill(page)
    await form.getByRole("button", { name: "Enviar Solicitação" }).click()
    const error = page.getByRole("alert").getByText(ERROR)
    await expect(error).toBeVisible()
    expect(await error.evaluate((el) => getComputedStyle(el).color)).toBe("rgb(179, 38, 30)")
    await expectKept(page)
    await control("normal")
    await form.getByRole("button", { name: "Enviar Solicitação" }).click()
    await expect(page.getByText(SUCCESS)).toBeVisible()
    await expect(page.getByText(ERROR)).toHaveCount(0)
    expect(await stored()).toHaveLength(1)
  })

  test("the inbox being down (network failure) shows the error, keeps every field and offers WhatsApp and e-mail", async ({
    page,
    browserLog,
  }) => {
    browserLog.allow(/Failed to load resource|ERR_CONNECTION_REFUSED|net::/)
    await page.route(`${INBOX}/**`, (route) => route.abort("connectionrefused"))
    const form = await fill(page)
    await form.getByRole("button", { name: "Enviar Solicitação" }).click()
    await expect(page.getByRole("alert").filter({ hasText: ERROR })).toBeVisible()
    await expectKept(page)
    await expectFallbackCarriesTheRequest(page)
  })

  test("a slow inbox shows 'Enviando...' with the button disabled, and a second click sends nothing more", async ({
    page,
  }) => {
    await control("slow", 2500)
    const form = await fill(page)
    await form.getByRole("button", { name: "Enviar Solicitação" }).click()
    const busy = form.getByRole("button", { name: "Enviando..." })
    await expect(busy).toBeDisabled()
    await busy.click({ force: true }).catch(() => undefined)
    await form.evaluate((element: HTMLFormElement) => element.requestSubmit())
    await expect(page.getByText(SUCCESS)).toBeVisible({ timeout: 10_000 })
    await expect(form.getByRole("button", { name: "Enviar Solicitação" })).toBeEnabled()
    expect(await stored()).toHaveLength(1)
  })

  test("the honeypot is invisible to people and to assistive technology", async ({ page }) => {
    const honeypot = page.locator('input[name="_gotcha"]')
    await expect(honeypot).toHaveCount(1)
    await expect(honeypot).not.toBeInViewport()
    await expect(honeypot).toHaveAttribute("tabindex", "-1")
    expect(await honeypot.evaluate((el) => Boolean(el.closest('[aria-hidden="true"]')))).toBe(true)
  })
})

/** The text carried by the fallback links, decoded. */
async function fallbackLinks(page: Page) {
  const whatsapp = page.getByRole("link", { name: "Enviar pelo WhatsApp" })
  const email = page.getByRole("link", { name: "Enviar por e-mail" })
  await expect(whatsapp).toBeVisible()
  await expect(email).toBeVisible()
  const whatsappHref = (await whatsapp.getAttribute("href")) ?? ""
  const emailHref = (await email.getAttribute("href")) ?? ""
  return { whatsapp, whatsappHref, emailHref }
}

async function expectFallbackCarriesTheRequest(page: Page) {
  const { whatsapp, whatsappHref, emailHref } = await fallbackLinks(page)
  expect(whatsappHref).toMatch(/^https:\/\/wa\.me\/5531995550140\?text=[^&#]+$/)
  const text = decodeURIComponent(whatsappHref.split("?text=")[1])
  expect(emailHref).toMatch(/^mailto:contato@hidrovale\.example\.com\?subject=[^&]+&body=[^&]+$/)
  const body = decodeURIComponent(/&body=([^&]+)/.exec(emailHref)?.[1] ?? "")
  const subject = decodeURIComponent(/\?subject=([^&]+)/.exec(emailHref)?.[1] ?? "")
  expect(subject).toBe(`Solicitação de orçamento - ${VALUES.nome}`)
  for (const value of Object.values(VALUES)) {
    expect(text).toContain(value)
    expect(body).toContain(value.replace(/\n/g, "\r\n"))
  }
  await expect(whatsapp).toHaveAttribute("target", "_blank")
}

test.describe("quote form fallbacks when the provider fails", () => {
  test.beforeEach(async ({ page }) => freshForm(page))

  test("after a 500, WhatsApp and e-mail links carry the typed request", async ({
    page,
    browserLog,
  }) => {
    browserLog.allow(/500/)
    await control("fail")
    const form = await fill(page)
    await expect(page.getByRole("link", { name: "Enviar pelo WhatsApp" })).toHaveCount(0)
    await form.getByRole("button", { name: "Enviar Solicitação" }).click()
    await expect(page.getByRole("alert").getByText(ERROR)).toBeVisible()
    await expectFallbackCarriesTheRequest(page)
    await expectKept(page)
    await control("normal")
  })

  test("a very long description is cut with '…' in both links, and the visitor is told", async ({
    page,
    browserLog,
  }) => {
    browserLog.allow(/500/)
    await control("fail")
    const form = await fill(page)
    await form.getByLabel("Descrição do Projeto").fill("Rede com ação & #1 💧 ".repeat(400))
    await form.getByRole("button", { name: "Enviar Solicitação" }).click()
    const { whatsappHref, emailHref } = await fallbackLinks(page)
    for (const href of [whatsappHref, emailHref]) {
      expect(href.length).toBeLessThanOrEqual(2000)
      expect(decodeURIComponent(href).endsWith("…")).toBe(true)
    }
    await expect(page.getByText(/foi resumida/)).toBeVisible()
    await control("normal")
  })
})
