/** @jest-environment node */
import { mkdir, mkdtemp, rm, writeFile } from "node:fs/promises"
import { tmpdir } from "node:os"
import { dirname, join } from "node:path"
import zlib from "node:zlib"
import { initialJs, scriptSources } from "../../scripts/lib/audit/initial-js"
import { builtPage, HOME } from "../../scripts/lib/audit/pages"

describe("initial JS", () => {
  let root: string
  const body = (name: string, repeat: number) => `/* ${name} */ ${"var x=1;".repeat(repeat)}`
  const FILES: Record<string, string> = {
    "index.html":
      '<html><head><script type="module">window.a=1</script>' +
      '<script type="application/ld+json">{}</script></head><body>' +
      '<script src="/webpack-runtime-aa11.js" async></script>' +
      '<script src="/framework-bb22.js" async></script>' +
      "<script src='/app-cc33.js' async></script>" +
      '<script src="//cdn.example.com/x.js"></script></body></html>',
    "webpack.stats.json": JSON.stringify({
      namedChunkGroups: {
        app: { assets: [{ name: "app-cc33.js" }] },
        "component---src-pages-index-tsx": {
          assets: [
            { name: "ff66-shared.js" },
            { name: "component---src-pages-index-tsx-dd44.js" },
            { name: "x.css" },
          ],
        },
        "component---src-pages-projetos-tsx": {
          assets: [{ name: "component---src-pages-projetos-tsx-ee55.js" }],
        },
      },
    }),
    "page-data/index/page-data.json": JSON.stringify({
      componentChunkName: "component---src-pages-index-tsx",
      path: "/",
    }),
    "webpack-runtime-aa11.js": body("runtime", 10),
    "framework-bb22.js": body("framework", 400),
    "app-cc33.js": body("app", 200),
    "component---src-pages-index-tsx-dd44.js": body("index", 50),
    "ff66-shared.js": body("shared", 80),
    "component---src-pages-projetos-tsx-ee55.js": body("projetos", 5000),
  }

  beforeAll(async () => {
    root = await mkdtemp(join(tmpdir(), "audit-initial-js-"))
    for (const [file, text] of Object.entries(FILES)) {
      await mkdir(dirname(join(root, file)), { recursive: true })
      await writeFile(join(root, file), text)
    }
  })

  afterAll(() => rm(root, { recursive: true, force: true }))

  it("reads only same-origin <script src> of the HTML", () => {
    expect(scriptSources(FILES["index.html"])).toEqual([
      "/webpack-runtime-aa11.js",
      "/framework-bb22.js",
      "/app-cc33.js",
    ])
  })

  it("adds every chunk of the page component's group, shared ones too, and sums their gzip sizes", async () => {
    const js = await initialJs(root, HOME)
    const files = [
      "/webpack-runtime-aa11.js",
      "/framework-bb22.js",
      "/app-cc33.js",
      "/ff66-shared.js",
      "/component---src-pages-index-tsx-dd44.js",
    ]
    expect(js.files.map((file) => file.file)).toEqual(files)
    const gzipOf = (file: string) => zlib.gzipSync(FILES[file.slice(1)], { level: 9 }).length
    expect(js.files[1]).toEqual({
      file: "/framework-bb22.js",
      bytes: FILES["framework-bb22.js"].length,
      gzipBytes: gzipOf("/framework-bb22.js"),
    })
    expect(js.gzipBytes).toBe(files.reduce((total, file) => total + gzipOf(file), 0))
  })

  it("names the chunk group missing from webpack.stats.json", async () => {
    await mkdir(join(root, "equipe"), { recursive: true })
    await writeFile(join(root, "equipe/index.html"), "<html></html>")
    await mkdir(join(root, "page-data/equipe"), { recursive: true })
    const pageData = { componentChunkName: "component---src-pages-404-tsx", path: "/equipe/" }
    await writeFile(join(root, "page-data/equipe/page-data.json"), JSON.stringify(pageData))
    await expect(initialJs(root, builtPage("/equipe/"))).rejects.toThrow(
      "webpack.stats.json has no chunk group component---src-pages-404-tsx",
    )
  })
})
