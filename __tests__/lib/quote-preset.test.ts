import {
  MAX_PRESET_LENGTH,
  readQuotePreset,
  similarQuotePath,
  typeOfCategories,
} from "../../src/lib/quote-preset"
import { SPEC_CATEGORIES, SPEC_PROJECT_TYPES } from "../helpers/spec"

const SITE = "https://www.exemplo.com.br"
/** The demo's line (content/texts.json's similarQuote.line). */
const LINE = "Gostaria de um orçamento para um projeto semelhante a “{titulo}” ({endereco})."
/** The demo's options (content/quote-form.json), the SPEC's list. */
const SPEC_TYPES = SPEC_PROJECT_TYPES.slice(1)

describe("a quote started from a project", () => {
  it("presets the SPEC's Tipo de Projeto that names the category, else none", () => {
    expect(
      SPEC_CATEGORIES.map((category) => [category, typeOfCategories([category], SPEC_TYPES)]),
    ).toEqual([
      ["Abastecimento de Água", "Abastecimento de Água"],
      ["Loteamento", null],
      ["Drenagem", "Drenagem"],
      ["Esgoto", "Projeto de Esgoto"],
      ["Irrigação", null],
      ["Hidrossanitários", null],
    ])
    // The first category with a type decides.
    expect(typeOfCategories(["Loteamento", "Esgoto", "Drenagem"], SPEC_TYPES)).toBe(
      "Projeto de Esgoto",
    )
  })

  it("finds the category in the firm's own wording, whole words, accents and case aside", () => {
    const types = ["Redes de agua potavel", "ESGOTAMENTO", "Macrodrenagem", "Projeto de Irrigação"]
    expect(typeOfCategories(["Esgoto"], types)).toBeNull()
    expect(typeOfCategories(["Drenagem"], types)).toBeNull()
    expect(typeOfCategories(["Irrigação"], types)).toBe("Projeto de Irrigação")
    expect(typeOfCategories(["Abastecimento de Água"], ["Abastecimento de agua", "Outro"])).toBe(
      "Abastecimento de agua",
    )
  })

  it("links to the home page's form with the type and a line naming the project and its address", () => {
    const path = similarQuotePath(
      { title: "Rede de Esgoto – Lagoa Santa", slug: "rede-de-esgoto", categories: ["Esgoto"] },
      SITE,
      SPEC_TYPES,
      LINE,
    )
    expect(path).toMatch(/^\/\?tipo=.+&descricao=.+#contato$/)
    expect(readQuotePreset(new URL(path, SITE).search, SPEC_TYPES)).toEqual({
      type: "Projeto de Esgoto",
      description:
        "Gostaria de um orçamento para um projeto semelhante a “Rede de Esgoto – Lagoa Santa” " +
        "(https://www.exemplo.com.br/projetos/rede-de-esgoto/).\n\n",
    })
  })

  it("writes the firm's own line, the project's title and address where its words in braces are", () => {
    const project = { title: "Adutora {Norte}", slug: "adutora", categories: ["Drenagem"] }
    const path = similarQuotePath(project, SITE, SPEC_TYPES, "Algo como {endereco}, {titulo}?")
    expect(readQuotePreset(new URL(path, SITE).search, SPEC_TYPES).description).toBe(
      "Algo como https://www.exemplo.com.br/projetos/adutora/, Adutora {Norte}?\n\n",
    )
  })

  it("presets no description from an empty line, and still the type", () => {
    const project = { title: "X", slug: "x", categories: ["Drenagem"] }
    const preset = readQuotePreset(
      new URL(similarQuotePath(project, SITE, SPEC_TYPES, "  "), SITE).search,
      SPEC_TYPES,
    )
    expect(preset).toEqual({ type: "Drenagem", description: null })
  })

  it("leaves the type out for a category without one", () => {
    const path = similarQuotePath(
      { title: "X", slug: "x", categories: ["Irrigação"] },
      SITE,
      SPEC_TYPES,
      LINE,
    )
    expect(path).not.toContain("tipo=")
    expect(readQuotePreset(new URL(path, SITE).search, SPEC_TYPES).type).toBeNull()
  })

  it("ignores a type the form does not offer, an empty description, and cuts a long one", () => {
    expect(readQuotePreset("?tipo=Piscina&descricao=%20%20", SPEC_TYPES)).toEqual({
      type: null,
      description: null,
    })
    expect(readQuotePreset("", SPEC_TYPES).description).toBeNull()
    const long = readQuotePreset(
      `?descricao=${"a".repeat(MAX_PRESET_LENGTH + 50)}`,
      SPEC_TYPES,
    ).description
    expect(long).toHaveLength(MAX_PRESET_LENGTH)
  })
})
