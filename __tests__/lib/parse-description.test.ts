/** @jest-environment node */
import { parseDescription } from "../../src/lib/parse-description"

describe("parseDescription", () => {
  it("keeps consecutive lines as one paragraph with its line breaks", () => {
    expect(parseDescription("Primeira linha.\nSegunda linha.")).toEqual([
      { kind: "paragraph", lines: ["Primeira linha.", "Segunda linha."] },
    ])
  })

  it("splits paragraphs at blank lines", () => {
    expect(parseDescription("Um.\n\nDois.")).toEqual([
      { kind: "paragraph", lines: ["Um."] },
      { kind: "paragraph", lines: ["Dois."] },
    ])
  })

  it("turns dash bullets into a list between paragraphs", () => {
    expect(
      parseDescription("Escopo:\n- Rede de 18 km\n- ETE de 40 L/s\nConcluído em 2019."),
    ).toEqual([
      { kind: "paragraph", lines: ["Escopo:"] },
      { kind: "list", items: ["Rede de 18 km", "ETE de 40 L/s"] },
      { kind: "paragraph", lines: ["Concluído em 2019."] },
    ])
  })

  it("accepts en dashes and bullets, Windows line ends and stray spaces", () => {
    expect(parseDescription("  – Item A\r\n• Item B  \r\n")).toEqual([
      { kind: "list", items: ["Item A", "Item B"] },
    ])
  })

  it("does not take a hyphenated word or a negative number for a bullet", () => {
    expect(parseDescription("-10% de perdas\nbem-estar")).toEqual([
      { kind: "paragraph", lines: ["-10% de perdas", "bem-estar"] },
    ])
  })

  it("gives nothing for an empty text", () => {
    expect(parseDescription("\n \n")).toEqual([])
  })
})
