import type { Page } from "@playwright/test"
import { expect, hydrated } from "./fixtures"
import { FIXTURE_CONTENT, readProjectTypes } from "../helpers/services-content"

/** What the quote form's end-to-end tests share: the local inbox, the typed values, the checks. */
export const INBOX = `http://127.0.0.1:${process.env.FORM_INBOX_PORT ?? 9100}`

export const VALUES = {
  nome: "José da Conceição",
  email: "jose@prefeitura.exemplo.gov.br",
  telefone: "(31) 98888-7777",
  empresa: "Prefeitura de São João del-Rei",
  // One of the fixture's options (quote-form.json).
  tipo_projeto: readProjectTypes(FIXTURE_CONTENT)[1],
  descricao: "Precisamos de um projeto de rede coletora\npara 3.500 ligações.",
}

interface Stored {
  fields: Record<string, string>
  accept: string
}

/** The inbox's answer to later submissions: as usual, or 500 (a slow inbox: quote-form.spec.ts). */
export async function control(mode: "normal" | "fail") {
  const response = await fetch(`${INBOX}/__control`, {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify({ mode }),
  })
  expect(response.ok).toBe(true)
}

export const stored = async (): Promise<Stored[]> => (await fetch(`${INBOX}/__submissions`)).json()

/** The inbox's stored submissions deleted. */
export async function clearStored() {
  await fetch(`${INBOX}/__submissions`, { method: "DELETE" })
}

/** The inbox back to normal and empty, and the contact form ready. */
export async function freshForm(page: Page) {
  await control("normal")
  await clearStored()
  await page.goto("/#contato")
  await hydrated(page)
}

export async function fill(page: Page) {
  const form = page.getByRole("form", { name: "Solicite um Orçamento" })
  await form.getByLabel("Nome").fill(VALUES.nome)
  await form.getByLabel("E-mail").fill(VALUES.email)
  await form.getByLabel("Telefone").fill(VALUES.telefone)
  await form.getByLabel("Empresa").fill(VALUES.empresa)
  await form.getByLabel("Tipo de Projeto").selectOption(VALUES.tipo_projeto)
  await form.getByLabel("Descrição do Projeto").fill(VALUES.descricao)
  return form
}

export async function expectKept(page: Page) {
  const form = page.getByRole("form", { name: "Solicite um Orçamento" })
  await expect(form.getByLabel("Nome")).toHaveValue(VALUES.nome)
  await expect(form.getByLabel("E-mail")).toHaveValue(VALUES.email)
  await expect(form.getByLabel("Telefone")).toHaveValue(VALUES.telefone)
  await expect(form.getByLabel("Empresa")).toHaveValue(VALUES.empresa)
  await expect(form.getByLabel("Tipo de Projeto")).toHaveValue(VALUES.tipo_projeto)
  await expect(form.getByLabel("Descrição do Projeto")).toHaveValue(VALUES.descricao)
}

export const ERROR = "Ocorreu um erro ao enviar. Tente novamente ou use outro canal de contato."
export const SUCCESS = "Solicitação enviada com sucesso! Em breve entraremos em contato."

/** The text carried by the fallback links, decoded. */
export async function fallbackLinks(page: Page) {
  const whatsapp = page.getByRole("link", { name: "Enviar pelo WhatsApp" })
  const email = page.getByRole("link", { name: "Enviar por e-mail" })
  await expect(whatsapp).toBeVisible()
  await expect(email).toBeVisible()
  const whatsappHref = (await whatsapp.getAttribute("href")) ?? ""
  const emailHref = (await email.getAttribute("href")) ?? ""
  return { whatsapp, whatsappHref, emailHref }
}

export async function expectFallbackCarriesTheRequest(page: Page) {
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
