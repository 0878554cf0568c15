/** Driving Decap CMS's Portuguese interface as a maintainer does. */
import { rm } from "node:fs/promises"
import path from "node:path"
import { devices, expect, type Browser, type Page } from "@playwright/test"
import { reportCspViolations, test } from "../e2e/fixtures"
import { startLocalEditor, type LocalEditor } from "../../scripts/lib/cms/local-editor"
import { smallContentCopy } from "../helpers/cms-content"

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
  // A violation of the editor's own policy fails the test that saw it, as on the site's pages.
  await reportCspViolations(context)
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
  // Leaving an entry with changes not saved, or deleting one, Decap asks first: the tests leave
  // and delete on purpose.
  page.on("dialog", (dialog) => {
    if (/sair desta página|excluir esta entrada/.test(dialog.message())) return dialog.accept()
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

export interface BootedEditor {
  /** The temporary copy of the content the editor writes into (a folder named content). */
  readonly content: string
  readonly editor: LocalEditor
  /** The file's one page on the editor, logged in (none with `{ page: false }`). */
  readonly session: EditorSession
}

export interface BootOptions {
  /**
   * Prepares the content copy before the editor starts; returns the folder to serve as the
   * site's public/ when it is not the fixture build's.
   */
  prepare?: (content: string) => Promise<string | void>
  /** decap-server's mode (local-editor.ts): "git" for the editorial workflow. */
  mode?: "fs" | "git"
  /** Whether to open and log in the file's page (default: yes). */
  page?: boolean
}

/**
 * Decap's one boot for a spec file: a small copy of the content, decap-server and the built
 * /admin/ on it, and one page logged in, before the file's first test; each test then fails on
 * an error it did not expect; all of it is closed and removed after the last test.
 */
export function bootEditor(options: BootOptions = {}): BootedEditor {
  let booted: { content: string; editor: LocalEditor; session?: EditorSession } | undefined
  const get = () => {
    if (!booted) throw new Error("bootEditor: the editor has not started (see beforeAll)")
    return booted
  }
  test.beforeAll(async ({ browser }) => {
    const content = await smallContentCopy()
    booted = { content, editor: undefined as unknown as LocalEditor }
    const publicDir = (await options.prepare?.(content)) ?? "public"
    booted.editor = await startLocalEditor({
      contentDir: content,
      publicDir,
      sitePort: 0,
      mode: options.mode,
    })
    if (options.page !== false) booted.session = await openEditor(browser, booted.editor.editorUrl)
  })
  test.afterEach(() => booted?.session?.expectNoErrors())
  test.afterAll(async () => {
    await booted?.session?.close()
    await booted?.editor?.close()
    if (booted) await rm(path.dirname(booted.content), { recursive: true, force: true })
  })
  return {
    get content() {
      return get().content
    },
    get editor() {
      return get().editor
    },
    get session() {
      const { session } = get()
      if (!session) throw new Error("bootEditor: this file boots the editor without a page")
      return session
    },
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
    // A relation field (Categorias) finds its options as it searches: pick the one shown.
    await page.getByRole("option", { name: option, exact: true }).first().click()
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
