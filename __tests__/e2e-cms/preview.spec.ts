/**
 * The editor's previews drawn with the site's own components and styles: a project as its page
 * shows it, a member of the team as their card on /equipe/, the firm's data as the contact cards
 * and the footer. The styles are the site's
 * Emotion styles, which must be written into Decap's preview frame, not the editor's page.
 * decap-server listens on a fixed port: the "editor" project runs its files one at a time.
 */
import { readFile } from "node:fs/promises"
import path from "node:path"
import type { FrameLocator, Locator, Page } from "@playwright/test"
import { ITABIRA_CAPTIONS } from "../e2e/photos"
import { PHOTO_WANTED_WIDTH } from "../../src/lib/photo-sizes"
import { test, expect } from "../e2e/fixtures"
import { bootEditor, field } from "./editor-helpers"
import { PREVIEW_SCREENSHOT, SCREENSHOTS, sameScreenshot } from "./preview-screenshot"
import { theme } from "../../src/styles/theme"
import { readPalette } from "../../plugins/site-identity/read-palette"
import { listPublicFiles } from "../../plugins/deploy-files/public-files"

test.describe.configure({ mode: "serial" })

const boot = bootEditor()

/** The firm's colours of the content the build read. */
const palette = readPalette("__tests__/fixtures/content")

/** The theme's hex colour as the browser computes it. */
function rgb(hex: string): string {
  const [r, g, b] = [1, 3, 5].map((at) => parseInt(hex.slice(at, at + 2), 16))
  return `rgb(${r}, ${g}, ${b})`
}

const style = (locator: Locator, property: string) =>
  locator.evaluate((element, name) => getComputedStyle(element).getPropertyValue(name), property)

const preview = (page: Page): FrameLocator => page.frameLocator("#preview-pane")

test("the editor's page has its own policy, allowing Decap's eval, is kept out of search engines, and booted with zero CSP violations", async () => {
  const { page } = boot.session
  // The same server and headers as the page the session booted on (its console is checked
  // after each test, so a violation while Decap booted fails this one).
  const response = await page.request.get(boot.editor.editorUrl)
  const policy = response.headers()["content-security-policy"]
  expect(policy).toContain("script-src 'self' 'unsafe-eval'")
  expect(policy).not.toContain(", default-src")
  expect(response.headers()["x-robots-tag"]).toBe("noindex, nofollow")
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", /noindex/)
})

test("previews a project as its page shows it, in the site's styles", async () => {
  const { page } = boot.session
  await page.setViewportSize({ width: 1280, height: 900 })
  await boot.session.open("#/collections/projetos")
  await page.getByRole("link", { name: /^1 · / }).click()
  const frame = preview(page)
  const title = frame.getByRole("heading", { level: 1 })
  await expect(title).toHaveText(await field(page, "Título").inputValue())

  // The global rules and the components' own rules, from the site's theme.
  expect(await style(title, "color")).toBe(rgb(palette.primaryDark))
  expect(await style(title, "font-family")).toContain("system-ui")
  const tag = frame.getByRole("list", { name: "Categorias" }).getByRole("listitem").first()
  await expect(tag).toHaveText("Abastecimento de Água")
  expect(await style(tag, "background-color")).toBe(rgb(palette.accentLight))
  expect(await style(tag, "border-radius")).toBe(theme.radii.pill)

  // The facts list: the client, the engineer from the team with the CREA, the stats.
  const client = frame.locator("dd", { hasText: "SAAE de Itabira" })
  await expect(client).toBeVisible()
  expect(await style(client, "font-weight")).toBe("700")
  await expect(frame.locator("dd", { hasText: "Ana Paula Ribeiro" })).toContainText("(CREA-MG")
  await expect(frame.locator("dd", { hasText: "118.000 habitantes" })).toBeVisible()
  await expect(frame.getByRole("heading", { name: "Fotos (3)" })).toBeVisible()
  // The editor's page itself carries none of the site's styles: they went into the frame.
  expect(await page.locator("style[data-emotion^='previa']").count()).toBe(0)
  // As the editor opens: the pictures are further down, out of the picture.
  await page.mouse.move(0, 0)
  await page.screenshot({ path: path.join(SCREENSHOTS, PREVIEW_SCREENSHOT) })
  expect(await sameScreenshot(PREVIEW_SCREENSHOT), "docs/img shows today's preview").toBe(true)

  // The cover and the gallery pictures, read from the project's folder through decap-server,
  // each named by its caption in project.json.
  const pictures = frame.locator("#fotos + ul img")
  await expect(pictures).toHaveCount(3)
  for (const [index, caption] of ITABIRA_CAPTIONS.slice(0, 3).entries()) {
    await expect(pictures.nth(index)).toHaveAccessibleName(caption)
  }
  for (const picture of await pictures.all()) {
    // Lazy, as on the page: each loads as it nears the view.
    await picture.scrollIntoViewIfNeeded()
    await expect
      .poll(() => picture.evaluate((image) => (image as HTMLImageElement).naturalWidth))
      .toBe(PHOTO_WANTED_WIDTH)
  }

  // Typing in the editor redraws the preview.
  await field(page, "Contratante").fill("Prefeitura Municipal de Itabira")
  await expect(frame.locator("dd", { hasText: "Prefeitura Municipal de Itabira" })).toBeVisible()
})

