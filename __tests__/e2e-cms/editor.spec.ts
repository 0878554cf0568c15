/**
 * The content editor end to end: decap-server and the built /admin/ on a temporary copy of the
 * content, driven in Chromium; then the files written and the content check. The new project and
 * engineer the editor writes must be, byte for byte (photos: pixel for pixel), the fixture's
 * projects/prj19 and team/marcos-teixeira, and so must prj2 once marked as featured; the main
 * fixture build builds them:
 * edited-project.spec.ts checks that build shows them. One file, run in order on one page:
 * decap-server listens on a fixed port, and each test reads what the ones before it saved.
 */
import { existsSync } from "node:fs"
import { readFile, writeFile } from "node:fs/promises"
import path from "node:path"
import { execFile } from "node:child_process"
import { promisify } from "node:util"
import { test, expect } from "../e2e/fixtures"
import { jsonWhenWhole, readJsonFile } from "../helpers/cms-content"
import { exifRotatedJpeg } from "../helpers/exif-photos"
import {
  bootEditor,
  chooseEntry,
  chooseOptions,
  docsScreenshot,
  field,
  publishNow,
  uploadImage,
} from "./editor-helpers"
import {
  EDITED_PHOTO,
  FEATURED_PROJECT,
  NEW_MEMBER,
  NEW_PROJECT,
  NEW_TITLE,
  fixtureFile,
  pictureLike,
  updateFixture,
} from "./edited-fixture"

const REPO = path.join(__dirname, "../..")

test.describe.configure({ mode: "serial" })

const photos: Record<string, string> = {}

const boot = bootEditor({
  prepare: async (content: string) => {
    // Portraits stored sideways or upside down, as phones do (EXIF Orientation 6, 8 and 3), each
    // with a mark of its own: upright again after the editor's processing, they still differ.
    for (const [name, tag, mark] of [
      ["fachada-eta.jpg", 6, "#c0392b"],
      ["obra-1.jpg", 8, "#27ae60"],
      ["obra-2.jpg", 3, "#f1c40f"],
    ] as const) {
      photos[name] = path.join(path.dirname(content), name)
      await writeFile(photos[name], await exifRotatedJpeg(tag, { mark, size: EDITED_PHOTO }))
    }
  },
})

const project = (folder: string) => path.join(boot.content, "projects", folder)
/** A file's text, or null while the editor has not written it. */
const textOf = (file: string) => readFile(file, "utf8").catch(() => null)

test("adds an engineer to the team", async () => {
  const { page } = boot.session
  const written = path.join(boot.content, "team", `${NEW_MEMBER.id}.json`)
  expect(existsSync(written), "the copy starts without the engineer").toBe(false)
  await boot.session.open("#/collections/equipe/new")
  await field(page, "Identificador").fill(NEW_MEMBER.id)
  await field(page, "Nome").fill(NEW_MEMBER.name)
  await field(page, "Título profissional").fill(NEW_MEMBER.title)
  await field(page, "Registro no CREA").fill(NEW_MEMBER.crea)
  const specialties = page
    .locator('[aria-label="list field"]')
    .filter({ hasText: "Especialidades" })
  for (const specialty of ["Tratamento de esgoto", "Estações elevatórias"]) {
    await page.getByRole("button", { name: "Adicionar especialidade" }).click()
    await specialties.locator('input[type="text"]').last().fill(specialty)
  }
  await expect(specialties.locator('input[type="text"]')).toHaveCount(2)
  await field(page, "Minicurrículo").fill("Projeta estações de tratamento de esgoto desde 2010.")
  await docsScreenshot(page, "editor-equipe.png")
  await publishNow(page)
  // Exactly the fixture's file, which the main build shows on /equipe/.
  await updateFixture(written, fixtureFile("team", `${NEW_MEMBER.id}.json`))
  const expected = await readFile(fixtureFile("team", `${NEW_MEMBER.id}.json`), "utf8")
  await expect.poll(() => textOf(written)).toBe(expected)
  expect(await readJsonFile(written)).toMatchObject({
    ...NEW_MEMBER,
    specialties: ["Tratamento de esgoto", "Estações elevatórias"],
  })
})

