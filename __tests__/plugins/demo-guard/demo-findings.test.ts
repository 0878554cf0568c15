/** @jest-environment node */
import { copyFile, cp, mkdtemp, readFile, rm, writeFile } from "node:fs/promises"
import { tmpdir } from "node:os"
import path from "node:path"
import { demoItems, findDemoContent } from "../../../plugins/demo-guard/demo-findings"
import {
  DEMO_CAT_NUMBERS,
  DEMO_ENGINEERS,
  DEMO_FIRM,
  DEMO_PROJECTS,
  textDigest,
} from "../../../plugins/demo-guard/demo-markers"

const ROOT = path.resolve(__dirname, "../../..")
/** The tests' content is the demo firm's (with other texts): every marker must be found in it. */
const FIXTURE = "__tests__/fixtures/content"

let temp: string
beforeEach(async () => {
  temp = await mkdtemp(path.join(tmpdir(), "demo-findings-"))
})
afterEach(() => rm(temp, { recursive: true, force: true }))

describe("what is left of the demo firm", () => {
  it("finds, in the demo's content and pictures, every mark of its identity, file by file", async () => {
    const findings = await findDemoContent(path.join(ROOT, FIXTURE), { rootDir: ROOT })
    const byFile = new Map(findings.map((finding) => [finding.file, finding.items.join("; ")]))
    const site = byFile.get(`${FIXTURE}/site.json`) ?? ""
    expect(site).toContain(`CNPJ da demonstração (${DEMO_FIRM.cnpj})`)
    expect(site).toContain("e-mail da demonstração (contato@hidrovale.example.com)")
    expect(site).toContain("nome da demonstração (HidroVale Engenharia)")
    for (const engineer of DEMO_ENGINEERS)
      expect(byFile.get(`${FIXTURE}/team/${engineer.id}.json`)).toContain(engineer.name)
    for (let id = 1; id <= 18; id++)
      expect(byFile.get(`${FIXTURE}/projects/prj${id}/project.json`)).toContain(
        "projeto da demonstração",
      )
    const all = [...byFile.values()].join("\n")
    for (const cat of DEMO_CAT_NUMBERS) expect(all).toContain(`CAT da demonstração (${cat})`)
    expect(byFile.get(`${FIXTURE}/identidade/logo.png`)).toBe("logotipo da demonstração")
    expect(byFile.get(`${FIXTURE}/identidade/icone.svg`)).toBe("ícone da demonstração")
    // What the editor's test added is not the demo's.
    expect(byFile.has(`${FIXTURE}/projects/prj19/project.json`)).toBe(false)
    expect(byFile.has(`${FIXTURE}/team/marcos-teixeira.json`)).toBe(false)
  })

  it("holds the markers to the demo: its 18 projects' titles and descriptions, its bios", async () => {
    for (let id = 1; id <= 18; id++) {
      const file = path.join(ROOT, FIXTURE, `projects/prj${id}/project.json`)
      const project = JSON.parse(await readFile(file, "utf8")) as Record<string, string>
      expect(DEMO_PROJECTS[id - 1]).toEqual({
        title: textDigest(project.title),
        description: textDigest(project.description),
      })
    }
    for (const engineer of DEMO_ENGINEERS) {
      const file = path.join(ROOT, FIXTURE, `team/${engineer.id}.json`)
      const member = JSON.parse(await readFile(file, "utf8")) as Record<string, string>
      expect(textDigest(member.bio)).toBe(engineer.bio)
    }
  })

  it("finds the demo's logo wherever the content keeps it, and its texts in any field", async () => {
    await copyFile(path.join(ROOT, FIXTURE, "identidade/logo.png"), path.join(temp, "logo.png"))
    await writeFile(
      path.join(temp, "texts.json"),
      JSON.stringify({
        hero: {
          title: "  Projetos de saneamento que levam água e\nqualidade de vida às cidades ",
        },
      }),
    )
    const findings = await findDemoContent(temp, { rootDir: temp, staticDir: null })
    expect(findings).toEqual([
      {
        file: "texts.json",
        items: ["texto da demonstração: título da página inicial"],
        fix: "escreva os dados e os textos da sua empresa",
        toFill: false,
      },
      {
        file: "logo.png",
        items: ["logotipo da demonstração"],
        fix: "troque o arquivo pelo da sua empresa, com o mesmo nome",
        toFill: false,
      },
    ])
  })

  it("finds nothing in another firm's content, and what is left to fill as such", async () => {
    await cp(path.join(ROOT, FIXTURE, "projects/prj19"), path.join(temp, "projects/prj19"), {
      recursive: true,
    })
    await writeFile(
      path.join(temp, "site.json"),
      JSON.stringify({
        name: "Aquífera Projetos",
        cnpj: "12.345.678/0001-95",
        email: "contato@aquifera.com.br",
        phone: "(41) 3333-2020",
        social: [{ network: "Instagram", url: "https://www.instagram.com/aquifera" }],
      }),
    )
    expect(await findDemoContent(temp, { staticDir: null })).toEqual([])
    expect(demoItems({ title: "A preencher: título do projeto" })).toEqual([
      'a preencher ("A preencher: título do projeto")',
    ])
    expect(demoItems({ email: "ana@outra.example.com.br" })).toEqual([])
  })

  describe("the demo's claims", () => {
    const demoSite = async () =>
      JSON.parse(await readFile(path.join(ROOT, FIXTURE, "site.json"), "utf8")) as Record<
        string,
        unknown
      >

    it.each<[string, string, (site: Record<string, unknown>) => Record<string, unknown>]>([
      [
        "experience and founding year",
        "anos de experiência (40) e ano de fundação (2011) da demonstração",
        (site) => ({ ...site, experienceYears: 25 }),
      ],
      [
        "a figure",
        "número da demonstração (500+ Projetos realizados)",
        (site) => ({ ...site, figures: [{ value: "120", label: "Projetos realizados" }] }),
      ],
      [
        "the support figure",
        "número da demonstração (24/7 Suporte técnico)",
        (site) => ({ ...site, figures: [] }),
      ],
      [
        "the opening hours",
        "horário de atendimento da demonstração (Segunda a Sexta 08:00–20:00; Sábado 09:00–17:00)",
        (site) => ({
          ...site,
          hours: [{ label: "Seg a Sex", days: ["Monday"], opens: "08:00", closes: "18:00" }],
        }),
      ],
      [
        "emergencies",
        "texto de emergências da demonstração (Emergências: atendimento 24 horas, 7 dias por semana)",
        (site) => ({ ...site, emergencies: "Plantão aos sábados" }),
      ],
      [
        "the answer time",
        "prazo de resposta da demonstração (Resposta em até 24h)",
        (site) => ({ ...site, emailResponse: "Respondemos no mesmo dia" }),
      ],
      [
        "the district",
        "bairro da demonstração (Funcionários)",
        (site) => ({ ...site, address: { district: "Batel", city: "Curitiba" } }),
      ],
      [
        "the postal code",
        "CEP da demonstração (30110-028)",
        (site) => ({ ...site, address: { postalCode: "80420-090", city: "Curitiba" } }),
      ],
      [
        "the city, beside the demo's district or postal code",
        "cidade da demonstração (Belo Horizonte)",
        (site) => ({
          ...site,
          address: { district: "Savassi", city: "Belo Horizonte", postalCode: "30140-071" },
        }),
      ],
    ])("flags %s while it is the demo's, and not once changed", async (_claim, item, change) => {
      const site = await demoSite()
      expect(demoItems(site)).toContain(item)
      expect(demoItems(change(site))).not.toContain(item)
    })

    it("flags the short name and the shades the demo wrote out, not the firm's", () => {
      const identity = {
        shortName: "HidroVale",
        colors: { primary: "#0b4f7c", accent: "#0f8a8a", primaryDark: "#083a5c" },
      }
      expect(demoItems(identity)).toEqual([
        "tons de cor da demonstração (#083a5c)",
        "nome curto da demonstração (HidroVale)",
      ])
      const firm = { shortName: "Aquífera", colors: { primary: "#7a1f1f", primaryDark: "#5a1010" } }
      expect(demoItems(firm)).toEqual([])
    })

    it("leaves a real firm's single year alone: only the demo's pair is the demo's", () => {
      expect(demoItems({ experienceYears: 40, foundingYear: 1998 })).toEqual([])
      expect(demoItems({ experienceYears: 12, foundingYear: 2011 })).toEqual([])
    })
  })
})
