/** @jest-environment node */
import { promises as fs } from "node:fs"
import os from "node:os"
import path from "node:path"
import {
  buildHeaderRules,
  CACHE_CONTROL,
  contentSecurityPolicy,
  formatNetlifyHeaders,
  headersForPath,
  inlineScriptHashes,
  parseNetlifyHeaders,
  writeHeadersFile,
  type HeaderRule,
} from "../../scripts/lib/headers"

const ENDPOINT = "https://formspree.io/f/abcd1234"
// The example of the CSP specification: sha256 of the text alert('Hello, world.');
const HELLO_HASH = "'sha256-qznLcsROx4GACP2dm0UCKCzCG+HiZ1guq6ZZDob/Tng='"

const HOME_SCRIPT = `/*<![CDATA[*/window.pagePath="/";/*]]>*/`
const PROJECTS_SCRIPT = `/*<![CDATA[*/window.pagePath="/projetos/";/*]]>*/`

/** A Gatsby-like build: files by path relative to the temp dir. */
const FAKE_BUILD: Record<string, string> = {
  "public/index.html": page(
    HOME_SCRIPT,
    `<script type="application/ld+json">{"@type":"Org"}</script>`,
  ),
  "public/projetos/index.html": page(PROJECTS_SCRIPT),
  "public/404.html": page(HOME_SCRIPT),
  "public/404/index.html": page(HOME_SCRIPT),
  "public/page-data/index/page-data.json": "{}",
  "public/page-data/app-data.json": "{}",
  "public/page-data/sq/d/123.json": "{}",
  "public/app-1234abcd.js": "console.log(1)",
  "public/styles.0123456789abcdef.css": "body{}",
  "public/component---src-pages-index-tsx-9f8e7d6c5b4a.js": "0",
  "public/chunk-map.json": "{}",
  "public/sw.js": "self",
  "public/static/abc/x.png": "png",
  "public/logo-text.png": "png",
  "public/robots.txt": "User-agent: *",
  "public/manifest.webmanifest": "{}",
  "static/logo-text.png": "png",
  "static/robots.txt": "User-agent: *",
  "static/manifest.webmanifest": "{}",
  "public/admin/index.html": "<!doctype html><script src=decap-cms.js></script>",
  "public/admin/decap-cms.js": "cms",
  "public/admin/config.yml": "{}",
}

function page(inlineScript: string, extra = ""): string {
  return `<!DOCTYPE html><html><head>${extra}</head><body><div id="___gatsby"></div><script id="gatsby-script-loader">${inlineScript}</script><script src="/app-1234abcd.js" async></script></body></html>`
}

let tmp: string

beforeEach(async () => {
  tmp = await fs.mkdtemp(path.join(os.tmpdir(), "headers-"))
  for (const [relative, content] of Object.entries(FAKE_BUILD)) {
    await fs.mkdir(path.dirname(path.join(tmp, relative)), { recursive: true })
    await fs.writeFile(path.join(tmp, relative), content)
  }
})

afterEach(() => fs.rm(tmp, { recursive: true, force: true }))

/** Directive name → its sources, from a CSP string. */
function directives(csp: string): Record<string, string[]> {
  return Object.fromEntries(
    csp.split(";").map((part) => {
      const [name, ...sources] = part.trim().split(/\s+/)
      return [name, sources]
    }),
  )
}

