/** @jest-environment node */
import { promises as fs } from "node:fs"
import path from "node:path"
import { CACHE_CONTROL } from "../../../plugins/deploy-files/cache-control"
import { writeHeadersFile } from "../../../plugins/deploy-files/headers"
import { inlineScriptHashes } from "../../../plugins/deploy-files/inline-script-hashes"
import {
  formatNetlifyHeaders,
  headersForPath,
  parseNetlifyHeaders,
  type HeaderRule,
} from "../../../plugins/deploy-files/netlify-headers"
import {
  shareLoaderScriptsInPages,
  SHARED_LOADER_TEXT,
} from "../../../plugins/deploy-files/page-path-script"
import {
  ENDPOINT,
  HOME_SCRIPT,
  PROJECTS_SCRIPT,
  FAKE_BUILD,
  tmp,
  directives,
  withFakeBuild,
} from "../../helpers/headers-fixture"

withFakeBuild()

describe("writeHeadersFile", () => {
  async function written(): Promise<{ text: string; rules: HeaderRule[] }> {
    const { file, rules } = await writeHeadersFile(path.join(tmp, "public"), {
      quoteEndpoint: ENDPOINT,
    })
    expect(file).toBe(path.join(tmp, "public", "_headers"))
    return { text: await fs.readFile(file, "utf8"), rules }
  }

  it("writes the rules it returns in the _headers format", async () => {
    const { text, rules } = await written()
    expect(parseNetlifyHeaders(text)).toEqual(rules)
    expect(text).toMatch(/^# Generated .*\n\n\/\*\n {2}X-Content-Type-Options: nosniff\n/)
    expect(text).toMatch(/\n\/\n {2}Content-Security-Policy: default-src 'self';/)
  })

  it("writes _headers and changes no other file of the build", async () => {
    const html = ["public/index.html", "public/projetos/index.html"]
    const before = await Promise.all(html.map((file) => fs.readFile(path.join(tmp, file), "utf8")))
    const { text } = await written()
    const after = await Promise.all(html.map((file) => fs.readFile(path.join(tmp, file), "utf8")))
    expect(after).toEqual(before)
    // Pages not rewritten first: each page's own loader script is hashed, one per page.
    const csp = headersForPath(parseNetlifyHeaders(text), "/")["Content-Security-Policy"]
    for (const script of [HOME_SCRIPT, PROJECTS_SCRIPT]) {
      expect(directives(csp)["script-src"]).toEqual(
        expect.arrayContaining(inlineScriptHashes(`<script>${script}</script>`)),
      )
    }
  })

  it("after shareLoaderScriptsInPages, allows the one shared loader script, each page keeping its address", async () => {
    expect(await shareLoaderScriptsInPages(path.join(tmp, "public"))).toBeGreaterThanOrEqual(2)
    const { text } = await written()
    const csp = headersForPath(parseNetlifyHeaders(text), "/")["Content-Security-Policy"]
    const scriptSources = directives(csp)["script-src"]
    // Gatsby's scripts differ by page; rewritten, they are one script, hence one hash.
    const expected = inlineScriptHashes(`<script>${SHARED_LOADER_TEXT}</script>`)
    expect(scriptSources).toEqual(["'self'", ...expected])
    expect(directives(csp)["connect-src"]).toEqual(["'self'", "https://formspree.io"])
    const home = await fs.readFile(path.join(tmp, "public/index.html"), "utf8")
    const projects = await fs.readFile(path.join(tmp, "public/projetos/index.html"), "utf8")
    expect(home).toContain(
      `<script id="gatsby-script-loader" data-page-path="/">${SHARED_LOADER_TEXT}</script>`,
    )
    expect(projects).toContain(`data-page-path="/projetos/">${SHARED_LOADER_TEXT}</script>`)
    for (const script of [HOME_SCRIPT, PROJECTS_SCRIPT]) {
      expect(home + projects).not.toContain(script)
    }
  })

  it.each([
    ["/", CACHE_CONTROL.revalidate],
    ["/projetos/", CACHE_CONTROL.revalidate],
    ["/projetos", CACHE_CONTROL.revalidate],
    ["/404.html", CACHE_CONTROL.revalidate],
    ["/404/", CACHE_CONTROL.revalidate],
    ["/page-data/index/page-data.json", CACHE_CONTROL.revalidate],
    ["/page-data/app-data.json", CACHE_CONTROL.revalidate],
    ["/page-data/sq/d/123.json", CACHE_CONTROL.revalidate],
    ["/chunk-map.json", CACHE_CONTROL.revalidate],
    ["/sw.js", CACHE_CONTROL.revalidate],
    ["/app-1234abcd.js", CACHE_CONTROL.immutable],
    ["/styles.0123456789abcdef.css", CACHE_CONTROL.immutable],
    ["/component---src-pages-index-tsx-9f8e7d6c5b4a.js", CACHE_CONTROL.immutable],
    ["/static/abc/x.png", CACHE_CONTROL.immutable],
    ["/logo-text.png", CACHE_CONTROL.staticFile],
    ["/robots.txt", CACHE_CONTROL.staticFile],
    ["/manifest.webmanifest", CACHE_CONTROL.staticFile],
  ])("caches %s with %j", async (urlPath, cacheControl) => {
    const { text } = await written()
    expect(headersForPath(parseNetlifyHeaders(text), urlPath)["Cache-Control"]).toBe(cacheControl)
  })

  it("gives every built file the security headers and exactly one Cache-Control", async () => {
    const { rules } = await written()
    const builtPaths = Object.keys(FAKE_BUILD)
      .filter((relative) => relative.startsWith("public/"))
      .map((relative) => relative.slice("public".length).replace(/index\.html$/, ""))
    const wrong = builtPaths.filter((urlPath) => {
      const headers = headersForPath(rules, urlPath)
      const oneCacheControl = (Object.values(CACHE_CONTROL) as string[]).includes(
        headers["Cache-Control"],
      )
      const oneCsp = /^default-src [^,]*$/.test(headers["Content-Security-Policy"] ?? "")
      return headers["X-Frame-Options"] !== "DENY" || !oneCacheControl || !oneCsp
    })
    expect(builtPaths).toHaveLength(19)
    expect(wrong).toEqual([])
  })

  it("stops with a clear message when there is no built page", async () => {
    await expect(
      writeHeadersFile(path.join(tmp, "static"), { quoteEndpoint: ENDPOINT }),
    ).rejects.toThrow(/No HTML page/)
  })
})

describe("the _headers format", () => {
  const rules: HeaderRule[] = [
    { path: "/*", headers: { "X-Frame-Options": "DENY", Vary: "Accept" } },
    { path: "/projetos/", headers: { "Cache-Control": "no-cache", vary: "Origin" } },
    { path: "/static/*", headers: { "Cache-Control": "immutable" } },
    { path: "/docs/:version/index.html", headers: { "X-Doc": "yes" } },
  ]

  it("round-trips through format and parse, comments and blank lines ignored", () => {
    const text = formatNetlifyHeaders(rules, "two\nlines")
    expect(text.startsWith("# two\n# lines\n\n/*\n  X-Frame-Options: DENY\n")).toBe(true)
    expect(parseNetlifyHeaders(`\n# note\n${text}\n\n`)).toEqual(rules)
  })

  it("keeps a colon inside a value", () => {
    const [rule] = parseNetlifyHeaders("/a\n  Link: <https://x.test/a>; rel=preload\n")
    expect(rule.headers).toEqual({ Link: "<https://x.test/a>; rel=preload" })
  })

  it.each([
    ["  X-A: 1\n", /line 1: header before any path/],
    ["/a\n  no colon here\n", /line 2: expected "Name: value"/],
    ["/a\nX-A: 1\n", /line 2: a path must start with "\/"/],
  ])("rejects %j", (text, message) => {
    expect(() => parseNetlifyHeaders(text)).toThrow(message)
  })

  it("merges every matching rule in order, joining a repeated name with a comma", () => {
    expect(headersForPath(rules, "/projetos/")).toEqual({
      "X-Frame-Options": "DENY",
      Vary: "Accept, Origin",
      "Cache-Control": "no-cache",
    })
  })

  it("matches exact paths with or without the trailing slash, splats and placeholders", () => {
    expect(headersForPath(rules, "/projetos")).toHaveProperty("Cache-Control", "no-cache")
    expect(headersForPath(rules, "/projetos/x")).not.toHaveProperty("Cache-Control")
    expect(headersForPath(rules, "/static/a/b.png")).toHaveProperty("Cache-Control", "immutable")
    expect(headersForPath(rules, "/staticx")).not.toHaveProperty("Cache-Control")
    expect(headersForPath(rules, "/docs/v2/index.html")).toHaveProperty("X-Doc", "yes")
    expect(headersForPath(rules, "/docs/v2/more/index.html")).not.toHaveProperty("X-Doc")
    expect(headersForPath(rules, "/")).toEqual({ "X-Frame-Options": "DENY", Vary: "Accept" })
  })

  it("treats dots in a path literally", () => {
    const dotted = [{ path: "/404.html", headers: { A: "1" } }]
    expect(headersForPath(dotted, "/404.html")).toEqual({ A: "1" })
    expect(headersForPath(dotted, "/404xhtml")).toEqual({})
  })
})
