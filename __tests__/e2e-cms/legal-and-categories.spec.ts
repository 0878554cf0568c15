/**
 * The firm's categories and privacy policy in the editor: a project's Categorias offers the
 * list of Categorias de projeto; the list, previewed as the portfolio's filter, is not saved
 * without a category a project uses (naming it); the policy is previewed as /privacidade/ with
 * its words in braces filled, and refused without an LGPD essential, in the check's words.
 * One Decap boot for the file, its tests in order on one page.
 */
import { readFile } from "node:fs/promises"
import path from "node:path"
import { test, expect } from "../e2e/fixtures"
import { jsonWhenWhole } from "../helpers/cms-content"
import { bootEditor, publishNow } from "./editor-helpers"

test.describe.configure({ mode: "serial" })

const boot = bootEditor()

const readJson = async (file: string) =>
  JSON.parse(await readFile(path.join(boot.content, file), "utf8")) as Record<string, unknown>

test("previews the categories as the filter, and refuses to drop one a project uses", async () => {
  const { page } = boot.session
  const { categories } = (await readJson("categories.json")) as { categories: string[] }
  const prj1 = (await readJson("projects/prj1/project.json")) as {
    title: string
    categories: string[]
  }
  const used = prj1.categories[0]
  boot.session.allow(/ainda é usada/)
  boot.session.allow(/^pageerror: /)
  await boot.session.open("#/collections/categorias/entries/categorias")
  // The preview pane is as narrow as a phone: the filter is its dropdown.
  const filter = page
    .frameLocator("#preview-pane")
    .getByLabel("Filtrar por categoria", { exact: true })
  await expect(filter.getByRole("option")).toHaveText(["Todos", ...categories])
  const list = page.locator('[aria-label="list field"]').filter({ hasText: "Categorias" })
  const inputs = list.locator('input[type="text"]')
  await inputs.nth(categories.indexOf(used)).fill("Barragens")
  await expect(filter.getByRole("option").nth(categories.indexOf(used) + 1)).toHaveText("Barragens")
  await publishNow(page, { refused: true })
  const toast = page.getByText(/^Não foi possível salvar: /)
  await expect(toast).toContainText(`A categoria “${used}” ainda é usada`)
  await expect(toast).toContainText(`prj1 · ${prj1.title}`)
  expect(((await readJson("categories.json")) as { categories: string[] }).categories).toEqual(
    categories,
  )
})

test("offers a project the firm's categories from the list", async () => {
  const { page } = boot.session
  const { categories } = (await readJson("categories.json")) as { categories: string[] }
  const last = categories[categories.length - 1]
  await boot.session.open("#/collections/projetos/entries/prj1/project")
  // The relation widget searches the list of Categorias de projeto as the maintainer types.
  await page.getByLabel("Categorias", { exact: true }).fill(last.slice(0, 5))
  await expect(page.getByRole("option", { name: last, exact: true })).toBeVisible()
})

test("previews the privacy policy as its page, and refuses one without the controller", async () => {
  const { page } = boot.session
  boot.session.allow(/^pageerror: /)
  const file = path.join(boot.content, "privacy.json")
  const before = await jsonWhenWhole(file)
  await boot.session.open("#/collections/privacidade/entries/privacidade")
  const preview = page.frameLocator("#preview-pane")
  await expect(preview.getByRole("heading", { level: 1 })).toHaveText("Política de Privacidade")
  // The build's facts and form provider fill the words in braces.
  await expect(preview.getByText(/O controlador dos dados é a HidroVale/)).toBeVisible()
  await expect(
    preview.getByText(/a caixa de entrada local de testes deste site/).first(),
  ).toBeVisible()
  await expect(preview.getByRole("main").or(preview.locator("article"))).not.toContainText("{")
  const controller = page.getByLabel("Controlador e encarregado", { exact: true })
  await controller.fill("O controlador é a empresa. Encarregado: {encarregadoEmail}.")
  await publishNow(page, { refused: true })
  await expect(
    page.getByText(/a página não diria quem é o controlador dos dados/).first(),
  ).toBeVisible()
  expect(await jsonWhenWhole(file)).toEqual(before)
})
