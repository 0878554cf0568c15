/** @jest-environment node */
import { mkdtempSync, readFileSync, rmSync } from "node:fs"
import { tmpdir } from "node:os"
import path from "node:path"
import { SPEC_CATEGORIES } from "../helpers/spec"

type GatsbyNodeModule = typeof import("../../plugins/portfolio-pages/gatsby-node")

/** A fresh copy of the plugin's gatsby-node, as if each API ran in its own process or worker. */
function freshPlugin(): GatsbyNodeModule {
  let loaded: GatsbyNodeModule | undefined
  jest.isolateModules(() => {
    loaded = jest.requireActual("../../plugins/portfolio-pages/gatsby-node")
  })
  if (!loaded) throw new Error("plugin not loaded")
  return loaded
}

/** Gatsby's plugin cache: get and set, kept between APIs by Gatsby. */
function fakeCache() {
  const store = new Map<string, unknown>()
  return {
    get: jest.fn(async (key: string) => store.get(key)),
    set: jest.fn(async (key: string, value: unknown) => store.set(key, value)),
  }
}

const reporter = () => ({ panicOnBuild: jest.fn(), info: jest.fn() })

const node = (n: number, destaque: boolean | null = null) => ({
  id: `node-${n}`,
  projectId: n,
  destaque,
  title: `Projeto ${n}`,
  year: "2020",
  categories: ["Esgoto"],
  location: n === 1 ? "São José - SC" : "Lagoa Santa - MG",
  contratante: `Prefeitura ${n}`,
  escopo: "Projeto executivo",
  fields: { slug: `projeto-${n}`, state: n === 1 ? "SC" : "MG" },
})
const PROJECTS = [1, 2].map((n) => node(n))

let cwd: string
let workDir: string

beforeEach(() => {
  cwd = process.cwd()
  workDir = mkdtempSync(path.join(tmpdir(), "portfolio-pages-"))
  process.chdir(workDir)
})

afterEach(() => {
  process.chdir(cwd)
  rmSync(workDir, { recursive: true, force: true })
})

type Args<K extends "createPages" | "onPostBuild"> = Parameters<NonNullable<GatsbyNodeModule[K]>>[0]

/** Runs a fresh copy of createPages on these project nodes, with this cache and createPage. */
async function createPagesWith(
  nodes: readonly unknown[],
  cache: ReturnType<typeof fakeCache>,
  createPage: jest.Mock = jest.fn(),
): Promise<void> {
  await freshPlugin().createPages?.(
    {
      graphql: async () => ({
        data: {
          site: { siteMetadata: { siteUrl: "https://exemplo.com.br" } },
          // The firm's categories (content/categories.json), the demo's.
          projectCategories: { categories: SPEC_CATEGORIES },
          allProject: { nodes },
          allTeamMember: { nodes: [{ memberId: "carlos-menezes" }, { memberId: "ana-ribeiro" }] },
        },
      }),
      actions: { createPage },
      reporter: reporter(),
      cache,
    } as unknown as Args<"createPages">,
    {} as never,
    () => undefined,
  )
}

