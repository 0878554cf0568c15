/** @jest-environment node */
import { isReservedSlug, projectSlug, slugify } from "../../src/lib/slug"
import { listingPath, projectPath } from "../../src/lib/portfolio-paths"
import { listingCount, listingTitle } from "../../src/lib/listing"
import { portfolioDescription, portfolioIntro } from "../../src/lib/portfolio-facts"
import { siteTexts, textWords } from "../site-fixture"
import { parseLocation } from "../../src/lib/location"
import { summarySentence } from "../../src/lib/parse-description"

describe("project addresses", () => {
  it("makes the slug from the title: lower case, no accents, hyphens", () => {
    expect(slugify("Sistema de Esgotamento Sanitário de Lagoa Santa")).toBe(
      "sistema-de-esgotamento-sanitario-de-lagoa-santa",
    )
    expect(slugify("  ETA Três Marias — 2ª etapa (Ampliação)! ")).toBe(
      "eta-tres-marias-2a-etapa-ampliacao",
    )
  })

  it("prefers the project's own slug", () => {
    expect(projectSlug({ title: "Rede de Água", slug: "agua-centro" })).toBe("agua-centro")
    expect(projectSlug({ title: "Rede de Água", slug: " " })).toBe("rede-de-agua")
    expect(projectSlug({ title: "Rede de Água" })).toBe("rede-de-agua")
  })

  it("reserves the listing pages' addresses", () => {
    expect(["2", "15", "categoria", "estado"].every(isReservedSlug)).toBe(true)
    expect(isReservedSlug("estado-de-minas")).toBe(false)
  })

  it("names project and listing pages", () => {
    expect(projectPath("rede-de-agua")).toBe("/projetos/rede-de-agua/")
    expect(listingPath({ kind: "all" })).toBe("/projetos/")
    expect(listingPath({ kind: "all" }, 3)).toBe("/projetos/3/")
    expect(listingPath({ kind: "category", category: "Abastecimento de Água" })).toBe(
      "/projetos/categoria/abastecimento-de-agua/",
    )
    expect(listingPath({ kind: "state", state: "MG" }, 2)).toBe("/projetos/estado/mg/2/")
  })
})

describe("listing copy", () => {
  it("titles and counts each kind of listing", () => {
    expect(listingTitle({ filter: { kind: "all" }, page: 1 })).toBe("Projetos")
    expect(listingTitle({ filter: { kind: "category", category: "Esgoto" }, page: 2 })).toBe(
      "Projetos: Esgoto — página 2",
    )
    expect(listingTitle({ filter: { kind: "state", state: "BA" }, page: 1 })).toBe(
      "Projetos em Bahia",
    )
    expect(listingCount({ filter: { kind: "all" }, total: 18 })).toBe("18 projetos")
    expect(listingCount({ filter: { kind: "category", category: "Esgoto" }, total: 1 })).toBe(
      "1 projeto em Esgoto",
    )
  })

  it("states the first year and the states from the content", () => {
    const facts = { firstYear: 2012, states: ["AL", "BA", "MG", "RJ", "SC"] as const }
    const text = siteTexts.portfolio.intro
    expect(text).toMatch(/\{primeiroAno\}.*\{estados\}/)
    const intro = portfolioIntro({ ...facts, states: [...facts.states] }, text, textWords)
    expect(intro).toContain("2012")
    expect(intro).toContain("cinco estados brasileiros")
    expect(intro).not.toMatch(/[{}]/)
    expect(portfolioDescription({ ...facts, states: [...facts.states] })).toMatch(
      / em AL, BA, MG, RJ e SC\.$/,
    )
    expect(portfolioIntro({ firstYear: 2020, states: ["MG"] }, "em {estados}.")).toBe(
      "em Minas Gerais.",
    )
    expect(portfolioIntro({ firstYear: null, states: [] }, "em {estados}.")).toBe(
      "em todo o Brasil.",
    )
  })

  it("reads the state of a location with the one location parser", () => {
    expect(parseLocation("Lagoa Santa - MG")?.state).toBe("MG")
    expect(parseLocation("Lagoa Santa")).toBeNull()
    expect(parseLocation("Cidade - XX")).toBeNull()
  })

  it("joins the states the Portuguese way", () => {
    expect(portfolioDescription({ firstYear: 2012, states: ["SC"] })).toMatch(/ em SC\.$/)
    expect(portfolioDescription({ firstYear: 2012, states: ["SC", "RJ", "MG"] })).toMatch(
      / em SC, RJ e MG\.$/,
    )
    expect(portfolioDescription({ firstYear: null, states: [] })).toMatch(/hidrossanitárias\.$/)
  })
})

describe("summarySentence", () => {
  it("takes the first sentence of the first paragraph", () => {
    expect(summarySentence("Projeto executivo da rede. Inclui ETE.\n- Item")).toBe(
      "Projeto executivo da rede.",
    )
    expect(summarySentence("- Rede coletora de 96 km\n- ETE")).toBe("Rede coletora de 96 km")
    expect(summarySentence("Vazão de 1.5 m³/s no rio")).toBe("Vazão de 1.5 m³/s no rio")
  })

  it("cuts a long sentence at a word, with '…'", () => {
    const long = `${"palavra ".repeat(40)}fim.`
    const summary = summarySentence(long)
    expect(summary.length).toBeLessThanOrEqual(160)
    expect(summary).toMatch(/palavra…$/)
  })
})
