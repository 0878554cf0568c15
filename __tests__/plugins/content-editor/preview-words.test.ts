/** @jest-environment node */
import { previewWords } from "../../../plugins/content-editor/preview-words"

const siteFacts = {
  name: "HidroVale Engenharia",
  legalName: "HidroVale Engenharia Ltda.",
  experienceYears: 40,
  foundingYear: 2011,
  address: { city: "Belo Horizonte" },
}

describe("the facts the editor's previews fill the words in braces with", () => {
  it("are the firm's, and the portfolio's as the home page states them", () => {
    const facts = previewWords({
      siteFacts,
      allProject: {
        states: ["MG", "SC", "XX"],
        clients: ["SAAE de Itabira", "Prefeitura de Joinville", ""],
        years: ["2019", "2014", "2021"],
      },
    })
    expect(facts).toEqual({
      words: {
        empresa: "HidroVale Engenharia",
        anos: 40,
        fundacao: 2011,
        cidade: "Belo Horizonte",
        razaoSocial: "HidroVale Engenharia Ltda.",
        estados: "dois estados brasileiros",
        primeiroAno: 2014,
        clientes: 2,
      },
      stateCount: 2,
    })
  })

  it('say "todo o Brasil" and no first year when there are no projects', () => {
    const facts = previewWords({ siteFacts, allProject: { states: [], clients: [], years: [] } })
    expect(facts.words).toMatchObject({ estados: "todo o Brasil", primeiroAno: "", clientes: 0 })
  })
})
