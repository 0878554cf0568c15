/** @jest-environment node */
/**
 * `npm run limpar-demo` on a temporary copy of the demo's content: it removes the demo's
 * projects, engineers, photos, certifications, social links and sentences, keeps what the firm
 * changed, leaves content the check passes, and is safe to run twice.
 */
import { existsSync } from "node:fs"
import { cp, mkdtemp, readFile, readdir, rm, writeFile } from "node:fs/promises"
import { tmpdir } from "node:os"
import path from "node:path"
import sharp from "sharp"
import { checkContent } from "../../plugins/content-model/content-check"
import { findDemoContent } from "../../plugins/demo-guard/demo-findings"
import { applyCleanup, planCleanup } from "../../scripts/lib/demo/clean-demo"
import { PLACEHOLDER_ENGINEER_ID } from "../../scripts/lib/demo/placeholders"

jest.setTimeout(60_000)

const FIXTURE = path.resolve(__dirname, "../fixtures/content")
/** What the command cannot invent for the firm, and the guard keeps listing until it is written. */
const FIRM_FACTS =
  /^(nome|CNPJ|registro no CREA|telefone|e-mail|encarregado de dados|logotipo|logotipo claro \(rodapé\)|ícone) da demonstração|^a preencher/

let root: string
let content: string
beforeEach(async () => {
  root = await mkdtemp(path.join(tmpdir(), "limpar-demo-"))
  content = path.join(root, "content")
  await cp(FIXTURE, content, { recursive: true })
})
afterEach(() => rm(root, { recursive: true, force: true }))

async function clean(): Promise<string[]> {
  const plan = await planCleanup(content, root)
  await applyCleanup(plan)
  return plan.report
}

const json = async (file: string) =>
  JSON.parse(await readFile(path.join(content, file), "utf8")) as Record<string, unknown>

