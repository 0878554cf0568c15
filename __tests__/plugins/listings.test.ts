/** @jest-environment node */
import {
  duplicateSlugs,
  listingPages,
  portfolioFacts,
  projectPages,
  type ProjectEntry,
} from "../../plugins/portfolio-pages/listings"
import { SPEC_CATEGORIES } from "../helpers/spec"
import { theme } from "../../src/styles/theme"

const entry = (n: number, categories = ["Esgoto"], state = "MG"): ProjectEntry => ({
  id: `node-${n}`,
  projectId: n,
  title: `Projeto ${n}`,
  year: String(2010 + (n % 10)),
  categories,
  slug: `projeto-${n}`,
  state,
})

describe("portfolio pages", () => {
  it("gives each project a page linking its neighbours", () => {
    const pages = projectPages([entry(1), entry(2), entry(3)])
    expect(pages.map((page) => page.path)).toEqual([
      "/projetos/projeto-1/",
      "/projetos/projeto-2/",
      "/projetos/projeto-3/",
    ])
    expect(pages[0].context).toEqual({
      id: "node-1",
      previous: null,
      next: { path: "/projetos/projeto-2/", title: "Projeto 2" },
      letterbox: theme.colors.surfaceAlt,
    })
    expect(pages[2].context.next).toBeNull()
  })

  it("hands every page's image query the theme's letterbox colour ($letterbox)", () => {
    const projects = [entry(1), entry(2, ["Drenagem"], "SC")]
    const pages = [...projectPages(projects), ...listingPages(projects, SPEC_CATEGORIES)]
    for (const page of pages) expect(page.context.letterbox).toBe(theme.colors.surfaceAlt)
  })

  it("puts a small portfolio on one page per listing: each category and state with projects", () => {
    const projects = [entry(1), entry(2, ["Drenagem"], "SC")]
    const pages = listingPages(projects, SPEC_CATEGORIES)
    // In the firm's order; no page for a category without projects ("0 projetos em …").
    expect(pages.map((page) => page.path)).toEqual([
      "/projetos/",
      "/projetos/categoria/drenagem/",
      "/projetos/categoria/esgoto/",
      "/projetos/estado/mg/",
      "/projetos/estado/sc/",
    ])
    expect(pages[0].context).toMatchObject({ ids: ["node-1", "node-2"], page: 1, pageCount: 1 })
    expect(pages[1].context).toMatchObject({ ids: ["node-2"], total: 1, pageCount: 1 })
    expect(pages.every((page) => page.context.total > 0)).toBe(true)
  })

  it("splits a large portfolio into pages whose data does not grow with it", () => {
    const projects = Array.from({ length: 200 }, (_, index) => entry(index + 1))
    const all = listingPages(projects, SPEC_CATEGORIES).filter(
      (page) => page.context.filter.kind === "all",
    )
    expect(all.map((page) => page.path)).toEqual([
      "/projetos/",
      ...Array.from({ length: 8 }, (_, index) => `/projetos/${index + 2}/`),
    ])
    expect(Math.max(...all.map((page) => page.context.ids.length))).toBe(24)
    expect(all[8].context).toMatchObject({ page: 9, pageCount: 9, total: 200 })
    expect(all[8].context.ids).toHaveLength(200 - 8 * 24)
    expect(all.flatMap((page) => page.context.ids)).toEqual(projects.map((project) => project.id))
  })

  it("computes the portfolio's facts and finds addresses used twice", () => {
    const projects = [entry(3, ["Esgoto"], "SC"), entry(12), { ...entry(5), slug: "projeto-3" }]
    expect(portfolioFacts(projects)).toEqual({ firstYear: 2012, states: ["MG", "SC"] })
    expect(duplicateSlugs(projects)).toEqual(['"projeto-3": projetos 3 e 5'])
  })
})
