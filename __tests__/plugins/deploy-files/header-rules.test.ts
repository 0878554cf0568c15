/** @jest-environment node */
import { buildHeaderRules } from "../../../plugins/deploy-files/headers"
import { CACHE_CONTROL } from "../../../plugins/deploy-files/cache-control"
import { headersForPath } from "../../../plugins/deploy-files/netlify-headers"
import { contentSecurityPolicy } from "../../../plugins/deploy-files/security-headers"
import { ENDPOINT, HELLO_HASH, directives } from "../../helpers/headers-fixture"

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
