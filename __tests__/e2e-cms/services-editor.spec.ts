/**
 * The services and the Tipo de Projeto options through the editor: the maintainer adds a fifth
 * service, previewed as the site's own card; the file written is, byte for byte, the fixture's
 * services/licenciamento-ambiental.json, which the main fixture build shows on the home page and
 * in the footer. The editor refuses what the content check refuses, in the same words.
 * One Decap boot for the file, its tests run in order on one page.
 */
import { existsSync } from "node:fs"
import { readFile } from "node:fs/promises"
import path from "node:path"
import { test, expect } from "../e2e/fixtures"
import { jsonWhenWhole } from "../helpers/cms-content"
import { editorRefusals } from "../../plugins/content-editor/refusals"
import { bootEditor, chooseOptions, docsScreenshot, field, publishNow } from "./editor-helpers"
import type { EditorSession } from "./editor-helpers"
import { NEW_SERVICE, fixtureFile, updateFixture } from "./edited-fixture"

test.describe.configure({ mode: "serial" })

const boot = bootEditor()

const refusal = (field: string) => editorRefusals().find((rule) => rule.field === field)!
/** Decap logs a refused save, and rejects it, with the refusal's words. */
const allowRefusal = (session: EditorSession, message: string) => {
  session.allow(new RegExp(`^${message.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}`))
  session.allow(/^pageerror: Object$/)
}
const textOf = (file: string) => readFile(file, "utf8").catch(() => null)
const itemsList = (session: EditorSession) =>
  session.page.locator('[aria-label="list field"]').filter({ hasText: "Itens" })

test("adds a fifth service, previewed as the home page's card", async () => {
  const { page } = boot.session
  const written = path.join(boot.content, "services", NEW_SERVICE.file)
  expect(existsSync(written), "the copy starts without the service").toBe(false)
  await boot.session.open("#/collections/servicos/new")
  await field(page, "Nome do serviço").fill(NEW_SERVICE.title)
  await chooseOptions(page, "Ícone", [NEW_SERVICE.icon])
  for (const item of NEW_SERVICE.items) {
    await page.getByRole("button", { name: "Adicionar item" }).click()
    await itemsList(boot.session).locator('input[type="text"]').last().fill(item)
  }
  await field(page, "Ordem").fill(String(NEW_SERVICE.order))
  // The preview: the site's card, its title and its items.
  const card = page.frameLocator("#preview-pane").getByRole("article")
  await expect(card.getByRole("heading", { level: 3 })).toHaveText(NEW_SERVICE.title)
  await expect(card.getByRole("listitem")).toHaveText([...NEW_SERVICE.items])
  await docsScreenshot(page, "editor-servico.png")
  await publishNow(page)
  await updateFixture(written, fixtureFile("services", NEW_SERVICE.file))
  const expected = await readFile(fixtureFile("services", NEW_SERVICE.file), "utf8")
  await expect.poll(() => textOf(written)).toBe(expected)
})

test("refuses a service without a title, then without items, in the check's words", async () => {
  const { page } = boot.session
  boot.session.allow(/^pageerror: undefined$/)
  await boot.session.open("#/collections/servicos/new")
  await chooseOptions(page, "Ícone", [NEW_SERVICE.icon])
  await field(page, "Ordem").fill("6")
  await publishNow(page, { refused: true })
  await expect(page.getByText("Nome do serviço é obrigatório.")).toBeVisible()
  await field(page, "Nome do serviço").fill("Serviço sem itens")
  const empty = refusal("items")
  allowRefusal(boot.session, empty.message)
  await publishNow(page, { refused: true })
  await expect(page.getByText(`Não foi possível salvar: ${empty.message}`)).toBeVisible()
  expect(existsSync(path.join(boot.content, "services", "servico-sem-itens.json"))).toBe(false)
})

test('edits the Tipo de Projeto options, and refuses a list without "Outro"', async () => {
  const { page } = boot.session
  boot.session.allow(/^pageerror: undefined$/)
  const file = path.join(boot.content, "quote-form.json")
  const before = (await jsonWhenWhole(file))?.projectTypes as string[]
  // The collection's one file, from its list, as a maintainer opens it.
  await boot.session.open("#/collections/formulario")
  await page.locator('a[href="#/collections/formulario/entries/formulario"]').click()
  const options = page.locator('[aria-label="list field"]').filter({ hasText: "Opções" })
  const inputs = options.locator('input[type="text"]')
  await expect(inputs).toHaveCount(before.length)
  // The preview is the form's own select.
  const select = page.frameLocator("#preview-pane").getByLabel("Tipo de Projeto")
  await expect(select.getByRole("option")).toHaveText(["Selecione o tipo de projeto", ...before])
  await inputs.last().fill("Outros")
  const other = editorRefusals().find((rule) => rule.contains === "Outro")!
  allowRefusal(boot.session, other.message)
  await publishNow(page, { refused: true })
  await expect(page.getByText(`Não foi possível salvar: ${other.message}`)).toBeVisible()
  // The maintainer deletes the "s".
  await inputs.last().press("End")
  await inputs.last().press("Backspace")
  await inputs.first().fill("Abastecimento de Água")
  await expect(select.getByRole("option").nth(1)).toHaveText("Abastecimento de Água")
  await expect(select.getByRole("option").last()).toHaveText("Outro")
  await docsScreenshot(page, "editor-tipo-de-projeto.png")
  await publishNow(page)
  await expect
    .poll(async () => (await jsonWhenWhole(file))?.projectTypes)
    .toEqual(["Abastecimento de Água", ...before.slice(1)])
})

test("the main fixture build shows the new service on the home page and in the footer", async ({
  page,
}) => {
  await page.goto("/")
  const card = page.locator("#servicos article").filter({ hasText: NEW_SERVICE.title })
  await expect(card.getByRole("listitem")).toHaveText([...NEW_SERVICE.items])
  const footer = page.getByRole("contentinfo").getByRole("navigation", { name: "Serviços" })
  await expect(footer.getByRole("listitem").last()).toHaveText(NEW_SERVICE.title)
})
