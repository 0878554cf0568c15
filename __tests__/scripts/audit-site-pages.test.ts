/** @jest-environment node */
import { mkdir, mkdtemp, rm, writeFile } from "node:fs/promises"
import { tmpdir } from "node:os"
import { join } from "node:path"
import { axeLoads, axePlan } from "../../scripts/lib/audit/axe-states"
import { HOME, PROJECTS } from "../../scripts/lib/audit/pages"
import { PROJECT_PAGE_BUDGET_KEY, sitePages } from "../../scripts/lib/audit/site-pages"

describe("the pages the audit measures", () => {
  let root: string

  beforeEach(async () => {
    root = await mkdtemp(join(tmpdir(), "audit-site-pages-"))
    await mkdir(join(root, "projetos"), { recursive: true })
  })

  afterEach(() => rm(root, { recursive: true, force: true }))

  it("reads the first project's page from the addresses the build writes", async () => {
    const addresses = { 12: "/projetos/doze/", 2: "/projetos/dois/", 7: "/projetos/sete/" }
    await writeFile(join(root, "projetos/enderecos.json"), JSON.stringify(addresses))
    await mkdir(join(root, "projetos/categoria/esgoto"), { recursive: true })
    await mkdir(join(root, "projetos/categoria/drenagem"), { recursive: true })

    const { measured, axeOnly } = await sitePages(root)
    expect(measured.map((page) => page.label)).toEqual([
      "/",
      "/projetos/",
      "/projetos/dois/",
      "/privacidade/",
      "404",
    ])
    expect(measured[2]).toEqual({
      path: "/projetos/dois/",
      label: "/projetos/dois/",
      htmlFile: "projetos/dois/index.html",
      pageDataKey: "projetos/dois",
      notFound: false,
      budgetKey: PROJECT_PAGE_BUDGET_KEY,
    })
    expect(axeOnly.map((page) => page.path)).toEqual(["/projetos/categoria/drenagem/"])
  })

  it("says so when the build lists no project", async () => {
    await writeFile(join(root, "projetos/enderecos.json"), "{}")
    await expect(sitePages(root)).rejects.toThrow(/enderecos\.json lists no project/)
  })

  it("scans the axe-only pages as loaded, at both widths", () => {
    const category = { ...PROJECTS, path: "/projetos/categoria/esgoto/", label: "categoria" }
    const names = axePlan([PROJECTS], [category]).map((state) => state.name)
    expect(names.filter((name) => name.startsWith("categoria"))).toEqual([
      "categoria at 390×844",
      "categoria at 1280×800",
    ])
  })

  it("scans every state once, an opened state on the load of its page as loaded when it can", () => {
    const plan = axePlan([HOME, PROJECTS])
    const loads = axeLoads(plan).map((load) => load.map((state) => state.name))
    expect(loads.flat().sort()).toEqual(plan.map((state) => state.name).sort())
    expect(loads).toContainEqual(["/ at 390×844", "/ at 390×844, mobile menu open"])
    expect(loads).toContainEqual([
      "/projetos/ at 1280×800",
      "/projetos/ at 1280×800, project dialog open",
    ])
    // /projetos/ at 390×844 has two opened states: the second needs a load of its own.
    expect(loads.filter((load) => load[0].startsWith("/projetos/ at 390×844"))).toHaveLength(2)
    expect(loads).toHaveLength(5)
  })
})
