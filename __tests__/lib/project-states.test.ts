/** @jest-environment node */
import { STATE_NAMES } from "../../src/lib/brazil-states"
import { LOCATION_PATTERN, parseLocation, suggestLocation } from "../../src/lib/location"
import { projectCountLabel, statePath, statesPhrase } from "../../src/lib/project-states"

describe("parseLocation, the one location parser", () => {
  it("reads the city and the state of a well-written location", () => {
    expect(parseLocation("Itabira - MG")).toEqual({ city: "Itabira", state: "MG" })
    expect(parseLocation("Feira de Santana - BA")).toEqual({
      city: "Feira de Santana",
      state: "BA",
    })
    expect(parseLocation("Santa Bárbara d'Oeste - SP")).toEqual({
      city: "Santa Bárbara d'Oeste",
      state: "SP",
    })
    expect(parseLocation(" Nova Lima - MG ")).toEqual({ city: "Nova Lima", state: "MG" })
  })

  it("gives null for anything the content check refuses", () => {
    expect(parseLocation("Itabira")).toBeNull()
    expect(parseLocation("Itabira - XX")).toBeNull()
    expect(parseLocation("Itabira - mg")).toBeNull()
    expect(parseLocation("Itabira-MG")).toBeNull()
    expect(parseLocation("Rio de Janeiro – RJ")).toBeNull()
    expect(parseLocation("Itabira - Minas Gerais")).toBeNull()
    expect(parseLocation(" - MG")).toBeNull()
  })

  it("agrees with LOCATION_PATTERN, which the editor and the check use", () => {
    const pattern = new RegExp(LOCATION_PATTERN)
    for (const text of [
      "Itabira - MG",
      "Itabira",
      "Itabira - XX",
      "Itabira-MG",
      "Lagoa Santa - MG",
    ])
      expect(pattern.test(text)).toBe(parseLocation(text) !== null)
  })
})

describe("suggestLocation", () => {
  it("rewrites a loosely written location as 'Cidade - UF'", () => {
    expect(suggestLocation("Itabira-MG")).toBe("Itabira - MG")
    expect(suggestLocation("Itabira - mg")).toBe("Itabira - MG")
    expect(suggestLocation("Itabira/MG")).toBe("Itabira - MG")
    expect(suggestLocation("Rio de Janeiro, RJ")).toBe("Rio de Janeiro - RJ")
    expect(suggestLocation("Rio de Janeiro – rj ")).toBe("Rio de Janeiro - RJ")
    expect(suggestLocation("Itabira | MG.")).toBe("Itabira - MG")
  })

  it("suggests nothing without a known state code", () => {
    expect(suggestLocation("Itabira")).toBeNull()
    expect(suggestLocation("Itabira - XX")).toBeNull()
    expect(suggestLocation("Itabira - Minas Gerais")).toBeNull()
  })

  it("suggests only what parseLocation reads", () => {
    for (const text of ["Itabira-MG", "Itabira/mg", "Rio de Janeiro, RJ", "Contagem – mg"]) {
      const suggestion = suggestLocation(text)
      expect(suggestion).not.toBeNull()
      expect(parseLocation(suggestion!)).not.toBeNull()
    }
  })
})

describe("copy helpers", () => {
  it("knows the 27 federative units", () => {
    expect(Object.keys(STATE_NAMES)).toHaveLength(27)
  })

  it("links a state to its portfolio page in lower case", () => {
    expect(statePath("MG")).toBe("/projetos/estado/mg/")
  })

  it("writes counts and numbers in Portuguese", () => {
    expect(projectCountLabel(1)).toBe("1 projeto")
    expect(projectCountLabel(9)).toBe("9 projetos")
    expect(statesPhrase(1)).toBe("um estado")
    expect(statesPhrase(5)).toBe("cinco estados")
    expect(statesPhrase(14)).toBe("catorze estados")
    expect(statesPhrase(27)).toBe("vinte e sete estados")
  })
})
