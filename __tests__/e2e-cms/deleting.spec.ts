/**
 * Deleting in the editor, as a firm starting from the demo does: a project goes (its folder's
 * leftover photos are a warning, never a stop), and an engineer whom a project still names is
 * refused, naming the project. One Decap boot for the file, its tests in order on one page.
 */
import { existsSync } from "node:fs"
import { readFile } from "node:fs/promises"
import path from "node:path"
import { test, expect } from "../e2e/fixtures"
import { checkContent } from "../../plugins/content-model/content-check"
import { bootEditor } from "./editor-helpers"
import { fixtureFile } from "./edited-fixture"

test.describe.configure({ mode: "serial" })

const boot = bootEditor()

/** Decap asks with the browser's own confirm; the session says yes (editor-helpers.ts). */
async function deleteOpenEntry(): Promise<void> {
  await boot.session.page.getByRole("button", { name: /^Excluir entrada/ }).click()
}

test("refuses to delete an engineer whom a project names, naming them and the project", async () => {
  const { page } = boot.session
  const prj1 = JSON.parse(await readFile(fixtureFile("projects/prj1/project.json"), "utf8")) as {
    title: string
    responsaveis: string[]
  }
  const engineer = prj1.responsaveis[0]
  const file = path.join(boot.content, "team", `${engineer}.json`)
  expect(existsSync(file)).toBe(true)
  const { name } = JSON.parse(await readFile(file, "utf8")) as { name: string }
  boot.session.allow(/ainda é responsável técnico/)
  boot.session.allow(/^pageerror: /)
  await boot.session.open(`#/collections/equipe/entries/${engineer}`)
  await deleteOpenEntry()
  const toast = page.getByText(/^Não foi possível excluir: /)
  // By the name the team list shows, not the file's ("carlos-menezes").
  await expect(toast).toContainText(`“${name}” ainda é responsável técnico`)
  await expect(toast).toContainText(`prj1 · ${prj1.title}`)
  expect(existsSync(file), "the engineer's file is kept").toBe(true)
})

test("deletes a project; what its folder leaves is a warning, and the content still passes", async () => {
  const { page } = boot.session
  const file = path.join(boot.content, "projects", "prj2", "project.json")
  expect(existsSync(file)).toBe(true)
  // From the list, as a maintainer opens it.
  await boot.session.open("#/collections/projetos")
  await page.getByRole("link", { name: /^2 · / }).click()
  await expect(page).toHaveURL(/\/entries\/prj2\/project$/)
  await expect(page.getByRole("button", { name: /^Excluir entrada/ })).toBeVisible()
  await deleteOpenEntry()
  await expect.poll(() => existsSync(file), { message: "project.json is deleted" }).toBe(false)
  const report = await checkContent(boot.content, { pictureCache: null })
  expect(report.errors).toEqual([])
  expect(report.warnings.map((warning) => warning.file)).toContain("content/projects/prj2/")
})
