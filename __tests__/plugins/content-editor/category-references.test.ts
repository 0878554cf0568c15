/** @jest-environment node */
import { runInNewContext } from "node:vm"
import { categoryRefusals } from "../../../plugins/content-editor/project-references"
import { adminScript } from "../../../plugins/content-editor/admin-script"

const projects = [
  { projectId: 7, title: "Esgoto de Itabira", categories: ["Esgoto"] },
  { projectId: 2, title: "Água de Joinville", categories: ["Abastecimento de Água", "Esgoto"] },
]

describe("which projects use each category", () => {
  it("names them by number, each once, in the refusal to drop the category", () => {
    const refusals = categoryRefusals(projects)
    expect(Object.keys(refusals).sort()).toEqual(["Abastecimento de Água", "Esgoto"])
    expect(refusals.Esgoto).toBe(
      "A categoria “Esgoto” ainda é usada por 2 projetos: “prj2 · Água de Joinville”, “prj7 · " +
        "Esgoto de Itabira”. Troque a categoria nesses projetos (campo Categorias), publique, e " +
        "então tire-a da lista. Para renomeá-la: acrescente o novo nome, troque-o nos projetos, " +
        "publique, e então tire o nome antigo.",
    )
    expect(refusals["Abastecimento de Água"]).toContain("usada pelo projeto “prj2 · Água")
  })
})

/** The admin script's preSave listeners, run on a list of categories as Decap would save it. */
function saveCategories(list: string[], collection = "categorias"): unknown {
  const listeners: { name: string; handler: (event: unknown) => void }[] = []
  const CMS = {
    registerEventListener: (listener: (typeof listeners)[number]) => listeners.push(listener),
  }
  runInNewContext(adminScript({ categories: categoryRefusals(projects) }), { window: { CMS } })
  const immutable = (value: Record<string, unknown>) => ({
    get: (key: string) => value[key],
  })
  const entry = immutable({
    collection,
    data: immutable({
      categories: { includes: (name: string) => list.includes(name), size: list.length },
    }),
  })
  try {
    for (const listener of listeners.filter(({ name }) => name === "preSave"))
      listener.handler({ entry })
  } catch (refusal) {
    return refusal
  }
  return null
}

describe("the editor's refusal to save the categories without one a project uses", () => {
  it("lets a list through that keeps every used category, a new one added", () => {
    expect(saveCategories(["Abastecimento de Água", "Esgoto", "Barragens"])).toBeNull()
  })

  it("refuses a list without a used category, in the words above", () => {
    expect(saveCategories(["Abastecimento de Água", "Esgotamento"])).toBe(
      categoryRefusals(projects).Esgoto,
    )
  })

  it("leaves the other collections alone", () => {
    expect(saveCategories([], "projetos")).toBeNull()
  })
})
