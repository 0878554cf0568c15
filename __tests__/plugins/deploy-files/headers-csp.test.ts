/** @jest-environment node */
import { inlineScriptHashes } from "../../../plugins/deploy-files/inline-script-hashes"
import { contentSecurityPolicy } from "../../../plugins/deploy-files/security-headers"
import { ENDPOINT, HELLO_HASH, directives } from "../../helpers/headers-fixture"

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