test("creates a project with a cover and two gallery photos", async () => {
  const { page } = boot.session
  expect(existsSync(project(NEW_PROJECT.folder)), "the copy starts without the project").toBe(false)
  await page.setViewportSize({ width: 1280, height: 900 })
  await boot.session.open("#/collections/projetos")
  await expect(page.getByRole("link", { name: /^\d+ · / })).toHaveCount(2)
  await docsScreenshot(page, "editor-projetos.png")
  await page.getByRole("link", { name: "Novo projeto" }).click()
  await field(page, "Número do projeto").fill(String(NEW_PROJECT.id))
  await field(page, "Título").fill(NEW_TITLE)
  await field(page, "Descrição").fill(
    "Projeto executivo da ETE.\n- Reator UASB\n- Filtro biológico",
  )
  await field(page, "Contratante").fill("SAAE de Sabará")
  await field(page, "Localização").fill("Sabará - MG")
  await field(page, "Ano").fill("2021")
  await chooseOptions(page, "Escopo", ["Projeto executivo"])
  await chooseOptions(page, "Categorias", ["Esgoto"])
  await chooseEntry(page, "Responsáveis técnicos", NEW_MEMBER.name)
  await uploadImage(page, 0, photos["fachada-eta.jpg"])
  for (const [i, name] of ["obra-1.jpg", "obra-2.jpg"].entries()) {
    await page.getByRole("button", { name: "Adicionar foto" }).click()
    await uploadImage(page, i + 1, photos[name])
  }
  await docsScreenshot(page, "editor-novo-projeto.png", { fullPage: true })
  await publishNow(page)
  // The JSON byte for byte: the main build reads this very text.
  const folder = project(NEW_PROJECT.folder)
  const fixture = (name: string) => fixtureFile("projects", NEW_PROJECT.folder, name)
  for (const name of ["project.json", ...Object.keys(photos)]) {
    await updateFixture(path.join(folder, name), fixture(name))
  }
  const expected = await readFile(fixture("project.json"), "utf8")
  await expect.poll(() => textOf(path.join(folder, "project.json"))).toBe(expected)
  expect(JSON.parse(expected)).toMatchObject({
    id: NEW_PROJECT.id,
    title: NEW_TITLE,
    contratante: "SAAE de Sabará",
    location: "Sabará - MG",
    year: "2021",
    escopo: "Projeto executivo",
    categories: ["Esgoto"],
    responsaveis: [NEW_MEMBER.id],
    cover: "fachada-eta.jpg",
    pictures: ["obra-1.jpg", "obra-2.jpg"],
  })
  // Each photo upright, without its EXIF, the fixture's picture pixel for pixel (JPEG aside).
  for (const name of Object.keys(photos)) {
    await expect
      .poll(() => pictureLike(path.join(folder, name), fixture(name)))
      .toEqual({ format: "jpeg", ...EDITED_PHOTO, exif: false, sameAsFixture: true })
  }
  await page.setViewportSize({ width: 1280, height: 800 })
})

test("edits an existing project's title", async () => {
  const { page } = boot.session
  const before = await readJsonFile(path.join(project("prj1"), "project.json"))
  await boot.session.open("#/collections/projetos")
  await page.getByRole("link", { name: /^1 · / }).click()
  await field(page, "Título").fill("Abastecimento de Água de Itabira (ampliação)")
  await publishNow(page)
  await expect
    .poll(async () => (await jsonWhenWhole(path.join(project("prj1"), "project.json")))?.title)
    .toBe("Abastecimento de Água de Itabira (ampliação)")
  const after = await readJsonFile(path.join(project("prj1"), "project.json"))
  expect({ ...after, title: before.title }).toMatchObject(before)
})

