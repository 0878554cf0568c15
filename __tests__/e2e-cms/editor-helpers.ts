/** Driving Decap CMS's Portuguese interface as a maintainer does. */
import path from "node:path"
import { devices, expect, type Browser, type Page } from "@playwright/test"

/**
 * One page per spec file, logged in once: Decap boots once and the file's tests (serial) go on
 * where the one before left the editor, moving between screens by the address's #/… part, as
 * the editor's own links do. Console errors, uncaught exceptions and failed requests fail the
 * test that saw them, as the site tests' browserLog does for a page of their own.
 */
export interface EditorSession {
  page: Page
  /** Errors the running test provokes on purpose. */
  allow(pattern: RegExp): void
  /** Fails on an error seen since the last call that was not allowed, then starts afresh. */
  expectNoErrors(): void
  /** Opens a screen of the editor: `#/collections/projetos`, `#/workflow`. */
  open(hash: string): Promise<void>
  close(): Promise<void>
}

export async function openEditor(browser: Browser, editorUrl: string): Promise<EditorSession> {
  const context = await browser.newContext({
    ...devices["Desktop Chrome"],
    viewport: { width: 1280, height: 800 },
  })
  const page = await context.newPage()
  let errors: string[] = []
  let allowed: RegExp[] = []
  page.on("console", (message) => {
    if (message.type() === "error") errors.push(`${message.text()} ${message.location().url}`)
  })
  page.on("pageerror", (error) => errors.push(`pageerror: ${error.message}`))
  page.on("response", (response) => {
    if (response.status() >= 400) errors.push(`HTTP ${response.status()} ${response.url()}`)
  })
  // Leaving an entry with changes not saved, Decap asks first: the tests leave on purpose.
  page.on("dialog", (dialog) => {
    if (/sair desta página/.test(dialog.message())) return dialog.accept()
    errors.push(`dialog: ${dialog.message()}`)
    return dialog.dismiss()
  })
  await logIn(page, editorUrl)
  return {
    page,
    allow: (pattern) => allowed.push(pattern),
    expectNoErrors: () => {
      const unexpected = errors.filter((text) => !allowed.some((pattern) => pattern.test(text)))
      errors = []
      allowed = []
      expect(unexpected, "unexpected console errors").toEqual([])
    },
    open: (hash) => page.goto(`${editorUrl}${hash}`).then(() => undefined),
    close: () => context.close(),
  }
}

/**
 * The editor's screenshots illustrate docs/CONTEUDO.md: `npm run docs:screenshots`
 * (DOCS_SCREENSHOTS=1) writes them to docs/img; a test run takes none, and asserts instead what
 * each shows.
 */
export async function docsScreenshot(
  page: Page,
  name: string,
  options: { fullPage?: boolean; animations?: "disabled" } = {},
): Promise<void> {
  if (!process.env.DOCS_SCREENSHOTS) return
  await page.screenshot({ path: path.join(__dirname, "../../docs/img", name), ...options })
}

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

export async function publishNow(page: Page, { refused = false } = {}): Promise<void> {
  const created = /\/new$/.test(page.url())
  await page.getByRole("button", { name: "Publicar" }).click()
  await page.getByRole("menuitem", { name: "Publicar agora" }).click()
  if (refused) return
  // Decap saves, then moves a new entry to its own address: a screen opened before that move
  // is taken back to the entry (seen in CI), so the next step waits for both.
  await expect(page.getByText(/^alterações salvas$/i)).toBeVisible()
  if (created) await expect(page).not.toHaveURL(/\/new$/)
}

/** Picks, in a relation field, the entry of another collection whose name is typed. */
export async function chooseEntry(page: Page, label: string, name: string): Promise<void> {
  await field(page, label).fill(name)
  await page.getByRole("option", { name, exact: true }).click()
}
