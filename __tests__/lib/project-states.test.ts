import {
  STATE_NAMES,
  countProjectsByState,
  joinPortuguese,
  projectCountLabel,
  statePath,
  statesPhrase,
  ufFromLocation,
} from "../../src/lib/project-states"

describe("ufFromLocation", () => {
  it("reads the state code after the dash", () => {
    expect(ufFromLocation("Itabira - MG")).toBe("MG")
    expect(ufFromLocation("Feira de Santana - BA")).toBe("BA")
    expect(ufFromLocation("Rio de Janeiro – rj ")).toBe("RJ")
  })

  it("gives null without a known state code", () => {
    expect(ufFromLocation("Itabira")).toBeNull()
    expect(ufFromLocation("Itabira - XX")).toBeNull()
    expect(ufFromLocation("Santa-MG")).toBeNull()
  })
})

describe("countProjectsByState", () => {
  it("counts projects per state, most first, ties by name", () => {
    const counts = countProjectsByState([
      "Blumenau - SC",
      "Itabira - MG",
      "Maceió - AL",
      "Nova Lima - MG",
      "Paraty - RJ",
      "Joinville - SC",
      "Contagem - MG",
      "sem estado",
    ])
    expect(counts).toEqual([
      { uf: "MG", name: "Minas Gerais", count: 3 },
      { uf: "SC", name: "Santa Catarina", count: 2 },
      { uf: "AL", name: "Alagoas", count: 1 },
      { uf: "RJ", name: "Rio de Janeiro", count: 1 },
    ])
  })
})

describe("copy helpers", () => {
  it("knows the 27 federative units", () => {
    expect(Object.keys(STATE_NAMES)).toHaveLength(27)
  })

  it("links a state to its portfolio page in lower case", () => {
    expect(statePath("MG")).toBe("/projetos/estado/mg/")
  })

  it("writes counts, lists and numbers in Portuguese", () => {
    expect(projectCountLabel(1)).toBe("1 projeto")
    expect(projectCountLabel(9)).toBe("9 projetos")
    expect(joinPortuguese(["SC", "RJ", "MG", "AL", "BA"])).toBe("SC, RJ, MG, AL e BA")
    expect(joinPortuguese(["MG"])).toBe("MG")
    expect(joinPortuguese([])).toBe("")
    expect(statesPhrase(1)).toBe("um estado")
    expect(statesPhrase(5)).toBe("cinco estados")
    expect(statesPhrase(14)).toBe("catorze estados")
    expect(statesPhrase(27)).toBe("vinte e sete estados")
  })
})
