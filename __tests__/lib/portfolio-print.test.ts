/** @jest-environment node */
import {
  printFilter,
  printedProjects,
  printTitle,
  type PrintedProject,
} from "../../src/lib/portfolio-print"
import { printPath } from "../../src/lib/portfolio-paths"
import { searchQueryOf } from "../../src/lib/project-search-address"
import { isReservedSlug } from "../../src/lib/slug"
import { SPEC_CATEGORIES } from "../helpers/spec"

const project = (id: number, categories: string[], state: string): PrintedProject => ({
  id,
  title: `Projeto ${id}`,
  location: `Cidade - ${state}`,
  year: "2020",
  categories,
  state,
  contratante: "SAAE de Itabira",
  escopo: "Projeto executivo",
  stats: null,
  engineers: [],
  image: null,
})

const PROJECTS = [
  project(1, ["Esgoto"], "MG"),
  project(2, ["Abastecimento de Água"], "SC"),
  project(3, ["Drenagem", "Esgoto"], "SC"),
]

describe("the printable portfolio's filter, carried by the address", () => {
  it("reads a category's slug and keeps that category's projects", () => {
    const filter = printFilter("?categoria=esgoto", SPEC_CATEGORIES)
    expect(filter).toEqual({ kind: "category", category: "Esgoto" })
    expect(printedProjects(PROJECTS, filter).map((item) => item.id)).toEqual([1, 3])
    expect(printTitle(filter)).toBe("Projetos de Esgoto")
  })

  it("reads a state and keeps that state's projects", () => {
    const filter = printFilter("?estado=sc", SPEC_CATEGORIES)
    expect(printedProjects(PROJECTS, filter).map((item) => item.id)).toEqual([2, 3])
    expect(printTitle(filter)).toBe("Projetos em Santa Catarina")
  })

  it("lists every project without a filter, or with one it does not know", () => {
    for (const search of ["", "?categoria=nada", "?estado=xx", "?categoria=todos"]) {
      expect(printedProjects(PROJECTS, printFilter(search, SPEC_CATEGORIES))).toHaveLength(3)
    }
  })

  it("is linked from each listing with that listing's filter", () => {
    expect(printPath({ kind: "all" })).toBe("/projetos/imprimir/")
    expect(printPath({ kind: "category", category: "Abastecimento de Água" })).toBe(
      "/projetos/imprimir/?categoria=abastecimento-de-agua",
    )
    expect(printPath({ kind: "state", state: "MG" })).toBe("/projetos/imprimir/?estado=mg")
    expect(printFilter("?categoria=abastecimento-de-agua", SPEC_CATEGORIES)).toEqual({
      kind: "category",
      category: "Abastecimento de Água",
    })
  })

  it("keeps the projects the listing's search finds, within the filter", () => {
    const found = (search: string) =>
      printedProjects(PROJECTS, printFilter(search, SPEC_CATEGORIES), searchQueryOf(search)).map(
        (item) => item.id,
      )
    expect(found("?busca=santa+catarina")).toEqual([2, 3])
    expect(found("?categoria=esgoto&busca=SANTA%20CATARÍNA")).toEqual([3])
    expect(found("?busca=projeto+1")).toEqual([1])
    expect(found("?busca=nada")).toEqual([])
    expect(found("?busca=")).toEqual([1, 2, 3])
    expect(printTitle(printFilter("?categoria=esgoto", SPEC_CATEGORIES), " lagoa ")).toBe(
      "Projetos de Esgoto, busca “lagoa”",
    )
  })

  it("keeps its address from projects: no project may take the slug imprimir", () => {
    expect(isReservedSlug("imprimir")).toBe(true)
  })
})
