/** @jest-environment node */
import { gzipSync } from "node:zlib"
import {
  buildSearchData,
  categoryBits,
  matchesWords,
  normalizeText,
  projectHaystack,
  queryWords,
  searchPositions,
  type SearchableProject,
} from "../../src/lib/project-search"
import { searchCount, searchQueryOf, withSearchQuery } from "../../src/lib/project-search-address"
import { syntheticProject } from "../helpers/synthetic-projects"
import { SPEC_CATEGORIES } from "../helpers/spec"

const project = (id: number, overrides: Partial<SearchableProject> = {}): SearchableProject => ({
  id,
  title: `Projeto ${id}`,
  location: "Itabira - MG",
  year: "2012",
  categories: ["Esgoto"],
  contratante: "SAAE de Itabira",
  escopo: "Projeto executivo",
  ...overrides,
})

const PROJECTS = [
  project(1, {
    title: "Sistema de Abastecimento de Água da Sede",
    location: "São José - SC",
    categories: ["Abastecimento de Água"],
    contratante: "Prefeitura Municipal de São José",
    year: "2019",
  }),
  project(2, {
    title: "Sistema de Esgotamento Sanitário de Lagoa Santa",
    location: "Lagoa Santa - MG",
    contratante: "Prefeitura Municipal de Lagoa Santa",
  }),
  project(3, {
    title: "Irrigação do perímetro",
    location: "Juazeiro - BA",
    categories: ["Irrigação", "Drenagem"],
    contratante: "Cooperativa Agrícola do Vale do São Francisco",
    escopo: "Estudo de concepção",
  }),
]
const DATA = buildSearchData(PROJECTS, SPEC_CATEGORIES)
const found = (query: string, category?: string) =>
  searchPositions(DATA, query, category, SPEC_CATEGORIES).map((position) => DATA[position][0])

describe("normalizeText and queryWords", () => {
  it("drop accents and case, and keep letters and digits as words", () => {
    expect(normalizeText("  São José - SC, Irrigação; ÁGUA ")).toBe("sao jose sc irrigacao agua")
    expect(queryWords("Lagoa  SANTA lagoa")).toEqual(["lagoa", "santa"])
    expect(queryWords(" – ")).toEqual([])
  })
})

describe("matchesWords", () => {
  it("matches words that start a word of the haystack, all of them", () => {
    expect(matchesWords("lagoa santa mg", ["lag", "mg"])).toBe(true)
    expect(matchesWords("lagoa santa mg", ["agoa"])).toBe(false)
    expect(matchesWords("lagoa santa mg", ["lagoa", "sp"])).toBe(false)
  })
})

describe("projectHaystack", () => {
  it("holds title, city, state code and name, client, categories, scope and year, each word once", () => {
    const haystack = projectHaystack(PROJECTS[0])
    for (const word of ["abastecimento", "sede", "sao", "jose", "sc", "santa", "catarina"])
      expect(haystack.split(" ")).toContain(word)
    for (const word of ["prefeitura", "municipal", "agua", "projeto", "executivo", "2019"])
      expect(haystack.split(" ")).toContain(word)
    expect(haystack.split(" ").filter((word) => word === "sao")).toHaveLength(1)
  })
})

describe("searchPositions", () => {
  it("finds by city without accents or case", () => {
    expect(found("sao jose")).toEqual([1])
    expect(found("SÃO JOSÉ")).toEqual([1])
    expect(found("lagoa santa")).toEqual([2])
  })

  it("finds by state code and name, client, category, scope and year", () => {
    expect(found("mg")).toEqual([2])
    expect(found("santa catarina")).toEqual([1])
    expect(found("bahia")).toEqual([3])
    expect(found("cooperativa")).toEqual([3])
    expect(found("irrigacao")).toEqual([3])
    expect(found("concepcao")).toEqual([3])
    expect(found("2019")).toEqual([1])
  })

  it("wants every word, each the start of a word of the project", () => {
    expect(found("lag san")).toEqual([2])
    expect(found("lagoa bahia")).toEqual([])
    // "sc" starts no word of "Francisco": only Santa Catarina's project.
    expect(found("sc")).toEqual([1])
    expect(found("ago")).toEqual([])
  })

  it("keeps to the chosen category", () => {
    expect(found("sistema")).toEqual([1, 2])
    expect(found("sistema", "Esgoto")).toEqual([2])
    expect(found("juazeiro", "Drenagem")).toEqual([3])
    expect(found("juazeiro", "Esgoto")).toEqual([])
  })

  it("finds nothing for an empty query", () => {
    expect(found("   ")).toEqual([])
  })
})

describe("buildSearchData", () => {
  it("keeps the given order, with the ids and the categories as bits", () => {
    expect(DATA.map(([id]) => id)).toEqual([1, 2, 3])
    expect(DATA[2][1]).toBe(categoryBits(["Drenagem", "Irrigação"], SPEC_CATEGORIES))
    expect(categoryBits(["Abastecimento de Água"], SPEC_CATEGORIES)).toBe(1)
    expect(categoryBits(["Hidrossanitários"], SPEC_CATEGORIES)).toBe(32)
  })

  it("numbers the bits in the order of the firm's own list", () => {
    const firm = ["Barragens", "Resíduos sólidos"]
    const data = buildSearchData([{ ...PROJECTS[0], categories: ["Resíduos sólidos"] }], firm)
    expect(data[0][1]).toBe(2)
    expect(searchPositions(data, "sao jose", "Resíduos sólidos", firm)).toEqual([0])
    expect(searchPositions(data, "sao jose", "Barragens", firm)).toEqual([])
  })

  it("stays within 20 KB gzip at 500 projects", () => {
    const many = Array.from({ length: 500 }, (_, index) => syntheticProject(index + 1))
    const bytes = gzipSync(JSON.stringify(buildSearchData(many, SPEC_CATEGORIES))).length
    expect(bytes).toBeLessThanOrEqual(20 * 1024)
  })
})

describe("the query in the address", () => {
  it("reads and writes ?busca=, keeping other parameters", () => {
    expect(searchQueryOf("?busca=lagoa+santa")).toBe("lagoa santa")
    expect(searchQueryOf("?categoria=esgoto")).toBe("")
    expect(withSearchQuery("/projetos/", "lagoa santa")).toBe("/projetos/?busca=lagoa+santa")
    expect(withSearchQuery("/projetos/imprimir/?categoria=esgoto", "são")).toBe(
      "/projetos/imprimir/?categoria=esgoto&busca=s%C3%A3o",
    )
    expect(withSearchQuery("/projetos/?busca=x", " ")).toBe("/projetos/")
  })

  it("counts the results", () => {
    expect(searchCount(2, " lagoa ", null)).toBe("2 projetos para “lagoa”")
    expect(searchCount(1, "lagoa", "Esgoto")).toBe("1 projeto em Esgoto para “lagoa”")
    expect(searchCount(0, "xyz", null)).toBe("Nenhum projeto para “xyz”")
  })
})