test("marks an existing project as featured in the portfolio", async () => {
  const { page } = boot.session
  const { id, folder } = FEATURED_PROJECT
  const written = path.join(project(folder), "project.json")
  expect((await readJsonFile(written)).destaque, "the copy starts without the mark").toBe(undefined)
  await boot.session.open("#/collections/projetos")
  await page.getByRole("link", { name: new RegExp(`^${id} · `) }).click()
  const mark = page.getByRole("switch", { name: "Destaque no portfólio" })
  await expect(mark).toHaveAttribute("aria-checked", "false")
  await mark.click()
  await expect(mark).toHaveAttribute("aria-checked", "true")
  if (process.env.DOCS_SCREENSHOTS) {
    // The guide's picture without the earlier saves' notices, the switch at rest.
    await expect(page.getByText(/^Salvo$/)).toHaveCount(0, { timeout: 15_000 })
    await docsScreenshot(page, "editor-destaque.png", { animations: "disabled" })
  }
  await publishNow(page)
  // Byte for byte the fixture's prj2, which the main build lists first (edited-project.spec.ts).
  await expect.poll(async () => (await jsonWhenWhole(written))?.destaque).toBe(true)
  const fixture = fixtureFile("projects", folder, "project.json")
  await updateFixture(written, fixture)
  const expected = await readFile(fixture, "utf8")
  await expect.poll(() => textOf(written)).toBe(expected)
  expect(JSON.parse(expected)).toMatchObject({ id, destaque: true })
})

test("edits the firm's phone in Dados da empresa", async () => {
  const { page } = boot.session
  await boot.session.open("#/collections/projetos")
  await page.getByRole("link", { name: "Dados da empresa" }).first().click()
  // The collection's one file, once its list has drawn: the sidebar link has the same name, and
  // clicking "the last link of that name" before the list is drawn clicked the sidebar again.
  await page.locator('a[href="#/collections/empresa/entries/site"]').click()
  await field(page, "Telefone").fill("(31) 3555-0199")
  await docsScreenshot(page, "editor-empresa.png")
  await publishNow(page)
  await expect
    .poll(async () => (await jsonWhenWhole(path.join(boot.content, "site.json")))?.phone)
    .toBe("(31) 3555-0199")
})

test("the content check accepts what the editor wrote", async () => {
  // On a failure, the check's own report is the assertion's message.
  const { stdout } = await promisify(execFile)(
    "npm",
    ["run", "check:content", "--", boot.content],
    {
      cwd: REPO,
    },
  ).catch((error: { stdout?: string; stderr?: string }) => ({
    stdout: `${error.stdout ?? ""}${error.stderr ?? ""}`,
  }))
  expect(stdout).toMatch(/Conteúdo verificado: 3 projetos, 9 fotos, 0 erros, 0 avisos\./)
})

test("refuses a five-digit year and a location without a state, in Portuguese", async () => {
  const { page } = boot.session
  // Decap rejects the save with an empty reason after showing the errors.
  boot.session.allow(/^pageerror: undefined$/)
  await boot.session.open("#/collections/projetos/new")
  await field(page, "Número do projeto").fill("4")
  await field(page, "Título").fill("Projeto com erros")
  await field(page, "Descrição").fill("Texto.")
  await field(page, "Localização").fill("Itabira")
  await field(page, "Ano").fill("20199")
  await chooseOptions(page, "Categorias", ["Drenagem"])
  await publishNow(page, { refused: true })
  await expect(
    page.getByText(/Escreva a cidade, um traço e a sigla do estado: "Cidade - UF"/),
  ).toBeVisible()
  await expect(page.getByText(/Escreva o ano com quatro dígitos, de 2000 até \d{4}/)).toBeVisible()
  await docsScreenshot(page, "editor-erros.png")
  expect(existsSync(project("prj4"))).toBe(false)
})
