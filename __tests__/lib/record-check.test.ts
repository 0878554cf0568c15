/** @jest-environment node */
import {
  answerRequirement,
  checkSearch,
  parseMinimum,
  requirementsFromSearch,
  type Requirement,
} from "../../src/lib/record-check"
import type { RecordTotals } from "../../src/lib/record-totals"

const LINES: [string, string[]][] = [
  ["Abastecimento de Água", ["redeAgua", "reservacao"]],
  ["Esgoto", ["redeEsgoto", "tratamento"]],
]

describe("parseMinimum", () => {
  it.each([
    ["50,5", 50.5],
    ["2.000", 2000],
    ["1.234,5", 1234.5],
    [" 60 ", 60],
    ["0,3", 0.3],
    ["50.5", 50.5],
  ])(
    "reads %p as %p (the comma is decimal, a dot before three digits groups thousands)",
    (text, value) => {
      expect(parseMinimum(text)).toEqual({ value })
    },
  )

  it.each([
    ["", "Informe o mínimo exigido."],
    ["0", "O mínimo deve ser maior que zero."],
    ["-5", "O mínimo deve ser maior que zero."],
    ["abc", "Não é um número. Escreva, por exemplo, 50 ou 50,5."],
    ["50,5,1", "Não é um número. Escreva, por exemplo, 50 ou 50,5."],
  ])("refuses %p: %s", (text, error) => {
    expect(parseMinimum(text)).toEqual({ error })
  })
})

describe("the address of a check", () => {
  const requirements: Requirement[] = [
    { category: "Esgoto", key: "redeEsgoto", minimum: 60, limit: 1 },
    { category: "Esgoto", key: "redeEsgoto", minimum: 120.5, limit: 2 },
    { category: "Abastecimento de Água", key: "reservacao", minimum: 2000, limit: Infinity },
  ]

  it("writes every requirement and reads it back", () => {
    const search = checkSearch(requirements)
    expect(search).toBe(
      "?exigencia=esgoto_redeEsgoto_60_1&exigencia=esgoto_redeEsgoto_120.5_2" +
        "&exigencia=abastecimento-de-agua_reservacao_2000",
    )
    expect(requirementsFromSearch(search, LINES)).toEqual({ requirements, ignored: [] })
    expect(checkSearch([])).toBe("")
  })

  it("keeps the readable requirements and names the ones it ignored", () => {
    const search =
      "?exigencia=esgoto_redeEsgoto_60_1&exigencia=esgoto_piscinas_3&exigencia=esgoto_redeEsgoto_-4" +
      "&exigencia=irrigacao_redeAgua_5&exigencia=esgoto_tratamento_abc&exigencia=esgoto_tratamento_9_0"
    const { requirements: read, ignored } = requirementsFromSearch(search, LINES)
    expect(read).toEqual([requirements[0]])
    expect(ignored).toEqual([
      "esgoto_piscinas_3",
      "esgoto_redeEsgoto_-4",
      "irrigacao_redeAgua_5",
      "esgoto_tratamento_abc",
      "esgoto_tratamento_9_0",
    ])
  })
})

describe("answerRequirement", () => {
  const totals: RecordTotals = {
    count: 3,
    projects: [
      ["/a/", "A, 2014", []],
      ["/b/", "B, 2020", []],
      ["/c/", "C, 2024", []],
    ],
    engineers: [],
    sections: [
      {
        category: "Esgoto",
        rows: [
          {
            key: "redeEsgoto",
            total: 195.2,
            items: [
              [0, 96],
              [1, 58],
              [2, 41.2],
            ],
          },
        ],
      },
    ],
  }

  it("answers over the page's row, and a quantity the page lacks as all missing", () => {
    const pair = answerRequirement(
      { category: "Esgoto", key: "redeEsgoto", minimum: 120, limit: 2 },
      totals,
    )
    expect(pair.selection.picks).toEqual([
      [0, 96],
      [2, 41.2],
    ])
    const none = answerRequirement(
      { category: "Esgoto", key: "tratamento", minimum: 10, limit: Infinity },
      totals,
    )
    expect(none.selection).toMatchObject({ met: false, difference: 10, picks: [] })
  })

  it("notes a minimum above the plausible range, and still answers it", () => {
    const answer = answerRequirement(
      { category: "Esgoto", key: "redeEsgoto", minimum: 5000, limit: Infinity },
      totals,
    )
    expect(answer.unusual).toBe(true)
    expect(answer.selection.met).toBe(false)
  })
})