describe("portfolio-pages: the old links' map, from createPages to onPostBuild", () => {
  it("passes through Gatsby's cache, so onPostBuild writes it even from another module instance", async () => {
    const cache = fakeCache()
    const createPage = jest.fn()
    await createPagesWith(PROJECTS, cache, createPage)
    expect(createPage).toHaveBeenCalled()

    const postReporter = reporter()
    await freshPlugin().onPostBuild?.(
      { cache, reporter: postReporter } as unknown as Args<"onPostBuild">,
      {} as never,
      () => undefined,
    )
    expect(postReporter.panicOnBuild).not.toHaveBeenCalled()
    const written = JSON.parse(
      readFileSync(path.join(workDir, "public/projetos/enderecos.json"), "utf8"),
    )
    expect(written).toEqual({ 1: "/projetos/projeto-1/", 2: "/projetos/projeto-2/" })
  })

  it("writes the search file: id, categories and one normalised text per project, in order", async () => {
    const cache = fakeCache()
    await createPagesWith(PROJECTS, cache)
    await freshPlugin().onPostBuild?.(
      { cache, reporter: reporter() } as unknown as Args<"onPostBuild">,
      {} as never,
      () => undefined,
    )
    const written = JSON.parse(
      readFileSync(path.join(workDir, "public/projetos/busca.json"), "utf8"),
    ) as [number, number, string][]
    expect(written.map(([id, categories]) => [id, categories])).toEqual([
      [1, 8],
      [2, 8],
    ])
    expect(written[0][2]).toBe(
      "projeto 1 sao jose sc santa catarina prefeitura esgoto executivo 2020",
    )
    expect(written[1][2]).toContain("lagoa santa mg minas gerais")
  })

  it("writes each /acervo/ page's spreadsheet: BOM, ';', decimal comma, the project's full address", async () => {
    const cache = fakeCache()
    const withRecord = PROJECTS.map((project, index) => ({
      ...project,
      quantidades: { redeEsgoto: index === 0 ? 41.2 : 96 },
      periodo: null,
      cats:
        index === 0
          ? []
          : [{ responsavel: "carlos-menezes", numero: "1420140007720", crea: "CREA-MG" }],
      engineers: [{ memberId: "carlos-menezes", name: "Carlos Eduardo Menezes" }],
    }))
    await createPagesWith(withRecord, cache)
    await freshPlugin().onPostBuild?.(
      { cache, reporter: reporter() } as unknown as Args<"onPostBuild">,
      {} as never,
      () => undefined,
    )
    const all = readFileSync(path.join(workDir, "public/acervo/acervo.csv"), "utf8")
    expect(all.startsWith("\uFEFFCategoria;Quantidade;Unidade;Valor;")).toBe(true)
    expect(all).toContain(
      "Esgoto;Rede coletora de esgoto;km;96;Projeto 2;Prefeitura 2;MG;2020;1420140007720 (CREA-MG);" +
        "Carlos Eduardo Menezes;https://exemplo.com.br/projetos/projeto-2/\r\n",
    )
    expect(all).toContain(";41,2;Projeto 1;Prefeitura 1;SC;2020;sem CAT;;")
    const sc = readFileSync(path.join(workDir, "public/acervo/estado/sc/acervo.csv"), "utf8")
    expect(sc).toContain("Projeto 1")
    expect(sc).not.toContain("Projeto 2")
    // Each engineer's page has its own: their CATs only, and one with none has the header alone.
    const carlos = readFileSync(path.join(workDir, "public/equipe/carlos-menezes/cats.csv"), "utf8")
    expect(carlos.split("\r\n").filter(Boolean)).toHaveLength(2)
    expect(carlos).toContain(";96;Projeto 2;")
    const ana = readFileSync(path.join(workDir, "public/equipe/ana-ribeiro/cats.csv"), "utf8")
    expect(ana.split("\r\n").filter(Boolean)).toHaveLength(1)
  })

  it("stops the build, in Portuguese, when createPages left no map", async () => {
    const postReporter = reporter()
    await freshPlugin().onPostBuild?.(
      { cache: fakeCache(), reporter: postReporter } as unknown as Args<"onPostBuild">,
      {} as never,
      () => undefined,
    )
    expect(postReporter.panicOnBuild).toHaveBeenCalledWith(expect.stringMatching(/links antigos/))
  })
})

describe("portfolio-pages: one order for every page (src/lib/portfolio-order.ts)", () => {
  it("puts the projects marked destaque first, then the rest, each by number: listings, neighbours, search file", async () => {
    const cache = fakeCache()
    const createPage = jest.fn()
    // As GraphQL may hand them: in no particular order.
    const nodes = [node(4), node(3, true), node(1, false), node(5, true), node(2)]
    await createPagesWith(nodes, cache, createPage)
    const pages = createPage.mock.calls.map(([page]) => page as { path: string; context: never })
    const context = (pagePath: string) => pages.find((page) => page.path === pagePath)?.context
    const order = ["node-3", "node-5", "node-1", "node-2", "node-4"]
    expect(context("/projetos/")).toMatchObject({ ids: order })
    expect(context("/projetos/categoria/esgoto/")).toMatchObject({ ids: order })
    expect(context("/projetos/estado/mg/")).toMatchObject({
      ids: ["node-3", "node-5", "node-2", "node-4"],
    })
    // Previous and next follow the listing: project 3 leads, project 5 comes before project 1.
    expect(context("/projetos/projeto-3/")).toMatchObject({
      previous: null,
      next: { path: "/projetos/projeto-5/" },
    })
    expect(context("/projetos/projeto-1/")).toMatchObject({
      previous: { path: "/projetos/projeto-5/" },
      next: { path: "/projetos/projeto-2/" },
    })
    expect(((await cache.get("search-data")) as [number][]).map(([id]) => id)).toEqual([
      3, 5, 1, 2, 4,
    ])
  })
})
