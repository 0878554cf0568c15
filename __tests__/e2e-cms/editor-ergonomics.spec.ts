/**
 * The editor's list and labels as a maintainer meets them: projects in number order, the next
 * free number offered, and buttons in Brazilian Portuguese that the editor's font can draw.
 * decap-server listens on a fixed port: the "editor" project runs its files one at a time, and
 * this file's tests one after another on one page.
 */
import { cp, readdir, readFile, writeFile } from "node:fs/promises"
import path from "node:path"
import { test, expect } from "../e2e/fixtures"
import { cmsConfigYaml, cmsOptionsFromEnv } from "../../plugins/content-editor/config"
import { readJsonFile } from "../helpers/cms-content"
import { bootEditor, field } from "./editor-helpers"
import { FIXTURE } from "./edited-fixture"

test.describe.configure({ mode: "serial" })

const boot = bootEditor({
  prepare: async (content: string) => {
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
    // The editor's files from the fixture build, with the configuration a build of this copy
    // writes (plugins/content-editor/gatsby-node.ts), so the number it offers is the copy's.
    const publicDir = path.join(path.dirname(content), "public")
    await cp(path.join("public", "admin"), path.join(publicDir, "admin"), { recursive: true })
    await cp(path.join("public", "favicon.ico"), path.join(publicDir, "favicon.ico"))
    await writeFile(
      path.join(publicDir, "admin", "config.yml"),
      cmsConfigYaml(cmsOptionsFromEnv({ CONTENT_DIR: content, CMS_LOCAL_BACKEND: "1" })),
    )
    return publicDir
  },
})

const entries = () => boot.session.page.getByRole("link", { name: /^\d+ · / })
const numbers = async () =>
  (await entries().allTextContents()).map((text) => Number(text.split(" · ")[0]))

/** One more than the highest prjN folder, counted here rather than by the code under test. */
async function nextFolderNumber(projectsDir: string): Promise<number> {
  const numbered = (await readdir(projectsDir)).map((name) => /^prj(\d+)$/.exec(name)?.[1])
  return Math.max(...numbered.map(Number).filter(Number.isInteger)) + 1
}

test("lists projects by number, and by year on request", async () => {
  const { page } = boot.session
  await boot.session.open("#/collections/projetos")
  await expect(entries()).toHaveCount(4)
  expect(await numbers()).toEqual([1, 2, 10, 11])
  await page.getByRole("button", { name: "Ordenar por" }).click()
  await page.getByRole("menuitem", { name: "Ano" }).click()
  // prj10 2005, prj1 2012, prj2 2014, prj11 2023
  await expect.poll(numbers).toEqual([10, 1, 2, 11])
})

test("offers the next free number to a new project", async () => {
  // The copy has prj1, prj2, prj10 and prj11: 12, where the fixture would offer its own.
  const next = await nextFolderNumber(path.join(boot.content, "projects"))
  expect(next).toBe(12)
  const fixtureNext = await nextFolderNumber(path.join(FIXTURE, "projects"))
  expect(fixtureNext).not.toBe(next)
  await boot.session.open("#/collections/projetos/new")
  await expect(field(boot.session.page, "Número do projeto")).toHaveValue(String(next))
  // The fixture build's own editor offers the fixture's number.
  const built = await readFile(path.join("public", "admin", "config.yml"), "utf8")
  const projects = JSON.parse(built.slice(built.indexOf("\n") + 1)).collections[0]
  const offered = projects.fields.find((item: { name: string }) => item.name === "id").default
  expect(offered).toBe(fixtureNext)
})

test("labels its buttons in Brazilian Portuguese, in characters the font has", async () => {
  const { page } = boot.session
  await boot.session.open("#/collections/projetos")
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