describe("inlineScriptHashes", () => {
  it("hashes the exact text of an inline script like the CSP specification", () => {
    expect(inlineScriptHashes("<script>alert('Hello, world.');</script>")).toEqual([HELLO_HASH])
  })

  it("keeps classic and module scripts, skips src scripts and data blocks, once per text", () => {
    const html = [
      `<script>alert('Hello, world.');</script>`,
      `<SCRIPT type="module">alert('Hello, world.');</SCRIPT>`,
      `<script type="module">let a = 1</script>`,
      `<script src="/app.js">ignored()</script>`,
      `<script type="application/ld+json">{"a":1}</script>`,
    ].join("\n")
    const hashes = inlineScriptHashes(html)
    expect(hashes).toHaveLength(2)
    expect(hashes[0]).toBe(HELLO_HASH)
    expect(hashes[1]).not.toBe(HELLO_HASH)
  })

  it("hashes the text as the browser sees it, with CR LF turned into LF", () => {
    expect(inlineScriptHashes("<script>a()\r\nb()</script>")).toEqual(
      inlineScriptHashes("<script>a()\nb()</script>"),
    )
  })

  it("finds nothing in a page without inline scripts", () => {
    expect(inlineScriptHashes(`<script src="/a.js"></script><p>texto</p>`)).toEqual([])
  })
})

describe("contentSecurityPolicy", () => {
  it("allows exactly the site, the hashed scripts and the quote endpoint's origin", () => {
    const csp = directives(contentSecurityPolicy(ENDPOINT, [HELLO_HASH]))
    expect(csp).toEqual({
      "default-src": ["'self'"],
      "script-src": ["'self'", HELLO_HASH],
      "style-src": ["'self'", "'unsafe-inline'"],
      "img-src": ["'self'", "data:"],
      "font-src": ["'self'"],
      "connect-src": ["'self'", "https://formspree.io"],
      "form-action": ["'self'", "https://formspree.io"],
      "frame-ancestors": ["'none'"],
      "base-uri": ["'self'"],
      "object-src": ["'none'"],
      "manifest-src": ["'self'"],
      "upgrade-insecure-requests": [],
    })
  })

  it("does not upgrade requests when the endpoint is a local http inbox", () => {
    const csp = directives(contentSecurityPolicy("http://127.0.0.1:9100/f/quote", []))
    expect(csp["connect-src"]).toEqual(["'self'", "http://127.0.0.1:9100"])
    expect(csp["script-src"]).toEqual(["'self'"])
    expect(csp).not.toHaveProperty("upgrade-insecure-requests")
  })

  it.each(["", "formspree.io/f/x", "ftp://example.com/f"])(
    "refuses the endpoint %j",
    (endpoint) => {
      expect(() => contentSecurityPolicy(endpoint, [])).toThrow(/GATSBY_QUOTE_ENDPOINT/)
    },
  )
})

describe("buildHeaderRules", () => {
  const rules = buildHeaderRules({
    quoteEndpoint: ENDPOINT,
    pagePaths: ["/", "/projetos/", "/page-data/x/"],
    inlineScriptHashes: [HELLO_HASH],
    hashedAssetPaths: ["/app-1234abcd.js", "/static/d/y.png"],
    staticFilePaths: ["/logo-text.png", "/app-1234abcd.js"],
    otherFilePaths: ["/sw.js"],
  })

  it("puts the headers the editor shares with the site on /*, without CSP or Cache-Control", () => {
    expect(rules[0].path).toBe("/*")
    expect(rules[0].headers).toEqual({
      "X-Content-Type-Options": "nosniff",
      "Referrer-Policy": "strict-origin-when-cross-origin",
      "Permissions-Policy": expect.any(String),
      "Strict-Transport-Security": "max-age=31536000; includeSubDomains",
      "X-Frame-Options": "DENY",
    })
    const permissions = rules[0].headers["Permissions-Policy"].split(", ")
    expect(permissions).toEqual(
      expect.arrayContaining(["camera=()", "microphone=()", "geolocation=()", "payment=()"]),
    )
    expect(permissions).toEqual(expect.arrayContaining(["usb=()", "interest-cohort=()"]))
  })

  it("puts the site's CSP and opener policy on every top-level entry of the build", () => {
    const site = rules.filter((rule) => "Content-Security-Policy" in rule.headers)
    expect(site.map((rule) => rule.path)).toEqual([
      "/",
      "/app-1234abcd.js",
      "/logo-text.png",
      "/page-data/*",
      "/projetos/*",
      "/static/*",
      "/sw.js",
      "/admin/*",
    ])
    for (const rule of site.slice(0, -1)) {
      expect(rule.headers).toEqual({
        "Content-Security-Policy": contentSecurityPolicy(ENDPOINT, [HELLO_HASH]),
        "Cross-Origin-Opener-Policy": "same-origin",
      })
    }
  })

  it("gives each path one cache rule, leaving splat folders to their splat", () => {
    const cacheRules = rules.filter((rule) => !("Content-Security-Policy" in rule.headers))
    expect(cacheRules.map((rule) => rule.path)).toEqual([
      "/*",
      "/page-data/*",
      "/static/*",
      "/",
      "/projetos/",
      "/app-1234abcd.js",
      "/logo-text.png",
      "/sw.js",
    ])
    const cacheOnly = cacheRules.slice(1).map((rule) => Object.keys(rule.headers).join())
    expect(new Set(cacheOnly)).toEqual(new Set(["Cache-Control"]))
  })
})

