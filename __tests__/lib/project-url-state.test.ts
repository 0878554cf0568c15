import { parseProjectsView, projectsViewSearch } from "../../src/lib/project-url-state"

const ids = [1, 2, 3, 18]

describe("parseProjectsView", () => {
  it("reads the category slug and the project id", () => {
    expect(parseProjectsView("?categoria=esgoto&projeto=3", ids)).toEqual({
      category: "Esgoto",
      projectId: 3,
    })
  })

  it("defaults to 'Todos' and no open project", () => {
    expect(parseProjectsView("", ids)).toEqual({ category: "Todos", projectId: null })
  })

  it.each([
    ["?categoria=piscinas", { category: "Todos", projectId: null }],
    ["?projeto=99", { category: "Todos", projectId: null }],
    ["?projeto=abc", { category: "Todos", projectId: null }],
    ["?projeto=3.5", { category: "Todos", projectId: null }],
    ["?projeto=-1&categoria=", { category: "Todos", projectId: null }],
    ["?categoria=drenagem&projeto=18x", { category: "Drenagem", projectId: null }],
  ])("falls back without error for %s", (search, expected) => {
    expect(parseProjectsView(search, ids)).toEqual(expected)
  })
})

describe("projectsViewSearch", () => {
  it("writes nothing for the default view", () => {
    expect(projectsViewSearch({ category: "Todos", projectId: null })).toBe("")
  })

  it("writes the slug and the id", () => {
    expect(projectsViewSearch({ category: "Abastecimento de Água", projectId: 7 })).toBe(
      "?categoria=abastecimento-de-agua&projeto=7",
    )
  })

  it("keeps unrelated parameters and replaces its own", () => {
    expect(
      projectsViewSearch({ category: "Esgoto", projectId: null }, "?utm_source=x&projeto=2"),
    ).toBe("?utm_source=x&categoria=esgoto")
  })

  it("round-trips through parseProjectsView", () => {
    const view = { category: "Hidrossanitários" as const, projectId: 18 }
    expect(parseProjectsView(projectsViewSearch(view), ids)).toEqual(view)
  })
})
