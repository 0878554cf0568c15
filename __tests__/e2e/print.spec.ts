/**
 * Printing, as a buyer keeps a page for a bid file: Chromium prints the page to an A4 PDF, which
 * poppler-utils reads back (pdftotext for each page's text, pdfimages for its pictures). The
 * printed page is the project and the firm's identity, with none of the site's chrome.
 */
import { execFileSync } from "node:child_process"
import { readFileSync, writeFileSync } from "node:fs"
import path from "node:path"
import type { Page } from "@playwright/test"
import { test, expect, hydrated } from "./fixtures"
import { PROJECT_1, portfolioTitles } from "./portfolio"
import { one, servedDocument, textOf } from "./static-html"
import { readdirSync } from "node:fs"

const CONTENT = process.env.CONTENT_DIR ?? "__tests__/fixtures/content"
const site = JSON.parse(readFileSync(path.join(CONTENT, "site.json"), "utf8")) as {
  legalName: string
  cnpj: string
  crea: string
  phone: string
  email: string
}
const first = JSON.parse(
  readFileSync(path.join(CONTENT, "projects/prj1/project.json"), "utf8"),
) as { title: string; contratante: string; escopo: string }

/** What the site shows around the content, which a printed page must not carry. */
const CHROME = [
  "Pular para o conteúdo",
  "Menu principal",
  "Links rápidos",
  "Todos os projetos",
  "Solicite um orçamento",
  "Precisa de um projeto como este?",
  "Próximo projeto",
  "Projeto anterior",
  "Política de Privacidade",
]

interface PrintedPage {
  text: string
  images: number
}

/** Prints the page as Chromium does (print media, the page's own @page size) and reads it back. */
async function print(page: Page, file: string): Promise<PrintedPage[]> {
  writeFileSync(file, await page.pdf({ preferCSSPageSize: true }))
  // Reading order, each page's white space folded: a name wrapped onto two lines still matches.
  const texts = execFileSync("pdftotext", [file, "-"], { encoding: "utf8" })
    .split("\f")
    .map((text) => text.replace(/\s+/g, " "))
  if (texts[texts.length - 1].trim() === "") texts.pop()
  const images = execFileSync("pdfimages", ["-list", file], { encoding: "utf8" })
    .split("\n")
    .slice(2)
    .map((line) => line.trim().split(/\s+/))
    // A picture's transparency mask is listed as a picture of its own ("smask").
    .filter(([pageNumber, , type]) => Number(pageNumber) > 0 && type === "image")
    .map(([pageNumber]) => Number(pageNumber))
  return texts.map((text, i) => ({
    text,
    images: images.filter((pageNumber) => pageNumber === i + 1).length,
  }))
}

/** Each picture of the page scrolled into view once, so lazy ones are fetched before printing. */
async function loadEveryPicture(page: Page): Promise<number> {
  const pictures = page.getByRole("main").locator("img")
  const count = await pictures.count()
  for (let i = 0; i < count; i++) await pictures.nth(i).scrollIntoViewIfNeeded()
  await expect
    .poll(() =>
      pictures.evaluateAll((images) =>
        images.every((image) => (image as HTMLImageElement).complete),
      ),
    )
    .toBe(true)
  return count
}

test("a printed project page is the project and the firm's identity on clean A4 pages", async ({
  page,
}, testInfo) => {
  await page.goto(PROJECT_1)
  const pictures = await loadEveryPicture(page)
  const pages = await print(page, testInfo.outputPath("projeto.pdf"))
  const text = pages.map((printed) => printed.text).join("\n")

  // A sane length for a title, facts, a description and 11 pictures; no page left empty.
  expect(pages.length).toBeGreaterThanOrEqual(2)
  expect(pages.length).toBeLessThanOrEqual(pictures)
  for (const printed of pages)
    expect(printed.text.trim().length + printed.images).toBeGreaterThan(0)
  // Every picture printed, none cut in two (a cut picture would be drawn twice), and the logo.
  expect(pages.reduce((sum, printed) => sum + printed.images, 0)).toBe(pictures + 1)

  for (const fact of [
    first.title.split(" ").slice(0, 3).join(" "),
    first.contratante,
    first.escopo,
  ])
    expect(text).toContain(fact)
  // It ends with the firm's identity and contacts, so the printed page stands alone.
  const last = pages[pages.length - 1].text
  for (const identity of [site.legalName, site.cnpj, site.crea, site.phone, site.email])
    expect(last).toContain(identity)
  for (const chrome of CHROME) expect(text).not.toContain(chrome)
})

