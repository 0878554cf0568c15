/** @jest-environment node */
import {
  formatPeriod,
  formatQuantity,
  projectQuantities,
  QUANTITIES,
  quantityValuesOf,
} from "../../src/lib/project-record"

const spec = (key: string) => QUANTITIES.find((quantity) => quantity.key === key)!

describe("a project's record as the site writes it", () => {
  it("writes quantities in Brazilian form with the table's unit", () => {
    expect(formatQuantity(spec("redeEsgoto"), 1234.5)).toBe("1.234,5 km")
    expect(formatQuantity(spec("reservacao"), 4000)).toBe("4.000 m³")
    expect(formatQuantity(spec("ligacoes"), 4800)).toBe("4.800 ligações")
    expect(formatQuantity(spec("elevatorias"), 1)).toBe("1 elevatória")
  })

  it("lists only the quantities a project has, in the table's order", () => {
    const entries = projectQuantities({ ligacoes: 10, redeAgua: 2.5, lotes: null })
    expect(entries.map((entry) => [entry.spec.key, entry.text])).toEqual([
      ["redeAgua", "2,5 km"],
      ["ligacoes", "10 ligações"],
    ])
  })

  it("writes the period as months and years", () => {
    expect(formatPeriod({ inicio: "2010-08", fim: "2012-06" })).toBe("ago/2010 a jun/2012")
    expect(formatPeriod({ inicio: "2010-08", fim: null })).toBeNull()
  })

  it("gives the project page every quantity a project has, in the table's order", () => {
    const all = Object.fromEntries(QUANTITIES.map((quantity, index) => [quantity.key, index + 1]))
    expect(Object.keys(quantityValuesOf(all))).toEqual(QUANTITIES.map((quantity) => quantity.key))
    expect(quantityValuesOf({ lotes: 3, redeAgua: 2.5, adutoras: null })).toEqual({
      redeAgua: 2.5,
      lotes: 3,
    })
    expect(quantityValuesOf(null)).toEqual({})
  })
})
