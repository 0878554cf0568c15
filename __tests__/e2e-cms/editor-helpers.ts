/** Driving Decap CMS's Portuguese interface as a maintainer does. */
import { expect, type Page } from "@playwright/test"

export async function logIn(page: Page, editorUrl: string): Promise<void> {
  await page.goto(editorUrl)
  await page.getByRole("button", { name: "Entrar" }).click()
  await expect(page.getByRole("link", { name: "Projetos" }).first()).toBeVisible()
}

/** A text field by its label (Decap shows labels in capitals but keeps the text). */
export function field(page: Page, label: string) {
  return page.getByLabel(label, { exact: true })
}

export async function chooseOptions(page: Page, label: string, options: string[]): Promise<void> {
  const input = field(page, label)
  for (const option of options) {
    await input.fill(option)
    await page.keyboard.press("Enter")
  }
}

/** Uploads a file in the media dialog the nth "Escolha uma imagem" button opens, and picks it. */
export async function uploadImage(page: Page, nth: number, file: string): Promise<void> {
  await page.getByRole("button", { name: "Escolha uma imagem" }).nth(nth).click()
  await page.locator('input[type="file"]').setInputFiles(file)
  const choose = page.getByRole("button", { name: "Escolher selecionado" })
  await choose.click()
  await expect(choose).toBeHidden()
}

export async function publishNow(page: Page): Promise<void> {
  await page.getByRole("button", { name: "Publicar" }).click()
  await page.getByRole("menuitem", { name: "Publicar agora" }).click()
}

/** Picks, in a relation field, the entry of another collection whose name is typed. */
export async function chooseEntry(page: Page, label: string, name: string): Promise<void> {
  await field(page, label).fill(name)
  await page.getByRole("option", { name, exact: true }).click()
}
