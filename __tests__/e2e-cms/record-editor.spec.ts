/**
 * The technical record through the editor: a maintainer adds a network length and a CAT to an
 * existing project. What the editor writes must be, byte for byte, the fixture's prj14
 * (edited-fixture.ts explains the pattern), so the main fixture build's /acervo/ holds it: the
 * last test reads that build's totals.
 */
import { readFile, writeFile, mkdir } from "node:fs/promises"
import path from "node:path"
import { test, expect } from "../e2e/fixtures"
import { jsonWhenWhole, smallJpeg } from "../helpers/cms-content"
import { bootEditor, chooseEntry, chooseOptions, field, publishNow } from "./editor-helpers"
import { fixtureFile, updateFixture } from "./edited-fixture"

/** The project the maintainer edits, and what they add to it. */
const EDITED = { id: 14, folder: "prj14" } as const
const NETWORK = { key: "redeAgua", label: "Rede de distribuição de água (km)", value: 4.6 }
const CAT = { engineer: "Rafael Souza Lima", numero: "1420170005512", crea: "CREA-MG" }

test.describe.configure({ mode: "serial" })

const boot = bootEditor({
  prepare: async (content: string) => {
    // The project as it was before the maintainer's edit: the fixture's, without what they add.
    const after = JSON.parse(
      await readFile(fixtureFile("projects", EDITED.folder, "project.json"), "utf8"),
    )
    const before = { ...after, quantidades: { ...after.quantidades } }
    delete before.quantidades[NETWORK.key]
    delete before.cats
    const folder = path.join(content, "projects", EDITED.folder)
    await mkdir(folder)
    await writeFile(path.join(folder, "project.json"), `${JSON.stringify(before, null, 2)}\n`)
    for (const name of ["capa-main.jpg", "pic1.jpg", "pic2.jpg"])
      await writeFile(path.join(folder, name), await smallJpeg("#5b8e7d"))
  },
})

test("adds a network length and a CAT to a project, written as the fixture's prj14", async () => {
  const { page } = boot.session
  const written = path.join(boot.content, "projects", EDITED.folder, "project.json")
  await boot.session.open("#/collections/projetos")
  await page.getByRole("link", { name: new RegExp(`^${EDITED.id} · `) }).click()
  // The group starts closed, as "Números do projeto" does.
  await page
    .getByLabel("object field")
    .filter({ hasText: "Quantitativos (opcional)" })
    .getByRole("button", { name: "Abrir" })
    .click()
  await field(page, `${NETWORK.label} (opcional)`).fill(String(NETWORK.value))
  await page.getByRole("button", { name: "Adicionar cat" }).click()
  await chooseEntry(page, "Engenheiro", CAT.engineer)
  await field(page, "Número da CAT").fill(CAT.numero)
  await chooseOptions(page, "CREA emissor", [CAT.crea])
  await publishNow(page)
  await expect.poll(async () => (await jsonWhenWhole(written))?.cats).toBeTruthy()
  const fixture = fixtureFile("projects", EDITED.folder, "project.json")
  await updateFixture(written, fixture)
  expect(await readFile(written, "utf8")).toBe(await readFile(fixture, "utf8"))
})

test("the main build's /acervo/ total includes what the editor added", async () => {
  const pageData = JSON.parse(
    await readFile(path.join(__dirname, "../../public/page-data/acervo/page-data.json"), "utf8"),
  )
  const { totals } = pageData.result.pageContext
  const section = totals.sections.find(
    (item: { category: string }) => item.category === "Loteamento",
  )
  const row = section.rows.find((item: { key: string }) => item.key === NETWORK.key)
  const edited = totals.projects.findIndex(
    ([, name]: [string, string]) => name === "Contagem, 2017",
  )
  expect(row.items).toContainEqual([edited, NETWORK.value])
})
