/**
 * The editor's list and labels as a maintainer meets them: projects in number order, the next
 * free number offered, and buttons in Brazilian Portuguese that the editor's font can draw.
 * decap-server listens on a fixed port: the "editor" project runs its files one at a time.
 */
import { cp, readFile, rm, writeFile } from "node:fs/promises"
import path from "node:path"
import { test, expect } from "../e2e/fixtures"
import { startLocalEditor, type LocalEditor } from "../../scripts/lib/cms/local-editor"
import { smallContentCopy, readJsonFile } from "../helpers/cms-content"
import { field, logIn } from "./editor-helpers"

let content: string
let editor: LocalEditor

test.beforeAll(async () => {
  content = await smallContentCopy()
  // Projects 10 and 11 beside 1 and 2: listed by folder name they would come 1, 10, 11, 2.
  for (const [id, year] of [
    [10, "2005"],
    [11, "2023"],
  ] as const) {
    const folder = path.join(content, "projects", `prj${id}`)
    await cp(path.join(content, "projects", "prj2"), folder, { recursive: true })
    const data = await readJsonFile(path.join(folder, "project.json"))
    await writeFile(
      path.join(folder, "project.json"),
      `${JSON.stringify({ ...data, id, year, title: `Projeto ${id}` }, null, 2)}\n`,
    )
  }
  editor = await startLocalEditor({ contentDir: content, publicDir: "public", sitePort: 0 })
})

test.afterAll(async () => {
  await editor?.close()
  if (content) await rm(path.dirname(content), { recursive: true, force: true })
})

const entries = (page: import("@playwright/test").Page) =>
  page.getByRole("link", { name: /^\d+ · / })
const numbers = async (page: import("@playwright/test").Page) =>
  (await entries(page).allTextContents()).map((text) => Number(text.split(" · ")[0]))

test("lists projects by number, and by year on request", async ({ page }) => {
  await logIn(page, editor.editorUrl)
  await expect(entries(page)).toHaveCount(4)
  expect(await numbers(page)).toEqual([1, 2, 10, 11])
  await page.getByRole("button", { name: "Ordenar por" }).click()
  await page.getByRole("menuitem", { name: "Ano" }).click()
  // prj10 2005, prj1 2012, prj2 2014, prj11 2023
  await expect.poll(() => numbers(page)).toEqual([10, 1, 2, 11])
})

test("offers the next free number to a new project", async ({ page }) => {
  const config = await readFile(path.join("public", "admin", "config.yml"), "utf8")
  const projects = JSON.parse(config.slice(config.indexOf("\n") + 1)).collections[0]
  const offered = projects.fields.find((item: { name: string }) => item.name === "id").default
  expect(offered).toBeGreaterThan(0)
  await logIn(page, editor.editorUrl)
  await page.goto(`${editor.editorUrl}#/collections/projetos/new`)
  await expect(field(page, "Número do projeto")).toHaveValue(String(offered))
})

test("labels its buttons in Brazilian Portuguese, in characters the font has", async ({ page }) => {
  await logIn(page, editor.editorUrl)
  await expect(page.getByRole("link", { name: "Novo projeto" })).toHaveText("Novo projeto")
  await page.getByRole("link", { name: /^1 · / }).click()
  await expect(field(page, "Título")).not.toBeEmpty()
  const labels = await page
    .locator("button, a, [role=menuitem]")
    .evaluateAll((nodes) => nodes.map((node) => node.textContent?.trim() ?? ""))
  // Latin letters, digits, common punctuation and the back arrow (in DejaVu): no full-width "＋" or other symbols the
  // system fonts of a Linux machine (DejaVu) draw as a box.
  const outside = labels.filter(
    (label) => !/^[\p{Script=Latin}\d\s.,:;·()…'"“”!?/+←-]*$/u.test(label),
  )
  expect(outside).toEqual([])
})
