/**
 * The firm's categories in the editor: the list of Categorias de projeto, previewed as the
 * portfolio's filter, is not saved without a category a project uses, naming it. (A project's
 * Categorias offering the list, and the policy's required words, are the configuration's:
 * cms-config.test.ts.)
 * One Decap boot for the file, its tests in order on one page.
 */
import { readFile } from "node:fs/promises"
import path from "node:path"
import { test, expect } from "../e2e/fixtures"
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