test("the printed home page carries no menu, button or form chrome either", async ({
  page,
}, testInfo) => {
  await page.goto("/")
  const pages = await print(page, testInfo.outputPath("inicio.pdf"))
  const text = pages.map((printed) => printed.text).join("\n")
  for (const printed of pages)
    expect(printed.text.trim().length + printed.images).toBeGreaterThan(0)
  expect(text).toContain(site.cnpj)
  for (const chrome of ["Pular para o conteúdo", "Links rápidos"])
    expect(text).not.toContain(chrome)
})

const projects = readdirSync(path.join(CONTENT, "projects")).map(
  (folder) =>
    JSON.parse(readFileSync(path.join(CONTENT, "projects", folder, "project.json"), "utf8")) as {
      title: string
      categories: string[]
      contratante: string
      location: string
    },
)

test.describe("the printable portfolio", () => {
  test("lists a category's projects from its listing, as a clean A4 dossier with the firm first", async ({
    page,
  }, testInfo) => {
    const esgoto = projects.filter((project) => project.categories.includes("Esgoto"))
    await page.goto("/projetos/categoria/esgoto/")
    await page.getByRole("link", { name: /^Imprimir ou salvar em PDF/ }).click()
    await expect(page).toHaveURL(/\/projetos\/imprimir\/\?categoria=esgoto$/)
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(
      "Portfólio de projetos — Projetos de Esgoto",
    )
    const listed = page.getByRole("main").getByRole("heading", { level: 2 })
    await expect(listed).toHaveCount(esgoto.length)
    await expect(page.getByRole("button", { name: "Imprimir / salvar em PDF" })).toBeVisible()

    const pictures = await loadEveryPicture(page)
    expect(pictures).toBe(esgoto.length)
    const pages = await print(page, testInfo.outputPath("portfolio.pdf"))
    const text = pages.map((printed) => printed.text).join("\n")
    // Compact: several projects a page; no page left empty; every picture whole, and the logo.
    expect(pages.length).toBeLessThanOrEqual(Math.ceil(esgoto.length / 2) + 1)
    for (const printed of pages)
      expect(printed.text.trim().length + printed.images).toBeGreaterThan(0)
    expect(pages.reduce((sum, printed) => sum + printed.images, 0)).toBe(esgoto.length + 1)
    for (const identity of [site.legalName, site.cnpj, site.crea])
      expect(pages[0].text).toContain(identity)
    for (const project of esgoto) expect(text).toContain(project.contratante)
    for (const chrome of [...CHROME, "Voltar ao portfólio", "Imprimir / salvar em PDF"])
      expect(text).not.toContain(chrome)
  })

  test("keeps the listing's search and category, with the firm first; without them it lists all", async ({
    page,
  }) => {
    const chosen = projects.filter(
      (project) => project.categories.includes("Esgoto") && project.location.endsWith("- MG"),
    )
    expect(chosen.length).toBeGreaterThan(0)
    await page.goto("/projetos/categoria/esgoto/")
    await hydrated(page)
    await page.getByRole("searchbox", { name: "Buscar projetos" }).fill("minas gerais")
    const link = page.getByRole("link", { name: /^Imprimir ou salvar em PDF/ })
    await expect(link).toContainText(
      chosen.length === 1 ? "o projeto" : `os ${chosen.length} projetos`,
    )
    await link.click()
    await expect(page).toHaveURL(/\/projetos\/imprimir\/\?categoria=esgoto&busca=minas\+gerais$/)
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(
      "Portfólio de projetos — Projetos de Esgoto, busca “minas gerais”",
    )
    const listed = page.getByRole("main").getByRole("heading", { level: 2 })
    // In the listing's order: the projects marked "destaque" first.
    await expect(listed).toHaveText(
      portfolioTitles((project) => chosen.some((one) => one.title === project.title)),
    )
    await expect(page.getByRole("main").getByText(site.cnpj, { exact: true })).toBeVisible()

    await page.goto("/projetos/imprimir/")
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(
      "Portfólio de projetos — Todos os projetos",
    )
    await expect(listed).toHaveText(portfolioTitles())
  })

  // Without JavaScript the page is the HTML as served: every project, each reachable.
  test("without JavaScript it lists every project, each reachable", async ({ request }) => {
    const main = one(await servedDocument(request, "/projetos/imprimir/?categoria=esgoto"), "main")
    const listed = [...main.querySelectorAll("h2")].map((heading) => textOf(heading).trim())
    expect(listed).toHaveLength(projects.length)
    expect(listed.sort()).toEqual(projects.map((project) => project.title).sort())
  })
})
