/** @jest-environment node */
import { projectStats } from "../../src/lib/project-stats"

describe("projectStats", () => {
  it("labels every stat in Portuguese, in a fixed order", () => {
    expect(
      projectStats({ vazaoRe: "6 L/s", vazao: "48 L/s", area: "85 ha", populacao: "32.000 hab." }),
    ).toEqual([
      { key: "populacao", label: "População atendida", value: "32.000 hab." },
      { key: "area", label: "Área", value: "85 ha" },
      { key: "vazao", label: "Vazão", value: "48 L/s" },
      { key: "vazaoRe", label: "Vazão de reúso", value: "6 L/s" },
    ])
  })

  it("shows only the stats that are present and not blank", () => {
    expect(projectStats({ area: "12 ha", vazao: null, populacao: "  " })).toEqual([
      { key: "area", label: "Área", value: "12 ha" },
    ])
  })

  it("gives nothing for a project without stats", () => {
    expect(projectStats(null)).toEqual([])
    expect(projectStats(undefined)).toEqual([])
  })
})
