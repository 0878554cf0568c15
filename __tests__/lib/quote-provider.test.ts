/** @jest-environment node */
import { quoteProviderName } from "../../src/lib/quote-provider"

describe("quoteProviderName", () => {
  it("uses the configured name first", () => {
    expect(quoteProviderName("https://formspree.io/f/abc", " Minha Empresa de Formulários ")).toBe(
      "Minha Empresa de Formulários",
    )
  })

  it("recognises known providers from the endpoint's host", () => {
    expect(quoteProviderName("https://formspree.io/f/abc")).toBe(
      "Formspree (Formspree, Inc., Estados Unidos)",
    )
  })

  it("names the host of an unknown provider, and the local inbox", () => {
    expect(quoteProviderName("https://forms.example.com/x")).toBe(
      "o serviço de formulários em forms.example.com",
    )
    expect(quoteProviderName("http://127.0.0.1:9100/f/quote")).toBe(
      "a caixa de entrada local de testes deste site",
    )
    expect(quoteProviderName("")).toBe("o serviço de formulários contratado pela empresa")
  })
})
