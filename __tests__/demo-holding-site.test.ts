/** @jest-environment node */
/**
 * A firm's first deploy of the untouched demo publishes nothing false: the production build of a
 * fresh copy of content/ (`npm run build:demo-holding`, a step of `npm test`) holds, outside
 * /admin/, only the holding page and what it needs, every page noindex, and no trace of the demo
 * (the scan of second-firm-traces.test.ts). The second firm's production build, whose content is
 * its own, publishes the whole site. Without either build the test fails, with the command.
 */
import { existsSync, readFileSync } from "node:fs"
import path from "node:path"
import { DEMO_HOLDING_SITE } from "../scripts/build-demo-holding"
import { SECOND_FIRM_SITE } from "../scripts/build-second-firm"
import { pictureTraces, textTraces } from "./helpers/demo-traces"
import { filesIn, scanForTraces } from "./helpers/trace-scan"

const REPO = path.resolve(__dirname, "..")
const HOLDING = path.join(REPO, DEMO_HOLDING_SITE)
const SECOND_FIRM = path.join(REPO, SECOND_FIRM_SITE)

/** The holding site's files outside /admin/; without the build, the command to make it. */
function builtFiles(site: string, label: string, command: string): string[] {
  if (!existsSync(path.join(site, "index.html")))
    throw new Error(
      `${label}/ não tem o site: rode \`${command}\` (o npm test o roda antes do Jest).`,
    )
  return filesIn(site, ["admin"])
}

const holdingFiles = () => builtFiles(HOLDING, DEMO_HOLDING_SITE, "npm run build:demo-holding")
const read = (site: string, file: string) => readFileSync(path.join(site, file), "utf8")

/**
 * What the holding page needs: its HTML and page data (the home page and Gatsby's two 404
 * documents), the scripts that hydrate it, Gatsby's manifests, and the host's files.
 */
const NEEDED = [
  /^\/(index|404|404\/index)\.html$/,
  /^\/page-data\/(index|404|404\.html)\/page-data\.json$/,
  /^\/page-data\/app-data\.json$/,
  /^\/[\w-]+\.js(\.map|\.LICENSE\.txt)?$/,
  /^\/~partytown\/[\w/-]+\.js$/,
  /^\/_gatsby\/slices\/_gatsby-scripts-1\.html$/,
  /^\/(chunk-map|webpack\.stats)\.json$/,
  /^\/(_headers|robots\.txt|sitemap-index\.xml|sitemap-0\.xml)$/,
]

describe("the production build of the untouched demo", () => {
  it("publishes only the holding page and what it needs outside /admin/", () => {
    const files = holdingFiles()
    const unneeded = files.filter((file) => !NEEDED.some((rule) => rule.test(file)))
    expect(unneeded).toEqual([])
    // None of the site's pages, static query results, pictures or plugin files.
    expect(files.filter((file) => file.endsWith(".html"))).toEqual([
      "/404.html",
      "/404/index.html",
      "/_gatsby/slices/_gatsby-scripts-1.html",
      "/index.html",
    ])
  })

  it("says the site is being prepared, asks not to be indexed, and leads the firm to the editor", () => {
    for (const page of ["/index.html", "/404.html", "/404/index.html"]) {
      const html = read(HOLDING, page)
      expect(html).toContain("Site em preparação")
      expect(html).toMatch(/<meta name="robots" content="noindex"/)
      expect(html).toContain('href="/admin/"')
    }
    expect(read(HOLDING, "robots.txt")).not.toContain("Sitemap")
    expect(existsSync(path.join(HOLDING, "admin/index.html"))).toBe(true)
  })

  it("holds no trace of the demo firm outside /admin/", () => {
    holdingFiles()
    const { files, found } = scanForTraces(HOLDING, textTraces(), pictureTraces(), ["admin"])
    expect(files).toBeGreaterThan(5)
    const list = found.map(({ source, form, file }) => `  ${source} "${form}" em ${file}`)
    if (found.length > 0)
      throw new Error(`Vestígios da empresa de demonstração:\n${list.join("\n")}`)
  })
})

describe("the production build of the second firm's own content", () => {
  it("publishes the whole site, with no holding page", () => {
    const files = builtFiles(SECOND_FIRM, SECOND_FIRM_SITE, "npm run build:second-firm")
    const pages = files.filter((file) => file.endsWith("/index.html"))
    expect(pages).toEqual(
      expect.arrayContaining(["/index.html", "/projetos/index.html", "/equipe/index.html"]),
    )
    expect(pages.length).toBeGreaterThan(10)
    for (const page of ["/index.html", "/404.html"])
      expect(read(SECOND_FIRM, page)).not.toContain("Site em preparação")
  })
})
