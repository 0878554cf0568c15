/** @jest-environment node */
import { promises as fs } from "node:fs"
import os from "node:os"
import path from "node:path"
import type { IAdapter, IRedirectRoute, IStaticRoute, RoutesManifest } from "gatsby"
import createNetlifyAdapter from "gatsby-adapter-netlify"
import { netlifyCacheOnlyAdapter } from "../../../plugins/deploy-files/netlify-cache-adapter"
import { netlifyRedirects, writeRedirectsFile } from "../../../plugins/deploy-files/redirects"

/**
 * A redirect made with createRedirect reaches Netlify only through the adapter's `adapt` step,
 * as a `redirect` route of the routes manifest (gatsby/dist/utils/adapter/manager.js). The
 * cache-only adapter replaces the official `adapt`; these tests hold it to still writing them.
 */
const PAGE: IStaticRoute = {
  type: "static",
  path: "/projetos/",
  filePath: "public/projetos/index.html",
  headers: [],
}
// As Gatsby's manager turns createRedirect({ fromPath, toPath, isPermanent: true }) into a route.
const MOVED: IRedirectRoute = {
  type: "redirect",
  path: "/obras/",
  toPath: "/projetos/",
  status: 301,
  ignoreCase: true,
  headers: [],
}

let tmp: string
let publicDir: string
beforeEach(async () => {
  tmp = await fs.mkdtemp(path.join(os.tmpdir(), "redirects-"))
  publicDir = path.join(tmp, "public")
  await fs.mkdir(publicDir)
})
afterEach(async () => {
  jest.restoreAllMocks()
  await fs.rm(tmp, { recursive: true, force: true })
})

describe("netlifyRedirects", () => {
  it("writes one line per redirect route, skipping pages", () => {
    expect(netlifyRedirects([PAGE, MOVED])).toEqual(["/obras/  /projetos/  301"])
  })

  it("writes force, splats, queries and the language and country conditions as Netlify does", () => {
    const routes: RoutesManifest = [
      { ...MOVED, path: "/antigo/*", toPath: "/novo/*", status: 302, force: true },
      { ...MOVED, path: "/busca?q=:q", conditions: { language: ["pt", "en"], country: "BR" } },
    ]
    expect(netlifyRedirects(routes)).toEqual([
      "/antigo/*  /novo/:splat  302!",
      "/busca q=:q  /projetos/  301  Language=pt,en  Country=BR",
    ])
  })

  it("refuses a field it would otherwise drop, naming the redirect and the field", () => {
    expect(() => netlifyRedirects([{ ...MOVED, signed: "API_SECRET" }])).toThrow(
      /createRedirect from "\/obras\/": signed is not written/,
    )
    expect(() => netlifyRedirects([{ ...MOVED, conditions: { role: "admin" } }])).toThrow(
      /conditions\.role/,
    )
  })
})

describe("the cache-only adapter", () => {
  function adapt(routesManifest: RoutesManifest): Promise<void> {
    jest.spyOn(process, "cwd").mockReturnValue(tmp)
    const reporter = { info: jest.fn() }
    const context = { routesManifest, reporter } as unknown as Parameters<IAdapter["adapt"]>[0]
    return Promise.resolve(netlifyCacheOnlyAdapter().adapt(context))
  }

  it("writes a createRedirect redirect to public/_redirects", async () => {
    await adapt([PAGE, MOVED])
    const written = await fs.readFile(path.join(publicDir, "_redirects"), "utf8")
    expect(written.split("\n").filter((line) => line && !line.startsWith("#"))).toEqual([
      "/obras/  /projetos/  301",
    ])
  })

  it("leaves public/_headers as deploy-files wrote it", async () => {
    const headers = "/*\n  X-Frame-Options: DENY\n"
    await fs.writeFile(path.join(publicDir, "_headers"), headers)
    await adapt([PAGE, MOVED])
    expect(await fs.readFile(path.join(publicDir, "_headers"), "utf8")).toBe(headers)
  })

  it("removes a stale _redirects when no redirect is left", async () => {
    await fs.writeFile(path.join(publicDir, "_redirects"), "/obras/  /projetos/  301\n")
    await adapt([PAGE])
    await expect(fs.access(path.join(publicDir, "_redirects"))).rejects.toThrow()
    expect(await writeRedirectsFile(publicDir, [PAGE])).toBe(0)
  })

  it("keeps the official adapter's build cache", () => {
    const adapter = netlifyCacheOnlyAdapter()
    expect(adapter.name).toBe("netlify-cache-only")
    expect(Object.keys(adapter.cache ?? {}).sort()).toEqual(["restore", "store"])
    // Its restore, but for a holding build: netlify-cache.test.ts.
    expect(adapter.cache?.store.toString()).toBe(createNetlifyAdapter().cache?.store.toString())
  })
})