describe("npm run limpar-demo", () => {
  it("removes the demo, leaves content the check passes, and only what the firm must fill", async () => {
    const report = await clean()
    expect(report).toContain(
      'Removido: content/projects/prj1/ (projeto da demonstração "Sistema de Abastecimento de ' +
        'Água da Sede Municipal de Itabira", 11 foto(s))',
    )
    expect(report).toContain(
      "Removido: content/team/ana-ribeiro.json (engenheiro da demonstração Ana Paula Ribeiro)",
    )
    // The fixture's project 19 and its engineer are not the demo's: they stay.
    expect(await readdir(path.join(content, "projects"))).toEqual(["prj19"])
    expect(await readdir(path.join(content, "team"))).toEqual(["marcos-teixeira.json"])
    const site = await json("site.json")
    expect(site.certifications).toEqual([])
    expect(site.social).toEqual([])
    expect(site.tagline).toBe("A preencher: frase de apresentação (tagline)")

    const check = await checkContent(content, { pictureCache: null })
    expect(check.errors).toEqual([])
    expect(check.projectCount).toBe(1)
    const left = await findDemoContent(content, { rootDir: root, staticDir: null })
    // The firm's own facts, which only the firm can write: site.json's, the policy's officer,
    // and its logo and icon.
    expect(left.map((finding) => finding.file)).toEqual([
      "content/identidade/identidade.json",
      "content/privacy.json",
      "content/site.json",
      "content/identidade/icone.svg",
      "content/identidade/logo-branco.png",
      "content/identidade/logo.png",
    ])
    expect(
      left.flatMap((finding) => finding.items).filter((item) => !FIRM_FACTS.test(item)),
    ).toEqual([])
  })

  it("takes out each claim of the demo: gone, or left to fill", async () => {
    const report = await clean()
    const site = await json("site.json")
    for (const claim of ["experienceYears", "foundingYear", "hours", "emergencies"])
      expect([claim, site[claim]]).toEqual([claim, undefined])
    expect(site.emailResponse).toBeUndefined()
    expect(site.figures).toEqual([])
    expect(site.address).toEqual({
      street: "A preencher: endereço",
      district: "A preencher: bairro",
      city: "A preencher: cidade",
      state: "MG",
    })
    const identity = await json("identidade/identidade.json")
    expect(identity.shortName).toBe("A preencher")
    expect(report).toContainEqual(
      expect.stringMatching(/^Alterado: content\/site\.json: .*sem os anos de experiência \(40\)/),
    )
    // Nothing of the demo's claims is left for the guard to find.
    const items = (await findDemoContent(content, { rootDir: root, staticDir: null })).flatMap(
      (finding) => finding.items,
    )
    expect(
      items.filter((item) =>
        /anos|número|horário|emergências|prazo|bairro da|CEP|cidade da|nome curto|tons/.test(item),
      ),
    ).toEqual([])
    expect(items).toEqual(
      expect.arrayContaining([
        'a preencher ("A preencher: bairro")',
        'a preencher ("A preencher: cidade")',
        'a preencher ("A preencher")',
      ]),
    )
  })

  it("drops the shades the demo once wrote out, keeping the firm's colours", async () => {
    const file = path.join(content, "identidade/identidade.json")
    const identity = JSON.parse(await readFile(file, "utf8")) as Record<string, unknown>
    const colors = { primary: "#7a1f1f", accent: "#0f8a8a", primaryDark: "#083a5c" }
    await writeFile(file, JSON.stringify({ ...identity, colors }))
    await clean()
    expect((await json("identidade/identidade.json")).colors).toEqual({
      primary: "#7a1f1f",
      accent: "#0f8a8a",
    })
  })

  it("keeps a file the firm changed, and the engineer a kept project names, saying so", async () => {
    const prj2 = path.join(content, "projects/prj2/project.json")
    const project = JSON.parse(await readFile(prj2, "utf8")) as Record<string, unknown>
    await writeFile(prj2, JSON.stringify({ ...project, description: "A nossa ETE, de verdade." }))
    const report = await clean()
    expect(report).toContainEqual(expect.stringMatching(/^Mantido: content\/projects\/prj2\//))
    expect(report).toContain(
      "Mantido: content/team/carlos-menezes.json: Carlos Eduardo Menezes, engenheiro da " +
        "demonstração, é responsável por um projeto que você manteve. Troque o responsável do " +
        "projeto, depois exclua-o.",
    )
    expect(existsSync(path.join(content, "projects/prj2/capa-main.jpg"))).toBe(true)
    expect((await checkContent(content, { pictureCache: null })).errors).toEqual([])
  })

  it("leaves an example project and engineer, to fill, where none is left; twice is once", async () => {
    await rm(path.join(content, "projects/prj19"), { recursive: true })
    await rm(path.join(content, "team/marcos-teixeira.json"))
    await clean()
    expect((await readdir(path.join(content, "projects/prj1"))).sort()).toEqual([
      "capa-main.jpg",
      "project.json",
    ])
    expect(await readdir(path.join(content, "team"))).toEqual([`${PLACEHOLDER_ENGINEER_ID}.json`])
    const example = await json("projects/prj1/project.json")
    expect(example.responsaveis).toEqual([PLACEHOLDER_ENGINEER_ID])
    // Not the demo's city: the example project's place is left to fill too.
    expect(example.location).toBe("A preencher: cidade - MG")
    // The cover reads as a placeholder on purpose (a drawing and words), not as a flat block.
    const cover = sharp(path.join(content, "projects/prj1/capa-main.jpg"))
    const { width, height, format } = await cover.metadata()
    expect([format, width, height]).toEqual(["jpeg", 1600, 1000])
    const { channels } = await cover.stats()
    expect(Math.min(...channels.map((channel) => channel.stdev))).toBeGreaterThan(5)
    const check = await checkContent(content, { pictureCache: null })
    expect(check.errors).toEqual([])
    const left = await findDemoContent(content, { rootDir: root, staticDir: null })
    const facts = /^content\/(site\.json|privacy\.json|identidade\/)/
    expect(left.filter((finding) => !facts.test(finding.file))).toEqual([
      expect.objectContaining({ file: "content/projects/prj1/project.json", toFill: true }),
      expect.objectContaining({
        file: `content/team/${PLACEHOLDER_ENGINEER_ID}.json`,
        toFill: true,
      }),
    ])

    const before = await json("projects/prj1/project.json")
    expect(await planCleanup(content, root)).toEqual(
      expect.objectContaining({ remove: [], report: [] }),
    )
    await clean()
    expect(await json("projects/prj1/project.json")).toEqual(before)
  })
})