describe("the editor's headers at /admin/", () => {
  const input = {
    quoteEndpoint: ENDPOINT,
    pagePaths: ["/", "/projetos/", "/404.html"],
    inlineScriptHashes: [HELLO_HASH],
    otherFilePaths: ["/sw.js", "/admin/config.yml"],
  }

  it.each(["/admin/", "/admin/decap-cms.js", "/admin/config.yml"])(
    "%s gets exactly one CSP, its own, with eval allowed only there",
    (urlPath) => {
      const headers = headersForPath(buildHeaderRules(input), urlPath)
      const csp = directives(headers["Content-Security-Policy"])
      expect(headers["Content-Security-Policy"]).not.toContain(", ")
      expect(csp["script-src"]).toEqual(["'self'", "'unsafe-eval'"])
      expect(csp["connect-src"]).toEqual(["'self'", "blob:", "https://api.github.com"])
      expect(csp["frame-ancestors"]).toEqual(["'none'"])
      expect(headers["X-Robots-Tag"]).toBe("noindex, nofollow")
      expect(headers["Cross-Origin-Opener-Policy"]).toBe("same-origin-allow-popups")
      expect(headers["Cache-Control"]).toBe(CACHE_CONTROL.revalidate)
      expect(headers["X-Frame-Options"]).toBe("DENY")
    },
  )

  it("lets the editor reach decap-server on 127.0.0.1 only in a local build", () => {
    const local = headersForPath(buildHeaderRules({ ...input, cmsLocalBackend: true }), "/admin/")
    expect(directives(local["Content-Security-Policy"])["connect-src"]).toEqual([
      "'self'",
      "blob:",
      "https://api.github.com",
      "http://127.0.0.1:8081",
    ])
  })

  it.each(["/", "/projetos/", "/404.html", "/sw.js", "/page-data/app-data.json"])(
    "leaves the site's page %s with today's policy, no eval",
    (urlPath) => {
      const headers = headersForPath(buildHeaderRules(input), urlPath)
      expect(headers["Content-Security-Policy"]).toBe(contentSecurityPolicy(ENDPOINT, [HELLO_HASH]))
      expect(headers["Cross-Origin-Opener-Policy"]).toBe("same-origin")
      expect(headers).not.toHaveProperty("X-Robots-Tag")
    },
  )
})

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

  it("allows the inline scripts of every page, and nothing from the JSON-LD block", async () => {
    const { text } = await written()
    const csp = headersForPath(parseNetlifyHeaders(text), "/")["Content-Security-Policy"]
    const scriptSources = directives(csp)["script-src"]
    const expected = [HOME_SCRIPT, PROJECTS_SCRIPT].map(
      (script) => inlineScriptHashes(`<script>${script}</script>`)[0],
    )
    expect(scriptSources).toEqual(["'self'", ...expected])
    expect(directives(csp)["connect-src"]).toEqual(["'self'", "https://formspree.io"])
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
