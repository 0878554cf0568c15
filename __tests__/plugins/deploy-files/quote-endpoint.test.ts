/** @jest-environment node */
import { contentSecurityPolicy } from "../../../plugins/deploy-files/security-headers"
import {
  quoteEndpointProblem,
  quoteEndpointUrl,
} from "../../../plugins/deploy-files/quote-endpoint"

describe("the quote endpoint check", () => {
  it.each([
    [undefined, "Falta a variável GATSBY_QUOTE_ENDPOINT"],
    ["  ", "Falta a variável GATSBY_QUOTE_ENDPOINT"],
    ["formspree.io/f/x", 'não é um endereço válido ("formspree.io/f/x")'],
    ["ftp://example.com/f", 'comece por https://, não "ftp://example.com/f"'],
  ])("refuses %j and says, in Portuguese, how to set it", (value, problem) => {
    const message = quoteEndpointProblem({ GATSBY_QUOTE_ENDPOINT: value })
    expect(message).toContain(problem)
    expect(message).toContain("Environment variables")
  })

  it("accepts an https endpoint, and a local inbox outside Netlify only", () => {
    expect(quoteEndpointProblem({ GATSBY_QUOTE_ENDPOINT: "https://formspree.io/f/x" })).toBeNull()
    const local = { GATSBY_QUOTE_ENDPOINT: "http://127.0.0.1:9100/f/quote" }
    expect(quoteEndpointProblem(local)).toBeNull()
    expect(quoteEndpointProblem({ ...local, NETLIFY: "true" })).toContain(
      "aponta para o próprio computador que gera o site",
    )
  })

  it("gives the headers the same verdict as the build", () => {
    for (const value of ["", "formspree.io/f/x", "ftp://example.com/f"]) {
      const problem = quoteEndpointProblem({ GATSBY_QUOTE_ENDPOINT: value })
      expect(() => quoteEndpointUrl(value)).toThrow(problem ?? "")
      expect(() => contentSecurityPolicy(value, [])).toThrow(problem ?? "")
    }
    expect(quoteEndpointUrl(" https://formspree.io/f/x ").origin).toBe("https://formspree.io")
  })
})
