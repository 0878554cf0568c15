/** @jest-environment node */
import { mkdir, mkdtemp, readdir, rm, writeFile } from "node:fs/promises"
import os from "node:os"
import path from "node:path"
import { DEMO_BUILD_ENV } from "../../../plugins/demo-guard/demo-build"
import { onCreatePage } from "../../../plugins/demo-guard/gatsby-node"
import {
  HOLDING_TEMPLATE,
  holdingFirmName,
  removeUnusedQueryResults,
} from "../../../plugins/demo-guard/holding-site"

let temp: string
beforeEach(async () => {
  temp = await mkdtemp(path.join(os.tmpdir(), "holding-"))
})
afterEach(async () => {
  await rm(temp, { recursive: true, force: true })
})

const siteJson = (name: unknown) =>
  writeFile(path.join(temp, "site.json"), JSON.stringify({ name }))

describe("the firm's name on the holding page", () => {
  it("is shown once it is the firm's own, never the demo's or what is left to fill", async () => {
    await siteJson("Águas do Pampa Engenharia")
    expect(holdingFirmName(temp)).toBe("Águas do Pampa Engenharia")
    for (const name of ["HidroVale Engenharia", "A preencher", " ", 42]) {
      await siteJson(name)
      expect(holdingFirmName(temp)).toBeNull()
    }
    await rm(path.join(temp, "site.json"))
    expect(holdingFirmName(temp)).toBeNull()
  })
})

describe("the pages of a holding build (onCreatePage)", () => {
  const saved = { ...process.env }
  afterEach(() => {
    process.env = { ...saved }
  })

  function created(build: string, pagePath: string) {
    process.env = { ...saved, [DEMO_BUILD_ENV]: build, CONTENT_DIR: temp }
    const actions = { deletePage: jest.fn(), createPage: jest.fn() }
    const page = { path: pagePath, component: path.resolve("src/pages/index.tsx"), context: {} }
    ;(onCreatePage as (args: unknown) => void)({ page, actions })
    return actions
  }

  it("puts the holding page at the home and 404 addresses and takes every other page out", async () => {
    await siteJson("Águas do Pampa Engenharia")
    for (const address of ["/", "/404/", "/404.html"]) {
      const actions = created("holding", address)
      expect(actions.deletePage).toHaveBeenCalledTimes(1)
      expect(actions.createPage).toHaveBeenCalledWith({
        path: address,
        component: path.resolve(HOLDING_TEMPLATE),
        context: { firmName: "Águas do Pampa Engenharia" },
      })
    }
    const other = created("holding", "/equipe/")
    expect(other.deletePage).toHaveBeenCalledTimes(1)
    expect(other.createPage).not.toHaveBeenCalled()
  })

  it("leaves the pages of any other build alone", () => {
    for (const build of ["plain", "notice", ""]) {
      const actions = created(build, "/")
      expect(actions.deletePage).not.toHaveBeenCalled()
      expect(actions.createPage).not.toHaveBeenCalled()
    }
  })
})

describe("the static query results a holding build publishes", () => {
  it("are only those its pages list", async () => {
    const results = path.join(temp, "page-data/sq/d")
    await mkdir(results, { recursive: true })
    await mkdir(path.join(temp, "page-data/index"), { recursive: true })
    await writeFile(
      path.join(temp, "page-data/index/page-data.json"),
      JSON.stringify({ staticQueryHashes: ["111"] }),
    )
    for (const hash of ["111", "222", "333"])
      await writeFile(path.join(results, `${hash}.json`), '{"data":{}}')
    expect(await removeUnusedQueryResults(temp)).toBe(2)
    expect(await readdir(results)).toEqual(["111.json"])
  })
})
