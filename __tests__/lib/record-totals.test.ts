/** @jest-environment node */
import { readdirSync, readFileSync } from "node:fs"
import path from "node:path"
import { SPEC_CATEGORIES } from "../helpers/spec"
import { clientType } from "../../src/lib/client-type"
import {
  filterLabel,
  periodOf,
  recordFilters,
  recordPath,
  recordTotals,
  type RecordProject,
} from "../../src/lib/record-totals"

const PROJECTS = path.join(__dirname, "../fixtures/content/projects")

/** The fixture's projects as the build hands them to the totals (read straight from the files). */
function fixtureProjects(): RecordProject[] {
  return readdirSync(PROJECTS).map((folder) => {
    const json = JSON.parse(readFileSync(path.join(PROJECTS, folder, "project.json"), "utf8"))
    const [city, state] = json.location.split(" - ")
    return {
      path: `/projetos/${folder}/`,
      title: json.title,
      city,
      state,
      year: json.year,
      categories: json.categories,
      contratante: json.contratante,
      escopo: json.escopo,
      quantities: json.quantidades ?? null,
      period: null,
      cats: (json.cats ?? []).map((cat: { responsavel: string; numero: string; crea: string }) => ({
        numero: cat.numero,
        crea: cat.crea,
        engineerId: cat.responsavel,
        engineer: `Eng. ${cat.responsavel}`,
      })),
    }
  })
}

const row = (projects: RecordProject[], category: string, key: string, filter = undefined) =>
  recordTotals(projects, SPEC_CATEGORIES, filter)
    .sections.find((section) => section.category === category)
    ?.rows.find((item) => item.key === key)

describe("recordTotals", () => {
  it("sums a quantity over a category's projects, counts them and names the largest", () => {
    const projects = fixtureProjects()
    const esgoto = projects.filter(
      (project) => project.categories.includes("Esgoto") && project.quantities?.redeEsgoto,
    )
    const sum = esgoto.reduce((total, project) => total + project.quantities!.redeEsgoto!, 0)
    const totals = recordTotals(projects, SPEC_CATEGORIES)
    const found = row(projects, "Esgoto", "redeEsgoto")!
    expect(found.total).toBeCloseTo(sum, 6)
    expect(found.items).toHaveLength(esgoto.length)
    const [largest, value] = found.items[0]
    expect(value).toBe(Math.max(...esgoto.map((project) => project.quantities!.redeEsgoto!)))
    expect(totals.projects[largest][1]).toBe("Lagoa Santa, 2014")
  })

  it("moves when a project's quantity changes", () => {
    const projects = fixtureProjects()
    const before = row(projects, "Esgoto", "redeEsgoto")!.total
    const changed = projects.map((project) =>
      project.path === "/projetos/prj2/"
        ? { ...project, quantities: { ...project.quantities, redeEsgoto: 196 } }
        : project,
    )
    expect(row(changed, "Esgoto", "redeEsgoto")!.total).toBeCloseTo(before + 100, 6)
  })

  it("names each row's CATs with their engineer, once per engineer, and none where there is none", () => {
    const projects = fixtureProjects()
    const totals = recordTotals(projects, SPEC_CATEGORIES)
    const byPath = new Map(totals.projects.map((project) => [project[0], project]))
    const novaLima = byPath.get("/projetos/prj4/")!
    expect(
      novaLima[2].map(([numero, crea, engineer]) => [numero, crea, totals.engineers[engineer]]),
    ).toEqual([
      ["1420190002211", "CREA-MG", ["rafael-souza", "Eng. rafael-souza"]],
      ["1420190002212", "CREA-MG", ["ana-ribeiro", "Eng. ana-ribeiro"]],
    ])
    expect(byPath.get("/projetos/prj15/")![2]).toEqual([])
    expect(new Set(totals.engineers.map(([id]) => id)).size).toBe(totals.engineers.length)
  })

  it("rounds sums to hundredths", () => {
    const projects = fixtureProjects()
    for (const section of recordTotals(projects, SPEC_CATEGORIES).sections)
      for (const item of section.rows) expect(item.total).toBe(Math.round(item.total * 100) / 100)
  })

  it("keeps only the projects a filter names", () => {
    const projects = fixtureProjects()
    const mg = recordTotals(projects, SPEC_CATEGORIES, { kind: "state", state: "MG" })
    expect(mg.count).toBe(projects.filter((project) => project.state === "MG").length)
    const esgotoMg = mg.sections.find((section) => section.category === "Esgoto")!
    const redes = esgotoMg.rows.find((item) => item.key === "redeEsgoto")!
    const expected = projects
      .filter((project) => project.state === "MG" && project.categories.includes("Esgoto"))
      .reduce((sum, project) => sum + (project.quantities?.redeEsgoto ?? 0), 0)
    expect(redes.total).toBeCloseTo(expected, 6)
    expect(redes.total).toBeLessThan(row(projects, "Esgoto", "redeEsgoto")!.total)
  })

  it("offers each state, client type, scope and five-year period some project has", () => {
    const paths = recordFilters(fixtureProjects()).map(recordPath)
    expect(paths).toContain("/acervo/estado/mg/")
    expect(paths).toContain("/acervo/contratante/prefeitura/")
    expect(paths).toContain("/acervo/escopo/projeto-executivo/")
    expect(paths).toContain("/acervo/periodo/2015-2019/")
    expect(paths).not.toContain("/acervo/estado/sp/")
  })

  it("ends the last period at the latest project's year, not in years to come", () => {
    const [project] = fixtureProjects()
    const periods = (years: string[]) =>
      recordFilters(years.map((year) => ({ ...project, year })))
        .filter((filter) => filter.kind === "period")
        .map((filter) => [recordPath(filter), filterLabel(filter)])
    expect(periods(["2018", "2026"])).toEqual([
      ["/acervo/periodo/2015-2019/", "2015–2019"],
      ["/acervo/periodo/2025-2026/", "2025–2026"],
    ])
    expect(periods(["2025"])).toEqual([["/acervo/periodo/2025-2025/", "2025"]])
  })

  it("puts a year in its five-year period", () => {
    expect(periodOf("2019")).toEqual({ from: 2015, to: 2019 })
    expect(periodOf("2020")).toEqual({ from: 2020, to: 2024 })
  })
})

describe("clientType", () => {
  it.each([
    ["Prefeitura Municipal de Lagoa Santa", "prefeitura"],
    ["SAAE de Itabira", "autarquia"],
    ["Empresa Municipal de Águas de Feira de Santana", "autarquia"],
    ["Companhia Estadual de Saneamento do Rio de Janeiro", "companhia-estadual"],
    ["COPASA", "companhia-estadual"],
    ["Secretaria de Estado da Saúde de Alagoas", "orgao-publico"],
    ["Universidade Federal de Uberlândia", "orgao-publico"],
    ["Vale dos Ipês Empreendimentos Imobiliários Ltda.", "privado"],
    ["Cooperativa Agrícola do Vale do São Francisco", "privado"],
  ])("%s is %s", (name, type) => {
    expect(clientType(name)).toBe(type)
  })
})
