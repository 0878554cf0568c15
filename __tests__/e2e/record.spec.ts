/**
 * The technical record on the built fixture: a project page's quantities, period and CATs, and
 * /acervo/, whose totals a test recomputes here from the fixture's project.json files, filtered
 * by address, and printed as an A4 summary with the firm's identity.
 */
import { execFileSync } from "node:child_process"
import { readdirSync, readFileSync, writeFileSync } from "node:fs"
import path from "node:path"
import { test, expect, hydrated } from "./fixtures"
import { PROJECT_1 } from "./portfolio"
import { slugify } from "../../src/lib/slug"

const CONTENT = process.env.CONTENT_DIR ?? "__tests__/fixtures/content"

interface FixtureProject {
  title: string
  location: string
  categories: string[]
  quantidades?: Record<string, number>
  periodo?: { inicio: string; fim: string }
  cats?: { responsavel: string; numero: string; crea: string }[]
}

const read = <T>(...parts: string[]) =>
  JSON.parse(readFileSync(path.join(CONTENT, ...parts), "utf8")) as T
const projects = readdirSync(path.join(CONTENT, "projects")).map((folder) =>
  read<FixtureProject>("projects", folder, "project.json"),
)
const site = read<{ legalName: string; cnpj: string; crea: string }>("site.json")
const first = read<FixtureProject>("projects", "prj1", "project.json")

/** The sum of a quantity over a category's projects (some state's only), worked out here. */
function expectedTotal(category: string, key: string, state?: string) {
  const having = projects.filter(
    (project) =>
      project.categories.includes(category) &&
      typeof project.quantidades?.[key] === "number" &&
      (!state || project.location.endsWith(` - ${state}`)),
  )
  const total = having.reduce((sum, project) => sum + project.quantidades![key], 0)
  return { total: Math.round(total * 100) / 100, count: having.length }
}

const row = (page: import("@playwright/test").Page, category: string, key: string) =>
  page.getByRole("region", { name: category }).locator(`li[data-quantidade="${key}"]`)

test("a project page shows its quantities, its period and each engineer's CAT", async ({
  page,
}) => {
  await page.goto(PROJECT_1)
  const quantities = page.getByRole("region", { name: "Quantitativos" })
  // 38.4 km and 4000 m³ in the fixture: Brazilian number form, with the table's units.
  await expect(quantities).toContainText("Rede de distribuição de água38,4 km")
  await expect(quantities).toContainText("Volume de reservação4.000 m³")
  await expect(quantities).toContainText("Ligações prediais5.200 ligações")
  await expect(page.getByText("ago/2010 a jun/2012")).toBeVisible()
  const cat = first.cats![0]
  await expect(page.getByText(`CAT nº ${cat.numero} (${cat.crea})`)).toBeVisible()
  await expect(
    page.getByText("Atestado de capacidade técnica disponível mediante solicitação."),
  ).toBeVisible()
})

/** Every row of /acervo/ as drawn: category, quantity, total and its count line, in one read. */
function recordRows(page: import("@playwright/test").Page) {
  return page.getByRole("main").evaluate((main) =>
    [...main.querySelectorAll("section[aria-label] li[data-quantidade]")].map((item) => ({
      row: `${item.closest("section")!.getAttribute("aria-label")} ${item.getAttribute("data-quantidade")}`,
      total: item.getAttribute("data-total"),
      count: item.querySelector(":scope > details > summary")?.textContent,
    })),
  )
}

/**
 * One load of /acervo/: its totals, its printed summary, then a filter (after hydration) and the
 * filter's address in a fresh tab.
 */
test("/acervo/ sums every quantity of the fixture's projects, per category; prints as a clean A4 summary with the firm's identity; a filter narrows the totals, and its address restores it in a fresh tab", async ({
  page,
  context,
}, testInfo) => {
  await page.goto("/acervo/")
  const expected: { row: string; total: string; count: string }[] = []
  for (const category of new Set(projects.flatMap((project) => project.categories)))
    for (const key of new Set(
      projects.flatMap((project) => Object.keys(project.quantidades ?? {})),
    )) {
      const { total, count } = expectedTotal(category, key)
      if (count > 0)
        expected.push({
          row: `${category} ${key}`,
          total: String(total),
          count: count === 1 ? "em 1 projeto" : `em ${count} projetos`,
        })
    }
  expect(expected.length).toBeGreaterThan(10)
  // Every row expected and no other (a category without a quantity has no row for it).
  const byRow = (a: { row: string }, b: { row: string }) => a.row.localeCompare(b.row)
  expect((await recordRows(page)).sort(byRow)).toEqual(expected.sort(byRow))
  // "Rede coletora de esgoto: 227,7 km em 6 projetos; maior: 96 km (Lagoa Santa, 2014)".
  const esgoto = row(page, "Esgoto", "redeEsgoto")
  await expect(esgoto.getByRole("link", { name: "96 km (Lagoa Santa, 2014)" })).toHaveAttribute(
    "href",
    `/projetos/${slugify(read<FixtureProject>("projects", "prj2", "project.json").title)}/`,
  )

  const file = testInfo.outputPath("acervo.pdf")
  writeFileSync(file, await page.pdf({ preferCSSPageSize: true }))
  const pages = execFileSync("pdftotext", [file, "-"], { encoding: "utf8" })
    .split("\f")
    .map((text) => text.replace(/\s+/g, " "))
    .filter((text) => text.trim() !== "")
  const text = pages.join("\n")
  // The pages as pictures, to look at (test-results/…/acervo-1.png …).
  execFileSync("pdftoppm", ["-png", "-r", "60", file, testInfo.outputPath("acervo")])
  expect(pages.length).toBeLessThanOrEqual(2)
  for (const identity of [site.legalName, site.cnpj, site.crea, "Acervo técnico"])
    expect(pages[0]).toContain(identity)
  expect(text).toContain("Rede coletora de esgoto:")
  for (const chrome of ["Filtrar", "Imprimir / salvar em PDF", "Menu principal", "Pular para"])
    expect(text).not.toContain(chrome)

  await hydrated(page)
  await page
    .getByRole("navigation", { name: "Filtrar o acervo" })
    .getByRole("link", { name: "SC" })
    .click()
  await expect(page).toHaveURL(/\/acervo\/estado\/sc\/$/)
  const sc = expectedTotal("Drenagem", "galerias", "SC")
  const all = expectedTotal("Drenagem", "galerias")
  expect(sc.total).toBeLessThan(all.total)
  await expect(row(page, "Drenagem", "galerias")).toHaveAttribute("data-total", String(sc.total))
  await expect(row(page, "Esgoto", "ligacoes")).toHaveCount(0)

  const fresh = await context.newPage()
  await fresh.goto(page.url())
  await expect(row(fresh, "Drenagem", "galerias")).toHaveAttribute("data-total", String(sc.total))
  await expect(
    fresh.getByRole("navigation", { name: "Filtrar o acervo" }).getByRole("link", { name: "SC" }),
  ).toHaveAttribute("aria-current", "page")
})
