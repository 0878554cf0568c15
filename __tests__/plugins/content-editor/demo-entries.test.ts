/** @jest-environment node */
import path from "node:path"
import { cmsConfig } from "../../../plugins/content-editor/config"
import {
  demoEntries,
  editorEntry,
  type EditorCollection,
} from "../../../plugins/content-editor/demo-entries"

const ROOT = path.resolve(__dirname, "../../..")
const collections = cmsConfig({
  githubRepo: "firma/site",
  githubBranch: "main",
  backend: "github",
  localBackend: false,
}).collections as EditorCollection[]

describe("the editor entry that fixes a file of the demo", () => {
  it.each([
    ["content/site.json", "#/collections/empresa/entries/site"],
    ["content/identidade/identidade.json", "#/collections/empresa/entries/identidade"],
    ["content/identidade/logo.png", "#/collections/empresa/entries/identidade"],
    ["content/texts.json", "#/collections/textos/entries/textos"],
    ["content/privacy.json", "#/collections/privacidade/entries/privacidade"],
    ["content/projects/prj12/project.json", "#/collections/projetos/entries/prj12/project"],
    ["content/team/ana-ribeiro.json", "#/collections/equipe/entries/ana-ribeiro"],
    ["content/services/drenagem.json", "#/collections/servicos/entries/drenagem"],
  ])("%s → %s", (file, entry) => {
    expect(editorEntry(file, collections)).toBe(entry)
  })

  it.each([
    "static/logo.png",
    "content/outro.json",
    "content/projects/prj1/capa-main.jpg",
    "content/team/fotos/ana.json",
  ])("is none for %s, which no entry holds", (file) => {
    expect(editorEntry(file, collections)).toBeNull()
  })
})

describe("the demo's entries in the test fixture", () => {
  it("names each file as the editor does and links the entry of each one", async () => {
    const { build, findings } = await demoEntries(
      path.join(ROOT, "__tests__/fixtures/content"),
      collections,
      { CONTEXT: "production" },
    )
    expect(build).toBe("holding")
    const byFile = Object.fromEntries(findings.map(({ file, entry }) => [file, entry]))
    expect(byFile).toMatchObject({
      "content/site.json": "#/collections/empresa/entries/site",
      "content/team/ana-ribeiro.json": "#/collections/equipe/entries/ana-ribeiro",
      "content/projects/prj1/project.json": "#/collections/projetos/entries/prj1/project",
    })
    expect(findings.every(({ entry }) => entry !== null)).toBe(true)
  })
})
