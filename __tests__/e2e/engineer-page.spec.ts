/**
 * Each engineer's page (/equipe/<id>/) on the built fixture: the CATs in their name with what
 * each certifies, the totals per service line and quantity, the spreadsheet (read with a real CSV
 * parser and summed), the Person JSON-LD with the CREA registration, the A4 print, the card on
 * /equipe/ that counts the CATs, and the page without JavaScript.
 */
import { execFileSync } from "node:child_process"
import { readdirSync, readFileSync, writeFileSync } from "node:fs"
import path from "node:path"
import { parse } from "csv-parse/sync"
import { test, expect } from "./fixtures"
import { jsonLdOf, one, servedDocument, textOf } from "./static-html"
import { QUANTITIES } from "../../src/lib/project-record"
import { projectSlug } from "../../src/lib/slug"

const CONTENT = process.env.CONTENT_DIR ?? "__tests__/fixtures/content"
const read = <T>(...parts: string[]) =>
  JSON.parse(readFileSync(path.join(CONTENT, ...parts), "utf8")) as T

interface FixtureCat {
  responsavel: string
  numero: string
  crea: string
  quantidades?: Record<string, number>
}
interface FixtureProject {
  title: string
  slug?: string
  location: string
  categories: string[]
  quantidades?: Record<string, number>
  responsaveis: string[]
  cats?: FixtureCat[]
}
interface FixtureMember {
  id: string
  name: string
  crea: string
}
const projects = readdirSync(path.join(CONTENT, "projects")).map((folder) =>
  read<FixtureProject>("projects", folder, "project.json"),
)
const team = readdirSync(path.join(CONTENT, "team"))
  .filter((name) => name.endsWith(".json"))
  .map((name) => read<FixtureMember>("team", name))
const catsOf = (id: string) =>
  projects.flatMap((project) =>
    (project.cats ?? []).filter((cat) => cat.responsavel === id).map((cat) => ({ project, cat })),
  )

const CARLOS = "carlos-menezes"
const LAGOA_CAT = "1420140007720"

test("Carlos Eduardo Menezes's page lists CAT 1420140007720 (Lagoa Santa, 96 km of rede coletora) among all his CATs, with the totals per service line", async ({
  page,
}) => {
  await page.goto(`/equipe/${CARLOS}/`)
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Carlos Eduardo Menezes")
  const rows = page.locator("tr[data-cat]")
  await expect(rows).toHaveCount(catsOf(CARLOS).length)
  const lagoa = page.locator(`tr[data-cat="${LAGOA_CAT}"]`)
  await expect(lagoa).toBeVisible()
  await expect(lagoa).toContainText("CREA-MG")
  await expect(lagoa).toContainText("Prefeitura Municipal de Lagoa Santa")
  await expect(lagoa).toContainText("fev/2013 a nov/2014")
  await expect(lagoa).toContainText("Rede coletora de esgoto: 96 km")
  await expect(lagoa.getByRole("link", { name: /Lagoa Santa/ })).toHaveAttribute(
    "href",
    "/projetos/sistema-de-esgotamento-sanitario-de-lagoa-santa/",
  )
  // His sewer network over every CAT of the Esgoto line, shown as /acervo/ shows a total.
  const esgoto = catsOf(CARLOS).filter(({ project }) => project.categories.includes("Esgoto"))
  const certified = esgoto.map(
    ({ project, cat }) => (cat.quantidades ?? project.quantidades)?.redeEsgoto ?? 0,
  )
  const sum = Math.round(certified.reduce((total, value) => total + value * 100, 0)) / 100
  expect(sum).toBeGreaterThan(96)
  const total = page
    .getByRole("region", { name: "Esgoto" })
    .locator("li[data-quantidade=redeEsgoto]")
  await expect(total).toHaveAttribute("data-total", String(sum))
  await expect(total).toContainText(`${new Intl.NumberFormat("pt-BR").format(sum)} km`)
  await expect(total).toContainText(`em ${esgoto.length} CATs`)
})

test("a CAT with its own quantities certifies only those: Vale dos Ipês splits its quantities between two engineers", async ({
  page,
}) => {
  const vale = projects.find((project) => project.cats?.every((cat) => cat.quantidades))!
  expect(vale.cats!.length).toBeGreaterThan(1)
  for (const cat of vale.cats!) {
    await page.goto(`/equipe/${cat.responsavel}/`)
    const row = page.locator(`tr[data-cat="${cat.numero}"]`)
    await expect(row).toContainText("(parte do projeto)")
    for (const spec of QUANTITIES) {
      const listed = `${spec.label}:`
      if (spec.key in cat.quantidades!) await expect(row).toContainText(listed)
      else await expect(row).not.toContainText(listed)
    }
  }
})

