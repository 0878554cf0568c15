/** @jest-environment node */
import { openProjectSearch, pageDataPath, pageOf } from "../../src/lib/project-search-client"
import { buildSearchData, type SearchableProject } from "../../src/lib/project-search"
import { SPEC_CATEGORIES } from "../helpers/spec"

/** 30 projects: 24 on /projetos/, 6 on /projetos/2/; the last three in Lagoa Santa. */
const PROJECTS: SearchableProject[] = Array.from({ length: 30 }, (_, index) => ({
  id: index + 1,
  title: `Projeto ${index + 1}`,
  location: index >= 27 ? "Lagoa Santa - MG" : "Itabira - MG",
  year: "2020",
  categories: index === 29 ? ["Drenagem"] : ["Esgoto"],
  contratante: "Prefeitura",
  escopo: "Projeto executivo",
}))

const node = (project: SearchableProject) => ({
  projectId: project.id,
  title: project.title,
  location: project.location,
  year: project.year,
  categories: project.categories,
  fields: { slug: `projeto-${project.id}` },
  cardCover: { childImageSharp: { gatsbyImageData: { layout: "constrained", images: {} } } },
})

const fetched: string[] = []
const responses: Record<string, unknown> = {
  "/projetos/busca.json": buildSearchData(PROJECTS, SPEC_CATEGORIES),
  "/page-data/projetos/page-data.json": {
    result: { data: { allProject: { nodes: PROJECTS.slice(0, 24).map(node) } } },
  },
  "/page-data/projetos/2/page-data.json": {
    result: { data: { allProject: { nodes: PROJECTS.slice(24).map(node) } } },
  },
}

beforeEach(() => {
  fetched.length = 0
  global.fetch = jest.fn(async (address: string) => {
    fetched.push(address)
    const body = responses[address]
    return { ok: body !== undefined, status: body ? 200 : 404, json: async () => body }
  }) as unknown as typeof fetch
})

describe("openProjectSearch", () => {
  it("fetches the search file once and finds within a category", async () => {
    const search = await openProjectSearch()
    expect(fetched).toEqual(["/projetos/busca.json"])
    expect(search.find("lagoa santa")).toEqual([28, 29, 30])
    expect(search.find("lagoa", "Esgoto", SPEC_CATEGORIES)).toEqual([28, 29])
    expect(search.find("")).toEqual([])
  })

  it("takes a result's card from the listing page that holds it, each page fetched once", async () => {
    const search = await openProjectSearch()
    const cards = await search.cards([28, 30])
    expect(cards.map((card) => [card.id, card.slug])).toEqual([
      [28, "projeto-28"],
      [30, "projeto-30"],
    ])
    await search.cards([29])
    expect(fetched).toEqual(["/projetos/busca.json", "/page-data/projetos/2/page-data.json"])
  })

  it("fails loudly when the search file is missing", async () => {
    delete responses["/projetos/busca.json"]
    await expect(openProjectSearch()).rejects.toThrow("/projetos/busca.json: HTTP 404")
  })
})

describe("where a result's card is", () => {
  it("is on page 1 for the first 24 positions, then page 2", () => {
    expect([0, 23, 24, 47, 48].map(pageOf)).toEqual([1, 1, 2, 2, 3])
    expect(pageDataPath("/projetos/")).toBe("/page-data/projetos/page-data.json")
    expect(pageDataPath("/projetos/3/")).toBe("/page-data/projetos/3/page-data.json")
  })
})