test("previews the firm's data as the contact cards and the footer", async () => {
  const { page } = boot.session
  // Through the list: a jump from one entry's address to another's keeps the first one's form.
  await boot.session.open("#/collections/empresa")
  await page.locator('a[href="#/collections/empresa/entries/site"]').click()
  const frame = preview(page)
  const footer = frame.getByRole("contentinfo")
  await expect(footer).toContainText("CNPJ 11.222.333/0001-81 · CREA-MG 123456")
  expect(await style(footer, "background-color")).toBe(rgb(theme.colors.footer))
  await expect(footer.getByRole("link", { name: "contato@hidrovale.example.com" })).toBeVisible()

  const location = frame.getByRole("article").filter({ hasText: "Localização" })
  await expect(location).toContainText("Av. do Contorno, 4520, sala 801, Funcionários")
  expect(await style(location, "background-color")).toBe(rgb(theme.colors.surface))
  expect(await style(location, "box-shadow")).not.toBe("none")
  await expect(frame.getByRole("article").filter({ hasText: "Telefone" })).toContainText(
    "(31) 3555-0140",
  )

  await field(page, "CNPJ").fill("11.444.777/0001-61")
  await expect(footer).toContainText("CNPJ 11.444.777/0001-61")
})

test("previews a member of the team as their card on /equipe/, as the maintainer types", async () => {
  const { page } = boot.session
  // Through the list: a jump from another entry's address to a new one keeps that entry's form.
  await boot.session.open("#/collections/equipe")
  await page.getByRole("link", { name: "Novo membro da equipe" }).click()
  await expect(page).toHaveURL(/#\/collections\/equipe\/new$/)
  await field(page, "Nome").fill("Helena Prado Vasconcelos")
  await field(page, "Título profissional").fill("Engenheira ambiental")
  const frame = preview(page)
  const card = frame
    .getByRole("list", { name: "Engenheiros responsáveis" })
    .getByRole("listitem")
    .first()
  await expect(card.getByRole("heading", { level: 3 })).toHaveText("Helena Prado Vasconcelos")
  await expect(card.getByText("Engenheira ambiental", { exact: true })).toBeVisible()
  // No photo yet: the initials, in the card's own frame and styles.
  await expect(card.getByText("HV", { exact: true })).toBeVisible()
  expect(await style(card, "border-radius")).toBe(theme.radii.lg)
  expect(await style(card.getByText("HV", { exact: true }), "color")).toBe(rgb(palette.primaryDark))
})

test("keeps the preview's script to the editor's page", async () => {
  // What marks the preview bundle: it registers Decap's preview templates.
  const marker = "registerPreviewTemplate"
  expect(await readFile("public/admin/preview.js", "utf8")).toContain(marker)
  expect(await readFile("public/admin/index.html", "utf8")).toContain('src="preview.js"')
  const { htmlFiles, hashedAssetPaths } = await listPublicFiles("public", "static")
  expect(htmlFiles.length).toBeGreaterThan(20)
  const scripts = hashedAssetPaths.filter((file) => file.endsWith(".js"))
  expect(scripts.length).toBeGreaterThan(3)
  const carrying: string[] = []
  for (const file of [...htmlFiles, ...scripts.map((script) => path.join("public", script))]) {
    const text = await readFile(file, "utf8")
    if (text.includes("preview.js") || text.includes(marker)) carrying.push(file)
  }
  expect(carrying).toEqual([])
})
