/**
 * The content editor end to end: decap-server and the built /admin/ on a temporary copy of the
 * content, driven in Chromium; then the files written, the content check, and a build of the
 * copy showing the new project with its photos. One file, run in order: decap-server listens on
 * a fixed port, and each test reads what the ones before it saved.
 */
import { existsSync } from "node:fs"
import { rm, stat, writeFile } from "node:fs/promises"
import path from "node:path"
import { execFile } from "node:child_process"
import { promisify } from "node:util"
import { test, expect } from "../e2e/fixtures"
import { startLocalEditor, type LocalEditor } from "../../scripts/lib/cms/local-editor"
import { createStaticServer } from "../../scripts/lib/static-server"
import { smallContentCopy, readJsonFile } from "../helpers/cms-content"
import { exifRotatedJpeg, largePhoto, PORTRAIT } from "../helpers/exif-photos"
import { buildSiteCopy } from "../helpers/site-copy"
import { chooseEntry, chooseOptions, field, logIn, publishNow, uploadImage } from "./editor-helpers"
import { builtProjects, cardImage, imageData, largestOutput, widestOutput } from "./built-copy"
import { inspectWholePortrait } from "./whole-portrait"

const REPO = path.join(__dirname, "../..")
/**
 * The editor's screenshots illustrate docs/CONTEUDO.md. A test run writes them under
 * test-results/ so it leaves the working tree clean; `npm run docs:screenshots` refreshes the
 * committed ones in docs/img.
 */
const SCREENSHOTS = process.env.DOCS_SCREENSHOTS
  ? path.join(REPO, "docs/img")
  : path.join(REPO, "test-results/editor-screenshots")
const NEW_TITLE = "Estação de Tratamento de Esgoto de Sabará"
/** The engineer the maintainer adds to the team, then names as the new project's responsible. */
const NEW_MEMBER = {
  id: "marcos-teixeira",
  name: "Marcos Vinícius Teixeira",
  title: "Engenheiro civil e sanitarista",
  crea: "CREA-MG 231145/D",
}
/** The page the editor's new project gets, from its title. */
const NEW_PAGE = "/projetos/estacao-de-tratamento-de-esgoto-de-sabara/"

let content: string
let editor: LocalEditor
const photos: Record<string, string> = {}

test.describe.configure({ mode: "serial" })

test.beforeAll(async () => {
  content = await smallContentCopy()
  editor = await startLocalEditor({ contentDir: content, publicDir: "public", sitePort: 0 })
  // Portraits stored sideways or upside down, as phones do (EXIF Orientation 6, 8 and 3), each
  // with a mark of its own: upright again after the editor's processing, they still differ.
  for (const [name, tag, mark] of [
    ["fachada-eta.jpg", 6, "#c0392b"],
    ["obra-1.jpg", 8, "#27ae60"],
    ["obra-2.jpg", 3, "#f1c40f"],
  ] as const) {
    photos[name] = path.join(path.dirname(content), name)
    await writeFile(photos[name], await exifRotatedJpeg(tag, { mark }))
  }
})

test.afterAll(async () => {
  await editor?.close()
  if (content) await rm(path.dirname(content), { recursive: true, force: true })
})

const project = (folder: string) => path.join(content, "projects", folder)

test("adds an engineer to the team", async ({ page }) => {
  await logIn(page, editor.editorUrl)
  await page.goto(`${editor.editorUrl}#/collections/equipe/new`)
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
  await field(page, "Minicurrículo").fill("Projeta estações de tratamento de esgoto desde 2010.")
  await page.screenshot({ path: path.join(SCREENSHOTS, "editor-equipe.png") })
  await publishNow(page)
  await expect
    .poll(() => readJsonFile(path.join(content, "team", `${NEW_MEMBER.id}.json`)).catch(() => null))
    .toMatchObject({
      ...NEW_MEMBER,
      specialties: ["Tratamento de esgoto", "Estações elevatórias"],
    })
})

test("creates a project with a cover and two gallery photos", async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 })
  await logIn(page, editor.editorUrl)
  await page.screenshot({ path: path.join(SCREENSHOTS, "editor-projetos.png") })
  await page.getByRole("link", { name: "Novo projeto" }).click()
  await field(page, "Número do projeto").fill("3")
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
  await page.screenshot({ path: path.join(SCREENSHOTS, "editor-novo-projeto.png"), fullPage: true })
  await publishNow(page)
  await expect
    .poll(() => readJsonFile(path.join(project("prj3"), "project.json")).catch(() => null))
    .toMatchObject({
      id: 3,
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
  for (const name of Object.keys(photos)) {
    expect((await stat(path.join(project("prj3"), name))).size).toBeGreaterThan(1000)
  }
})

test("edits an existing project's title", async ({ page }) => {
  const before = await readJsonFile(path.join(project("prj1"), "project.json"))
  await logIn(page, editor.editorUrl)
  await page.getByRole("link", { name: /^1 · / }).click()
  await field(page, "Título").fill("Abastecimento de Água de Itabira (ampliação)")
  await publishNow(page)
  await expect
    .poll(async () => (await readJsonFile(path.join(project("prj1"), "project.json"))).title)
    .toBe("Abastecimento de Água de Itabira (ampliação)")
  const after = await readJsonFile(path.join(project("prj1"), "project.json"))
  expect({ ...after, title: before.title }).toMatchObject(before)
})