test("each engineer's spreadsheet, read with a CSV parser, adds up to the page's totals", async ({
  page,
  request,
}) => {
  for (const member of team) {
    await page.goto(`/equipe/${member.id}/`)
    const shown = await page
      .locator("section[aria-label] li[data-quantidade]")
      .evaluateAll((items) =>
        items.map((item) => [
          `${item.closest("section")!.getAttribute("aria-label")} · ${item.getAttribute("data-quantidade")}`,
          Number(item.getAttribute("data-total")),
        ]),
      )
    const response = await request.get(`/equipe/${member.id}/cats.csv`)
    expect(response.status(), member.id).toBe(200)
    const rows = parse(await response.text(), {
      bom: true,
      delimiter: ";",
      columns: true,
      record_delimiter: "\r\n",
    }) as Record<string, string>[]
    expect(rows.length === 0, member.id).toBe(shown.length === 0)
    const sums = new Map<string, number>()
    const keyOf = new Map(
      await page
        .locator("section[aria-label] li[data-quantidade]")
        .evaluateAll((items) =>
          items.map((item) => [
            item.querySelector("span")!.textContent!.replace(/: $/, ""),
            item.getAttribute("data-quantidade")!,
          ]),
        ),
    )
    for (const row of rows) {
      expect(row.CATs, member.id).toMatch(/^\S+ \(CREA-[A-Z]{2}\)$/)
      expect(row.Engenheiros, member.id).toBe(member.name)
      const key = `${row.Categoria} · ${keyOf.get(row.Quantidade)}`
      sums.set(key, (sums.get(key) ?? 0) + Number(row.Valor.replace(",", ".")))
    }
    expect(
      [...sums].map(([key, value]) => [key, Math.round(value * 100) / 100]).sort(),
      member.id,
    ).toEqual(shown.sort())
  }
})

test("an engineer without a CAT says so plainly, on their page and on their card", async ({
  page,
}) => {
  const none = team.filter((member) => catsOf(member.id).length === 0)
  expect(none.length).toBeGreaterThan(0)
  for (const member of none) {
    await page.goto(`/equipe/${member.id}/`)
    await expect(
      page.getByText(`${member.name} ainda não tem Certidão de Acervo Técnico (CAT) registrada`),
    ).toBeVisible()
    await expect(page.locator("tr[data-cat]")).toHaveCount(0)
  }
  await page.goto("/equipe/")
  for (const member of team) {
    const card = page.locator(`li[id="${member.id}"]`)
    const count = catsOf(member.id).length
    await expect(card).toContainText(
      count === 0
        ? "Nenhuma CAT registrada"
        : `${count} ${count === 1 ? "CAT" : "CATs"} no acervo técnico`,
    )
    await expect(card.getByRole("link", { name: member.name })).toHaveAttribute(
      "href",
      `/equipe/${member.id}/`,
    )
  }
})

test("every place that names an engineer links to their page: project pages and /acervo/", async ({
  request,
}) => {
  for (const project of projects) {
    const html = await servedDocument(request, `/projetos/${projectSlug(project)}/`)
    for (const id of project.responsaveis)
      expect(one(html, "main").querySelector(`a[href="/equipe/${id}/"]`), id).not.toBeNull()
  }
  const acervo = await servedDocument(request, "/acervo/")
  expect(acervo.querySelector(`a[href="/equipe/${CARLOS}/"]`)).not.toBeNull()
  expect(acervo.querySelector(`a[href^="/equipe/#"]`)).toBeNull()
})

test("the page's JSON-LD is a Person with the CREA registration, member of the firm", async ({
  request,
}) => {
  const carlos = team.find((member) => member.id === CARLOS)!
  const html = await servedDocument(request, `/equipe/${CARLOS}/`)
  const person = jsonLdOf(html).find((item) => item["@type"] === "Person")!
  expect(person).toMatchObject({
    name: carlos.name,
    identifier: { "@type": "PropertyValue", propertyID: "CREA", value: carlos.crea },
    memberOf: { "@id": expect.stringMatching(/\/#empresa$/) },
  })
  expect(person["@id"]).toMatch(new RegExp(`/equipe/${CARLOS}/$`))
  expect(textOf(one(html, "h1"))).toBe(carlos.name)
})

test("printed, the page is A4 with the firm's identity and every CAT, without the download link", async ({
  page,
}, testInfo) => {
  await page.goto(`/equipe/${CARLOS}/`)
  const file = testInfo.outputPath("engenheiro.pdf")
  writeFileSync(file, await page.pdf({ preferCSSPageSize: true }))
  execFileSync("pdftoppm", [
    "-png",
    "-r",
    "60",
    "-f",
    "1",
    "-l",
    "1",
    file,
    testInfo.outputPath("p"),
  ])
  expect(execFileSync("pdfinfo", [file], { encoding: "utf8" })).toMatch(
    /Page size: +\S+ x \S+ pts \(A4\)/,
  )
  const text = execFileSync("pdftotext", [file, "-"], { encoding: "utf8" }).replace(/\s+/g, " ")
  const site = read<{ legalName: string; cnpj: string }>("site.json")
  for (const expected of [
    site.legalName,
    site.cnpj,
    ...catsOf(CARLOS).map(({ cat }) => cat.numero),
  ])
    expect(text).toContain(expected)
  for (const hidden of ["Baixar planilha", "Imprimir / salvar em PDF"])
    expect(text).not.toContain(hidden)
})

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false })
  test("the page is whole: the CATs, the totals and the spreadsheet link", async ({ page }) => {
    await page.goto(`/equipe/${CARLOS}/`)
    await expect(page.locator(`tr[data-cat="${LAGOA_CAT}"]`)).toBeVisible()
    await expect(page.locator("li[data-quantidade]").first()).toBeVisible()
    await expect(page.getByRole("link", { name: "Baixar planilha (CSV)" })).toHaveAttribute(
      "href",
      `/equipe/${CARLOS}/cats.csv`,
    )
  })
})
