import {
  MAX_PRESET_LENGTH,
  readQuotePreset,
  similarQuotePath,
  typeOfCategories,
} from "../../src/lib/quote-preset"
import { PROJECT_CATEGORIES } from "../../src/lib/categories"

const SITE = "https://www.exemplo.com.br"

describe("a quote started from a project", () => {
  it("presets Tipo de Projeto where the category names one, else none", () => {
    expect(PROJECT_CATEGORIES.map((category) => [category, typeOfCategories([category])])).toEqual([
      ["Abastecimento de Água", "Abastecimento de Água"],
      ["Loteamento", null],
      ["Drenagem", "Drenagem"],
      ["Esgoto", "Projeto de Esgoto"],
      ["Irrigação", null],
      ["Hidrossanitários", null],
    ])
    // The first category with a type decides.
    expect(typeOfCategories(["Loteamento", "Esgoto", "Drenagem"])).toBe("Projeto de Esgoto")
  })

  it("links to the home page's form with the type and a line naming the project and its address", () => {
    const path = similarQuotePath(
      { title: "Rede de Esgoto – Lagoa Santa", slug: "rede-de-esgoto", categories: ["Esgoto"] },
      SITE,
    )
    expect(path).toMatch(/^\/\?tipo=.+&descricao=.+#contato$/)
    expect(readQuotePreset(new URL(path, SITE).search)).toEqual({
      type: "Projeto de Esgoto",
      description:
        "Gostaria de um orçamento para um projeto semelhante a “Rede de Esgoto – Lagoa Santa” " +
        "(https://www.exemplo.com.br/projetos/rede-de-esgoto/).\n\n",
    })
  })

  it("leaves the type out for a category without one", () => {
    const path = similarQuotePath({ title: "X", slug: "x", categories: ["Irrigação"] }, SITE)
    expect(path).not.toContain("tipo=")
    expect(readQuotePreset(new URL(path, SITE).search).type).toBeNull()
  })

  it("ignores a type the form does not offer, an empty description, and cuts a long one", () => {
    expect(readQuotePreset("?tipo=Piscina&descricao=%20%20")).toEqual({
      type: null,
      description: null,
    })
    expect(readQuotePreset("").description).toBeNull()
    const long = readQuotePreset(`?descricao=${"a".repeat(MAX_PRESET_LENGTH + 50)}`).description
    expect(long).toHaveLength(MAX_PRESET_LENGTH)
  })
})
