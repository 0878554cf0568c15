/** @jest-environment node */
import { readFileSync, readdirSync } from "node:fs"
import path from "node:path"
import { COMPILE_HINT } from "../plugins/page-startup/compile-hints"
import { chunkGroupScripts } from "../scripts/lib/audit/initial-js"
import { fixtureBuild } from "./helpers/fixture-build"

/**
 * What the built pages start with, read from the files in public/ (the fixture build `npm test`
 * writes before Jest runs); no browser needed. Without a build they fail, naming the command.
 */
const PUBLIC = fixtureBuild()

/** The fixture's project 1 (e2e/portfolio.ts's PROJECT_1). */
const PROJECT_1_PATH = "/projetos/sistema-de-abastecimento-de-agua-da-sede-municipal-de-itabira/"

const builtHtml = (pathname: string) =>
  readFileSync(path.join(PUBLIC, pathname, "index.html"), "utf8")

/** The scripts a built page loads by itself, before any page or dialog chunk. */
const startupScripts = (html: string) =>
  [...html.matchAll(/<script src="\/([^"]+\.js)" async>/g)].map((m) => m[1])

describe("a built page's start-up", () => {
  it("the start-up scripts carry V8's compile hint, and their source maps count its line", () => {
    const scripts = startupScripts(builtHtml("/"))
    expect(scripts.map((name) => name.replace(/-[0-9a-f]+\.js$/, ""))).toEqual(
      expect.arrayContaining(["webpack-runtime", "framework", "app"]),
    )
    for (const name of scripts) {
      expect(readFileSync(path.join(PUBLIC, name), "utf8").startsWith(`${COMPILE_HINT}\n`)).toBe(
        true,
      )
      const map = JSON.parse(readFileSync(path.join(PUBLIC, `${name}.map`), "utf8"))
      // The hint's line maps to nothing: the mappings start with an empty line.
      expect([name, map.mappings.startsWith(";")]).toEqual([name, true])
    }
    const pageChunks = readdirSync(PUBLIC).filter((name) => /^component---.+\.js$/.test(name))
    expect(pageChunks.length).toBeGreaterThan(0)
    for (const name of pageChunks) {
      expect([name, readFileSync(path.join(PUBLIC, name), "utf8").includes(COMPILE_HINT)]).toEqual([
        name,
        false,
      ])
    }
  })

  it("the listing and a project page start without gatsby-plugin-image's code: only the dialog needs it", async () => {
    /** The source files bundled into the app's and a page component's start-up scripts. */
    const startupSources = async (group: string) =>
      [
        ...(await chunkGroupScripts(PUBLIC, "app")),
        ...(await chunkGroupScripts(PUBLIC, group)),
      ].flatMap(
        (script) =>
          JSON.parse(readFileSync(path.join(PUBLIC, `${script}.map`), "utf8")).sources as string[],
      )
    for (const group of [
      "component---src-templates-projects-listing-tsx",
      "component---src-templates-project-page-tsx",
    ]) {
      const sources = await startupSources(group)
      expect([
        group,
        sources.some(
          (source) =>
            source.endsWith("/projects/project-article.tsx") ||
            source.endsWith("/projects/projects-view.tsx"),
        ),
      ]).toEqual([group, true])
      expect(sources.filter((source) => source.endsWith("gatsby-image.browser.tsx"))).toEqual([])
    }
    expect(
      (await startupSources("component---src-templates-project-page-tsx")).filter((source) =>
        source.endsWith("/projects/project-card.tsx"),
      ),
    ).toEqual([])
  })
})

describe("the components' styles in the built pages", () => {
  it.each(["/", "/projetos/", PROJECT_1_PATH, "/privacidade/"])(
    "%s: are in one <style> of the head, after the global styles, and none in the body",
    (pathname) => {
      const html = builtHtml(pathname)
      const [head, body] = html.split("</head>")
      expect(body.match(/<style/g) ?? []).toEqual([])
      const tags = [...head.matchAll(/<style data-emotion="css [^"]+">/g)]
      expect(tags).toHaveLength(1)
      expect(head.indexOf('<style id="estilos-globais">')).toBeGreaterThan(-1)
      expect(head.indexOf('<style id="estilos-globais">')).toBeLessThan(tags[0].index)
    },
  )
})
