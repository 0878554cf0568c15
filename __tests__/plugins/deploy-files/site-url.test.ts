/** @jest-environment node */
import {
  LOCAL_SITE_URL,
  resolveSiteUrl,
  siteUrlProblem,
} from "../../../plugins/deploy-files/site-url"

describe("the site's public address", () => {
  it("is SITE_URL, else Netlify's address for the context, else the local server", () => {
    expect(resolveSiteUrl({ SITE_URL: "https://www.firma.com.br/" })).toBe(
      "https://www.firma.com.br",
    )
    const netlify = { URL: "https://firma.netlify.app", DEPLOY_PRIME_URL: "https://p--firma.app" }
    expect(resolveSiteUrl({ ...netlify, CONTEXT: "production" })).toBe(netlify.URL)
    expect(resolveSiteUrl({ ...netlify, CONTEXT: "deploy-preview" })).toBe(netlify.DEPLOY_PRIME_URL)
    expect(resolveSiteUrl({})).toBe(LOCAL_SITE_URL)
    expect(siteUrlProblem({ SITE_URL: "https://www.firma.com.br/" })).toBeNull()
    expect(siteUrlProblem({})).toBeNull()
  })

  it.each(["www.firma.com.br", "https://", "firma.com.br/contato", "https://firma.com.br/?a=1"])(
    "stops the build on SITE_URL=%j, saying in Portuguese how to write it and where",
    (value) => {
      expect(siteUrlProblem({ SITE_URL: value })).toContain(
        `O endereço do site "${value}" (variável SITE_URL) não é um endereço completo.`,
      )
      expect(siteUrlProblem({ SITE_URL: value })).toContain("Environment variables")
    },
  )
})
