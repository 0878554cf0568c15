/** @jest-environment node */
import { mkdir, mkdtemp, rm, writeFile } from "node:fs/promises"
import { tmpdir } from "node:os"
import { join } from "node:path"
import { HOME, PROJECT_PAGE_BUDGET_KEY, sitePages } from "../../scripts/lib/audit/pages"

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

    const measured = await sitePages(root)
    expect(measured.map((page) => page.label)).toEqual([
      "/",
      "/projetos/",
      "/projetos/dois/",
      "/privacidade/",
    ])
    expect(measured[2]).toEqual({
      path: "/projetos/dois/",
      label: "/projetos/dois/",
      htmlFile: "projetos/dois/index.html",
      pageDataKey: "projetos/dois",
      budgetKey: PROJECT_PAGE_BUDGET_KEY,
    })
    expect(HOME).toMatchObject({ htmlFile: "index.html", pageDataKey: "index" })
  })

  it("says so when the build lists no project", async () => {
    await writeFile(join(root, "projetos/enderecos.json"), "{}")
    await expect(sitePages(root)).rejects.toThrow(/enderecos\.json lists no project/)
  })
})
