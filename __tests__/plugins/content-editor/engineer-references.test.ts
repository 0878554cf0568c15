/** @jest-environment node */
import {
  deletionRefusal,
  engineerReferences,
} from "../../../plugins/content-editor/project-references"

const projects = [
  { projectId: 7, title: "Esgoto de Itabira", responsaveis: ["ana"], cats: null },
  {
    projectId: 2,
    title: "Água de Joinville",
    responsaveis: ["ana", "carlos"],
    cats: [{ responsavel: "carlos" }, { responsavel: "juliana" }],
  },
]

describe("which projects name each engineer", () => {
  it("counts the responsible engineers and the CATs' signers, each project once, by number", () => {
    expect(engineerReferences(projects)).toEqual({
      ana: ["prj2 · Água de Joinville", "prj7 · Esgoto de Itabira"],
      carlos: ["prj2 · Água de Joinville"],
      juliana: ["prj2 · Água de Joinville"],
    })
  })

  it("refuses a deletion naming the projects, and lets through an engineer no project names", () => {
    const references = engineerReferences(projects)
    expect(deletionRefusal("ana", references)).toBe(
      "“ana” ainda é responsável técnico (ou assina uma CAT) de 2 projetos “prj2 · Água de Joinville”, “prj7 · Esgoto de Itabira”. Troque o responsável nesses projetos, publique, e então exclua.",
    )
    expect(deletionRefusal("juliana", references)).toBe(
      "“juliana” ainda é responsável técnico (ou assina uma CAT) do projeto “prj2 · Água de Joinville”. Troque o responsável nesses projetos, publique, e então exclua.",
    )
    expect(deletionRefusal("rafael", references)).toBeNull()
  })

  it("names the engineer as the team list does, by name rather than by file", () => {
    const references = engineerReferences(projects)
    const names = { carlos: "Carlos Menezes", ana: "Ana Ribeiro" }
    expect(deletionRefusal("carlos", references, names)).toBe(
      "“Carlos Menezes” ainda é responsável técnico (ou assina uma CAT) do projeto “prj2 · Água de Joinville”. Troque o responsável nesses projetos, publique, e então exclua.",
    )
    // An engineer the build did not name (a file without a name) keeps the file's.
    expect(deletionRefusal("juliana", references, names)).toMatch(/^“juliana” ainda é/)
  })
})
