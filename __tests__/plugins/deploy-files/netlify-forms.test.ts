/** @jest-environment node */
import { promises as fs } from "node:fs"
import path from "node:path"
import type { Reporter } from "gatsby"
import { onPostBuild, onPreBootstrap } from "../../../plugins/deploy-files/gatsby-node"
import { contentSecurityPolicy } from "../../../plugins/deploy-files/security-headers"
import { writeNetlifyFormsSkeleton } from "../../../plugins/deploy-files/netlify-forms"
import { parseNetlifyHeaders } from "../../../plugins/deploy-files/netlify-headers"
import { quoteEndpointProblem } from "../../../plugins/deploy-files/quote-endpoint"
import { NETLIFY_FORM_NAME } from "../../../src/lib/netlify-forms"
import { HONEYPOT_FIELD, QUOTE_FIELDS } from "../../../src/lib/submit-quote"
import { ENDPOINT, directives, tmp, withFakeBuild } from "../../helpers/headers-fixture"

/**
 * The Netlify Forms mode at build time (GATSBY_QUOTE_ENDPOINT=netlify): the build accepts it,
 * writes the static skeleton Netlify's deploy detects, and the CSP lets the form post to the
 * site itself only. The skeleton is checked against the form and the request in
 * __tests__/lib/netlify-forms.test.tsx.
 */
const NETLIFY = "netlify"

function reporter() {
  return { info: jest.fn(), panicOnBuild: jest.fn() }
}

function withEnv(values: Record<string, string>) {
  const saved = { ...process.env }
  beforeEach(() => Object.assign(process.env, values))
  afterEach(() => {
    process.env = { ...saved }
  })
}

describe("the production-build guard in the Netlify Forms mode", () => {
  withEnv({ gatsby_executing_command: "build", GATSBY_QUOTE_ENDPOINT: NETLIFY, NETLIFY: "true" })

  it("accepts GATSBY_QUOTE_ENDPOINT=netlify, on Netlify and off it, in any case", () => {
    expect(quoteEndpointProblem({ GATSBY_QUOTE_ENDPOINT: NETLIFY, NETLIFY: "true" })).toBeNull()
    expect(quoteEndpointProblem({ GATSBY_QUOTE_ENDPOINT: " Netlify " })).toBeNull()
  })

  it("lets the build go on", () => {
    const r = reporter()
    onPreBootstrap!({ reporter: r as unknown as Reporter } as never, {} as never, () => {})
    expect(r.panicOnBuild).not.toHaveBeenCalled()
  })

  it("still stops a build without an endpoint, and names the Netlify mode as a fix", () => {
    delete process.env.GATSBY_QUOTE_ENDPOINT
    const r = reporter()
    onPreBootstrap!({ reporter: r as unknown as Reporter } as never, {} as never, () => {})
    expect(r.panicOnBuild).toHaveBeenCalledWith(
      expect.stringContaining("GATSBY_QUOTE_ENDPOINT=netlify"),
    )
  })
})

describe("the CSP in the Netlify Forms mode", () => {
  it("allows fetch and the native post to the site itself only", () => {
    const csp = directives(contentSecurityPolicy(NETLIFY, []))
    expect(csp["connect-src"]).toEqual(["'self'"])
    expect(csp["form-action"]).toEqual(["'self'"])
    expect(csp).toHaveProperty("upgrade-insecure-requests")
  })

  it("keeps the provider's origin in the default mode", () => {
    const csp = directives(contentSecurityPolicy(ENDPOINT, []))
    expect(csp["connect-src"]).toEqual(["'self'", "https://formspree.io"])
  })
})

describe("the skeleton written after the build", () => {
  withFakeBuild()
  withEnv({ GATSBY_QUOTE_ENDPOINT: NETLIFY, SITE_URL: "https://example.test" })

  afterEach(() => jest.restoreAllMocks())

  const skeletonFile = () => path.join(tmp, "public/__forms.html")

  it("is written by onPostBuild, with the form's name, data-netlify, the honeypot and every field", async () => {
    // The fake 404 pages lack the charset the real ones carry; not under test here.
    for (const name of ["404.html", "404/index.html"]) await fs.rm(path.join(tmp, "public", name))
    jest.spyOn(process, "cwd").mockReturnValue(tmp)
    await onPostBuild!({ reporter: reporter() } as never, {} as never, () => {})
    const html = await fs.readFile(skeletonFile(), "utf8")
    const form = html.match(/<form [^>]*>/)?.[0] ?? ""
    expect(form).toContain(`name="${NETLIFY_FORM_NAME}"`)
    expect(form).toContain(`data-netlify="true"`)
    expect(form).toContain(`netlify-honeypot="${HONEYPOT_FIELD}"`)
    const inside = html.slice(html.indexOf(form) + form.length, html.indexOf("</form>"))
    const names = [...inside.matchAll(/\sname="([^"]+)"/g)].map((match) => match[1])
    expect(names.sort()).toEqual(["form-name", ...QUOTE_FIELDS, HONEYPOT_FIELD].sort())
    expect(html).toContain(`<input type="hidden" name="form-name" value="${NETLIFY_FORM_NAME}" />`)

    // The same onPostBuild wrote _headers with the site-only policy.
    const rules = parseNetlifyHeaders(await fs.readFile(path.join(tmp, "public/_headers"), "utf8"))
    const home = rules.find((rule) => rule.path === "/")
    const csp = directives(home?.headers["Content-Security-Policy"] ?? "")
    expect(csp["connect-src"]).toEqual(["'self'"])
  })

  it("is not written in the default mode", async () => {
    expect(await writeNetlifyFormsSkeleton(path.join(tmp, "public"), ENDPOINT)).toBeNull()
    await expect(fs.access(skeletonFile())).rejects.toThrow()
  })
})
