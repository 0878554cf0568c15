/** @jest-environment node */
/**
 * The demo content/texts.json carries the SPEC's own words where the SPEC gives them, so every SPEC
 * behaviour holds on the demo; the fixture's texts differ from the demo's in every text.
 */
import { readFileSync } from "node:fs"
import path from "node:path"
import type { HomeTexts } from "../../src/lib/site-texts"

type Texts = HomeTexts & { portfolio: { intro: string }; team: { intro: string } }

const read = (folder: string): Texts =>
  JSON.parse(readFileSync(path.join(__dirname, "../..", folder, "texts.json"), "utf8")) as Texts

const demo = read("content")
const fixture = read("__tests__/fixtures/content")

/** Every text of a texts.json a visitor reads, by its path in the file (links are addresses). */
function textsOf(value: unknown, at = ""): [string, string][] {
  if (typeof value === "string") return at.endsWith(".link") ? [] : [[at, value]]
  if (Array.isArray(value)) return value.flatMap((item, i) => textsOf(item, `${at}[${i}]`))
  if (value && typeof value === "object")
    return Object.entries(value).flatMap(([key, inner]) =>
      textsOf(inner, at ? `${at}.${key}` : key),
    )
  return []
}

describe("the demo texts.json", () => {
  it("has the SPEC's four selling points, in order ('Mais de {anos}' is the years from site.json)", () => {
    // SPEC.md: "Four selling points: 40+ years of experience, certified projects, personalised
    // service, sustainable solutions", each by its pt-BR.
    expect(demo.hero.points.map((point) => point.text)).toEqual([
      "Mais de {anos} anos de experiência",
      "Projetos certificados",
      "Atendimento personalizado",
      "Soluções sustentáveis",
    ])
  })

  it("has the SPEC's six specialties, in its order", () => {
    // SPEC.md: "A specialty list: water supply, sewage systems, drainage, earthworks, technical
    // reports and consulting, sustainable and innovative projects." Each, by a word of its pt-BR.
    const SPEC_SPECIALTIES: [string, RegExp][] = [
      ["water supply", /abastecimento de água/i],
      ["sewage systems", /esgot/i],
      ["drainage", /drenagem/i],
      ["earthworks", /terraplanagem/i],
      ["technical reports and consulting", /laudos.*consultoria/i],
      ["sustainable and innovative projects", /sustentáveis.*inovadores/i],
    ]
    const shown = demo.about.specialties
    expect(shown).toHaveLength(SPEC_SPECIALTIES.length)
    SPEC_SPECIALTIES.forEach(([item, words], index) =>
      expect([item, shown[index]]).toEqual([item, expect.stringMatching(words)]),
    )
  })

  it("states the hero's claims: the years and the founding together, with the three focuses", () => {
    expect(demo.hero.lead).toContain("{anos} anos de prática")
    expect(demo.hero.lead).toContain("{fundacao}")
    expect(demo.hero.lead).toMatch(/qualidade, inovação e sustentabilidade/)
  })
})

describe("the fixture texts.json", () => {
  it("has every text the demo has, each with other words", () => {
    const demoTexts = new Map(textsOf(demo))
    const fixtureTexts = textsOf(fixture)
    expect(fixtureTexts.map(([at]) => at).sort()).toEqual([...demoTexts.keys()].sort())
    for (const [at, text] of fixtureTexts) expect([at, text]).not.toEqual([at, demoTexts.get(at)])
  })
})