test("edits the firm's phone in Dados da empresa", async ({ page }) => {
  await logIn(page, editor.editorUrl)
  await page.getByRole("link", { name: "Dados da empresa" }).first().click()
  // The collection's one file, once its list has drawn: the sidebar link has the same name, and
  // clicking "the last link of that name" before the list is drawn clicked the sidebar again.
  await page.locator('a[href="#/collections/empresa/entries/site"]').click()
  await field(page, "Telefone").fill("(31) 3555-0199")
  await page.screenshot({ path: path.join(SCREENSHOTS, "editor-empresa.png") })
  await publishNow(page)
  await expect
    .poll(async () => (await readJsonFile(path.join(content, "site.json"))).phone)
    .toBe("(31) 3555-0199")
})

test("the content check accepts what the editor wrote", async () => {
  const { stdout } = await promisify(execFile)("npm", ["run", "check:content", "--", content], {
    cwd: REPO,
  })
  expect(stdout).toMatch(/Conteúdo verificado: 3 projetos, 9 fotos, 0 erros, 0 avisos\./)
})

test("a build of the edited copy shows the new project with its photos upright", async ({
  page,
}) => {
  test.setTimeout(400_000)
  // A 48-megapixel photo in the folder way: as a gallery photo, its widest output must stay
  // 960 px (the site's own width for photos other than the cover).
  await writeFile(path.join(project("prj2"), "pic3.jpg"), await largePhoto())
  const publicDir = await buildSiteCopy(content)
  const site = await createStaticServer({ root: publicDir, port: 0, host: "127.0.0.1" })
  try {
    const { addresses, project: projectData } = await builtProjects(publicDir)
    expect(addresses[3]).toBe(NEW_PAGE)
    const created = await projectData(3)
    expect(created.title).toBe(NEW_TITLE)
    expect(created.gallery.map((file) => file.base)).toEqual(["obra-1.jpg", "obra-2.jpg"])
    // Whole portraits at their real aspect ratio, in the dialog's slides and gallery.
    const portrait = PORTRAIT.height / PORTRAIT.width
    for (const image of [created.slideCover, ...created.gallery].map(imageData)) {
      expect(image.height / image.width).toBeCloseTo(portrait, 2)
      const largest = await largestOutput(publicDir, image)
      expect(largest.height / largest.width).toBeCloseTo(portrait, 2)
    }
    // The portrait cover whole in the card: letterboxed into the 3:2 frame, not cut to it.
    const cover = await cardImage(publicDir, 3)
    expect(cover.width / cover.height).toBeCloseTo(1.5, 2)
    expect(await inspectWholePortrait(publicDir, widestOutput(cover))).toMatchObject({
      bandAtTop: true,
      letterboxedSides: true,
    })
    const large = imageData((await projectData(2)).gallery[2])
    expect((await largestOutput(publicDir, large)).width).toBe(960)

    await page.goto(`${site.url}/projetos/`)
    const card = page.getByRole("article").filter({ hasText: NEW_TITLE })
    await card.getByRole("link", { name: /^Ver Detalhes/ }).click()
    const dialog = page.getByRole("dialog")
    await expect(dialog).toContainText(NEW_TITLE)
    await expect(dialog.getByText(/\/ 3$/)).toBeVisible()
    await page.screenshot({ path: path.join(SCREENSHOTS, "site-novo-projeto.png") })
    await expect(page).toHaveURL(new RegExp(`${NEW_PAGE}$`))
    // The project's own page, loaded directly: its title and its three photos.
    await page.goto(`${site.url}${NEW_PAGE}`)
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(NEW_TITLE)
    // Its client and its responsible engineer, who is on /equipe/ with their CREA.
    await expect(page.getByRole("main")).toContainText("SAAE de Sabará")
    await page.getByRole("main").getByRole("link", { name: NEW_MEMBER.name }).click()
    await expect(page).toHaveURL(new RegExp(`/equipe/#${NEW_MEMBER.id}$`))
    await expect(page.locator(`li#${NEW_MEMBER.id}`)).toContainText(NEW_MEMBER.crea)
    await page.goto(`${site.url}${NEW_PAGE}`)
    // Its link preview: the whole portrait cover in 1200 × 630.
    const preview = await page.locator('meta[property="og:image"]').getAttribute("content")
    expect(await inspectWholePortrait(publicDir, preview ?? "")).toEqual({
      width: 1200,
      height: 630,
      bandAtTop: true,
      letterboxedSides: true,
    })
    await expect(
      page.getByRole("main").getByRole("img", { name: /: imagem \d de 3$/ }),
    ).toHaveCount(3)
  } finally {
    await site.close()
    await rm(path.dirname(publicDir), { recursive: true, force: true })
  }
})

test("refuses a five-digit year and a location without a state, in Portuguese", async ({
  page,
  browserLog,
}) => {
  // Decap rejects the save with an empty reason after showing the errors.
  browserLog.allow(/^pageerror: undefined$/)
  await logIn(page, editor.editorUrl)
  await page.goto(`${editor.editorUrl}#/collections/projetos/new`)
  await field(page, "Número do projeto").fill("4")
  await field(page, "Título").fill("Projeto com erros")
  await field(page, "Descrição").fill("Texto.")
  await field(page, "Localização").fill("Itabira")
  await field(page, "Ano").fill("20199")
  await chooseOptions(page, "Categorias", ["Drenagem"])
  await publishNow(page)
  await expect(
    page.getByText(/Escreva a cidade, um traço e a sigla do estado: "Cidade - UF"/),
  ).toBeVisible()
  await expect(page.getByText(/Escreva o ano com quatro dígitos, de 2000 até \d{4}/)).toBeVisible()
  await page.screenshot({ path: path.join(SCREENSHOTS, "editor-erros.png") })
  expect(existsSync(project("prj4"))).toBe(false)
})
