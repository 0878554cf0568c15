/** @jest-environment node */
import { engineerCats } from "../../src/lib/engineer-record"
import {
  answerProfessional,
  professionalFromSearch,
  requirementToken,
  staffRecord,
  type ProfessionalRequirement,
} from "../../src/lib/professional-check"
import {
  recordTotals,
  type RecordProject,
  type RecordProjectCat,
} from "../../src/lib/record-totals"

const cat = (
  engineerId: string,
  numero: string,
  quantities: RecordProjectCat["quantities"] = null,
): RecordProjectCat => ({
  numero,
  crea: "CREA-MG",
  engineerId,
  engineer:
    engineerId === "ana" ? "Ana Ribeiro" : engineerId === "carlos" ? "Carlos Menezes" : engineerId,
  quantities,
})

const project = (
  path: string,
  categories: string[],
  quantities: RecordProject["quantities"],
  cats: RecordProjectCat[],
): RecordProject => ({
  path,
  title: path,
  city: path,
  state: "MG",
  year: "2019",
  categories,
  contratante: "SAAE",
  escopo: "Projeto executivo",
  quantities,
  period: null,
  cats,
})

/**
 * Lagoa: Carlos's CAT without its own quantities certifies the whole 96 km. Vale: one project,
 * two engineers, each CAT its own part (Ana the water network, Carlos 30 of the 50 km of sewers).
 */
const PROJECTS = [
  project("lagoa", ["Esgoto"], { redeEsgoto: 96, ligacoes: 9400 }, [cat("carlos", "100")]),
  project("vale", ["Esgoto", "Abastecimento de Água"], { redeEsgoto: 50, redeAgua: 40 }, [
    cat("ana", "200", { redeAgua: 40 }),
    cat("carlos", "300", { redeEsgoto: 30 }),
  ]),
  project("serra", ["Esgoto"], { redeEsgoto: 20 }, [cat("ana", "400")]),
]

const staff = staffRecord(PROJECTS)
const ask = (change: Partial<ProfessionalRequirement>): ProfessionalRequirement => ({
  category: "Esgoto",
  key: "redeEsgoto",
  minimum: 60,
  limit: Infinity,
  ...change,
})
const names = (requirement: ProfessionalRequirement) =>
  answerProfessional(requirement, staff).holders.map((holder) => ({
    name: staff.engineers[holder.engineer][1],
    cats: holder.cats.map((index) => staff.cats[index][0]),
    total: holder.total,
  }))

describe("what a CAT certifies", () => {
  it("is the project's quantities without its own, and its own part with them", () => {
    const carlos = engineerCats(PROJECTS, "carlos")
    expect(carlos.map((item) => item.quantities)).toEqual([
      { redeEsgoto: 96, ligacoes: 9400 },
      { redeEsgoto: 30 },
    ])
    // As on /acervo/, a CAT counts in each service line of its project.
    const totals = recordTotals(carlos, ["Abastecimento de Água", "Esgoto"])
    const rows = (category: string) =>
      totals.sections
        .find((section) => section.category === category)
        ?.rows.map((row) => [row.key, row.total, row.items.map(([, value]) => value)])
    expect(rows("Esgoto")).toEqual([
      ["redeEsgoto", 126, [96, 30]],
      ["ligacoes", 9400, [9400]],
    ])
    expect(rows("Abastecimento de Água")).toEqual([["redeEsgoto", 30, [30]]])
  })

  it("gives two engineers on one project each their own part, never the other's", () => {
    const ana = recordTotals(engineerCats(PROJECTS, "ana"), ["Abastecimento de Água", "Esgoto"])
    expect(
      ana.sections.map(({ category, rows }) => [category, rows.map((row) => [row.key, row.total])]),
    ).toEqual([
      ["Abastecimento de Água", [["redeAgua", 40]]],
      [
        "Esgoto",
        [
          ["redeAgua", 40],
          ["redeEsgoto", 20],
        ],
      ],
    ])
  })
})

describe("a professional requirement", () => {
  it("names the engineer whose one CAT without own quantities meets the minimum", () => {
    expect(names(ask({ limit: 1 }))).toEqual([{ name: "Carlos Menezes", cats: ["100"], total: 96 }])
  })

  it("adds one engineer's CATs when the limit allows, counting a CAT's own part only", () => {
    // Carlos: 96 + 30 (his part of Vale, not its 50 km). Ana: 20 alone, not Vale's sewers.
    expect(names(ask({ minimum: 120 }))).toEqual([
      { name: "Carlos Menezes", cats: ["100", "300"], total: 126 },
    ])
    expect(answerProfessional(ask({ minimum: 120, limit: 1 }), staff).holders).toEqual([])
  })

  it("without a minimum names everyone with a CAT of the quantity, with their largest", () => {
    expect(names(ask({ minimum: null }))).toEqual([
      { name: "Carlos Menezes", cats: ["100"], total: 96 },
      { name: "Ana Ribeiro", cats: ["400"], total: 20 },
    ])
  })

  it("without a quantity names everyone with a CAT of the service line", () => {
    expect(names(ask({ category: "Abastecimento de Água", key: null, minimum: null }))).toEqual([
      { name: "Carlos Menezes", cats: ["300"], total: null },
      { name: "Ana Ribeiro", cats: ["200"], total: null },
    ])
  })

  it("met by no one says who comes closest and what they lack", () => {
    const answer = answerProfessional(ask({ minimum: 200 }), staff)
    expect(answer.holders).toEqual([])
    expect(answer.closest).toMatchObject({ cats: [0, 2], total: 126, missing: 74 })
    expect(staff.engineers[answer.closest!.engineer][1]).toBe("Carlos Menezes")
  })

  it("for a line no engineer has is answered with no one, not an error", () => {
    const answer = answerProfessional(ask({ category: "Irrigação", key: "adutoras" }), staff)
    expect([answer.holders, answer.closest]).toEqual([[], null])
  })
})

describe("the address of a professional requirement", () => {
  const LINES: [string, string[]][] = [["Esgoto", ["redeEsgoto", "ligacoes"]]]

  it("writes each requirement and reads it back", () => {
    const requirements = [
      ask({}),
      ask({ minimum: 60.5, limit: 1 }),
      ask({ minimum: null }),
      ask({ key: null, minimum: null }),
    ]
    const tokens = requirements.map(requirementToken)
    expect(tokens).toEqual([
      "esgoto_redeEsgoto_60",
      "esgoto_redeEsgoto_60.5_1",
      "esgoto_redeEsgoto",
      "esgoto",
    ])
    const search = `?${tokens.map((token) => `profissional=${token}`).join("&")}`
    expect(professionalFromSearch(search, LINES)).toEqual({ requirements, ignored: [] })
  })

  it("names what it could not read", () => {
    expect(
      professionalFromSearch(
        "?profissional=agua&profissional=esgoto_km&profissional=esgoto_redeEsgoto_0",
        LINES,
      ),
    ).toEqual({ requirements: [], ignored: ["agua", "esgoto_km", "esgoto_redeEsgoto_0"] })
  })
})
