/** @jest-environment node */
import { readFileSync } from "node:fs"
import path from "node:path"
import { FIXTURE_CONTENT, readServices } from "../../helpers/services-content"
import {
  engineers,
  firmFacts,
  projectDetail,
  siteTexts,
  teamMember,
  serviceCard,
  serviceTitles,
} from "../../../plugins/content-editor/preview/entry-data"

const FIXTURE = path.join(__dirname, "../../fixtures/content")
const readJson = (file: string) =>
  JSON.parse(readFileSync(path.join(FIXTURE, file), "utf8")) as Record<string, unknown>
const TEAM = engineers([readJson("team/ana-ribeiro.json")])
const url = (name: string) => `blob:${name}`

describe("the editor's project preview reads the entry as the build reads project.json", () => {
  it("takes the folder's capa-main.jpg and pic1 … pic10 in number order when none is listed", () => {
    const project = projectDetail(
      readJson("projects/prj1/project.json"),
      ["pic10.jpg", "pic2.jpg", "capa-main.jpg", "pic1.jpg", "planta.pdf", "project.json"],
      TEAM,
      url,
    )
    expect(project.slides.map((slide) => slide.image.images.fallback?.src)).toEqual([
      "blob:capa-main.jpg",
      "blob:pic1.jpg",
      "blob:pic2.jpg",
      "blob:pic10.jpg",
    ])
    expect(project).toMatchObject({
      id: 1,
      contratante: "SAAE de Itabira",
      year: "2012",
      categories: ["Abastecimento de Água"],
      atestado: true,
      engineers: [{ id: "ana-ribeiro", name: "Ana Paula Ribeiro", crea: "CREA-MG 104527/D" }],
    })
  })

  it("takes the listed cover and pictures in their order, uploads of this session included", () => {
    const project = projectDetail(
      { cover: "./fachada.jpg", pictures: ["obra-2.jpg", "obra-1.jpg"], responsaveis: ["nova"] },
      ["capa-main.jpg", "obra-1.jpg"],
      TEAM,
      url,
    )
    expect(project.slides.map((slide) => slide.key)).toEqual([
      "fachada.jpg",
      "obra-2.jpg",
      "obra-1.jpg",
    ])
    // An engineer not (yet) in the team is named by identifier.
    expect(project.engineers).toEqual([{ id: "nova", name: "nova", crea: "fora da Equipe" }])
  })

  it("gives each picture its caption as the entry has it, and none to a picture without", () => {
    const project = projectDetail(
      {
        pictures: ["obra-1.jpg", "obra-2.jpg"],
        captions: [{ picture: "./obra-2.jpg", text: "Casa de bombas da EE-02" }, { text: "" }],
      },
      ["capa-main.jpg", "obra-1.jpg", "obra-2.jpg"],
      TEAM,
      url,
    )
    expect(project.slides.map((slide) => slide.caption)).toEqual([
      null,
      null,
      "Casa de bombas da EE-02",
    ])
  })

  it("shows a new, empty entry without failing", () => {
    expect(projectDetail({}, [], [], url)).toMatchObject({
      id: 0,
      title: "",
      categories: [],
      engineers: [],
      slides: [],
    })
  })
})

describe("the editor's firm preview", () => {
  it("gives the footer and the contact cards site.json's data", () => {
    const facts = firmFacts(readJson("site.json"))
    expect(facts).toMatchObject({
      legalName: "HidroVale Engenharia Hidrossanitária Ltda.",
      cnpj: "11.222.333/0001-81",
      crea: "CREA-MG 123456",
      address: { city: "Belo Horizonte", state: "MG", postalCode: "30110-028" },
    })
    expect(facts.social?.map((item) => item.network)).toEqual(["LinkedIn", "Instagram", "Facebook"])
    expect(facts.hours?.[0]).toMatchObject({ label: "Segunda a Sexta", opens: "08:00" })
    expect(firmFacts({}).address.street).toBe("")
  })
})

describe("the editor's team preview", () => {
  it("gives the member's card the team file's data, and empty texts while a field is empty", () => {
    const member = readJson("team/ana-ribeiro.json")
    expect(teamMember(member)).toEqual({
      id: member.id,
      name: member.name,
      title: member.title,
      crea: member.crea,
      specialties: member.specialties,
      bio: member.bio,
    })
    expect(teamMember({ name: "Nova Pessoa", specialties: ["Redes", ""] })).toEqual({
      id: "",
      name: "Nova Pessoa",
      title: "",
      crea: "",
      specialties: ["Redes"],
      bio: "",
    })
  })
})

describe("the editor's texts preview reads the entry as the home page's query does", () => {
  it("reads texts.json whole, field by field (a point without a link has none)", () => {
    const texts = readJson("texts.json")
    const hero = texts.hero as { points: { text: string; link?: string }[] }
    expect(siteTexts(texts)).toEqual({
      ...texts,
      hero: { ...hero, points: hero.points.map((point) => ({ link: null, ...point })) },
    })
  })

  it("draws an entry being written, with fields still missing, without failing", () => {
    const texts = siteTexts({ hero: { title: "Só o título", points: [{ text: "Um" }] } })
    expect(texts.hero).toEqual({
      eyebrow: "",
      title: "Só o título",
      lead: "",
      points: [{ text: "Um", link: null }],
    })
    expect(texts.about.specialties).toEqual([])
    expect(texts.team.intro).toBe("")
  })
})

describe("the editor's service preview reads the entry as the build reads the services", () => {
  it("draws the card from the entry, an unknown icon as the check mark", () => {
    const [service] = readServices(FIXTURE_CONTENT)
    expect(serviceCard(service as unknown as Record<string, unknown>)).toEqual({
      title: service.title,
      icon: service.icon,
      items: service.items,
    })
    expect(serviceCard({ title: "Novo", icon: "gota" })).toEqual({
      title: "Novo",
      icon: "check",
      items: [],
    })
  })

  it("lists the titles as the footer does: by order, then by title", () => {
    const files = readServices(FIXTURE_CONTENT)
    const shuffled = [...files].reverse() as unknown as Record<string, unknown>[]
    expect(serviceTitles(shuffled)).toEqual(files.map((service) => service.title))
    expect(
      serviceTitles([{ title: "B", order: 1 }, { title: "A", order: 1 }, { title: "C" }]),
    ).toEqual(["A", "B", "C"])
  })
})
