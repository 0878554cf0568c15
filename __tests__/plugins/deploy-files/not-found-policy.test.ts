/** @jest-environment node */
import { metaPolicy, withPolicyMeta } from "../../../plugins/deploy-files/not-found-policy"

const POLICY =
  "default-src 'self'; script-src 'self' 'sha256-abc='; frame-ancestors 'none'; base-uri 'self'"
const PAGE = '<!DOCTYPE html><html><head><meta charSet="utf-8"/><script>x()</script></head></html>'

describe("the 404 page's policy", () => {
  it("is the site's policy without frame-ancestors, which a <meta> cannot carry", () => {
    expect(metaPolicy(POLICY)).toBe(
      "default-src 'self'; script-src 'self' 'sha256-abc='; base-uri 'self'",
    )
  })

  it("goes right after the charset and before every script", () => {
    const html = withPolicyMeta(PAGE, POLICY)
    const meta = html.indexOf('<meta http-equiv="Content-Security-Policy"')
    expect(meta).toBe(html.indexOf("/>") + 2)
    expect(meta).toBeLessThan(html.indexOf("<script>"))
  })

  it("replaces the policy an earlier build wrote", () => {
    const twice = withPolicyMeta(withPolicyMeta(PAGE, POLICY), "default-src 'none'")
    expect(twice.match(/http-equiv="Content-Security-Policy"/g)).toHaveLength(1)
    expect(twice).toContain("content=\"default-src 'none'\"")
  })

  it("refuses a page without a charset declaration instead of guessing", () => {
    expect(() => withPolicyMeta("<html><head></head></html>", POLICY)).toThrow(/charSet/)
  })
})
