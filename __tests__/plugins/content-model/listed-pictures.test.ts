/** @jest-environment node */
import { cp, mkdir, mkdtemp, rm, writeFile } from "node:fs/promises"
import { tmpdir } from "node:os"
import { dirname, join } from "node:path"
import sharp from "sharp"
import { PHOTO_WANTED_WIDTH } from "../../../src/lib/photo-sizes"
import { checkContent, type ContentReport } from "../../../plugins/content-model/content-check"
import { selectPictures } from "../../../plugins/content-model/picture-names"
import { validMember, validQuoteForm, validService, validSite } from "../../helpers/valid-site"
import {
  CATEGORIES,
  FIXTURE_IDENTITY,
  PRIVACY,
  TEXTS,
  validPrivacy,
  validTexts,
} from "../../helpers/content-folder"
import { SPEC_CATEGORIES } from "../../helpers/spec"

jest.setTimeout(60_000)

const DIR = "content/projects/prj1"
const PRJ1 = `${DIR}/project.json`

let root: string
let tinyJpeg: Buffer

beforeAll(async () => {
  // As wide as the site wants a photo (PHOTO_WANTED_WIDTH), and still small: one flat colour.
  tinyJpeg = await sharp({
    create: { width: PHOTO_WANTED_WIDTH, height: 896, channels: 3, background: "#28a" },
  })
    .jpeg()
    .toBuffer()
})

beforeEach(async () => {
  root = await mkdtemp(join(tmpdir(), "listed-pictures-"))
  await put("content/site.json", JSON.stringify(validSite()))
  await put(TEXTS, JSON.stringify(validTexts()))
  await put("content/team/ana-ribeiro.json", JSON.stringify(validMember()))
  await put("content/services/esgoto.json", JSON.stringify(validService()))
  await put("content/quote-form.json", JSON.stringify(validQuoteForm()))
  await cp(FIXTURE_IDENTITY, join(root, "content/identidade"), { recursive: true })
  await put(CATEGORIES, JSON.stringify({ categories: SPEC_CATEGORIES }))
  await put(PRIVACY, JSON.stringify(validPrivacy()))
})

afterEach(async () => {
  await rm(root, { recursive: true, force: true })
})

/** prj1 as the editor saves it: uploads keep their names, project.json lists them. */
async function writeListed(fields: Record<string, unknown>, files: string[]): Promise<void> {
  const project = {
    id: 1,
    title: "Estação de Tratamento",
    description: "Projeto executivo.",
    contratante: "SAAE de Itabira",
    location: "Itabira - MG",
    year: "2019",
    escopo: "Projeto executivo",
    categories: ["Esgoto"],
    responsaveis: ["ana-ribeiro"],
    ...fields,
  }
  await put(PRJ1, JSON.stringify(project))
  for (const name of files) await put(`${DIR}/${name}`, tinyJpeg)
}

async function put(path: string, data: string | Buffer): Promise<void> {
  await mkdir(dirname(join(root, path)), { recursive: true })
  await writeFile(join(root, path), data)
}

const check = (): Promise<ContentReport> => checkContent(join(root, "content"))

describe("selectPictures, shared by the build and the content check", () => {
  const folder = ["capa-main.jpg", "pic2.jpg", "pic10.jpg", "pic1.jpg", "obra.jpg", "fachada.jpg"]

  it("keeps today's convention when project.json lists nothing", () => {
    expect(selectPictures(folder)).toEqual({
      cover: "capa-main.jpg",
      gallery: ["pic1.jpg", "pic2.jpg", "pic10.jpg"],
      missing: [],
      listed: false,
    })
  })

  it("uses the listed cover and gallery, in the listed order", () => {
    const selection = selectPictures(folder, {
      cover: "fachada.jpg",
      pictures: ["obra.jpg", "./pic2.jpg", "pic1.jpg"],
    })
    expect(selection).toEqual({
      cover: "fachada.jpg",
      gallery: ["obra.jpg", "pic2.jpg", "pic1.jpg"],
      missing: [],
      listed: true,
    })
  })

  it("lists only one of the two: the other follows the convention", () => {
    expect(selectPictures(folder, { pictures: ["obra.jpg"] })).toMatchObject({
      cover: "capa-main.jpg",
      gallery: ["obra.jpg"],
    })
    expect(selectPictures(folder, { cover: "obra.jpg" })).toMatchObject({
      cover: "obra.jpg",
      gallery: ["pic1.jpg", "pic2.jpg", "pic10.jpg"],
    })
  })

  it("drops listed names that do not exist and never ships more than 10", () => {
    const many = Array.from({ length: 12 }, (_, i) => `f${i}.jpg`)
    const selection = selectPictures([...many, "capa.jpg"], {
      cover: "sumiu.jpg",
      pictures: [...many, "outra.jpg"],
    })
    expect(selection.cover).toBeNull()
    expect(selection.gallery).toEqual(many.slice(0, 10))
    expect(selection.missing).toEqual(["sumiu.jpg", "outra.jpg"])
  })
})

describe("the content check on listed pictures", () => {
  it("accepts pictures with any JPG name when project.json lists them all", async () => {
    await writeListed({ cover: "fachada.jpg", pictures: ["obra 1.jpg", "Obra-2.JPG"] }, [
      "fachada.jpg",
      "obra 1.jpg",
      "Obra-2.JPG",
    ])
    expect(await check()).toMatchObject({ errors: [], warnings: [], pictureCount: 3 })
  })

  it("rejects a listed picture that is not in the folder, naming the file and the fix", async () => {
    await writeListed({ cover: "fachada.jpg", pictures: ["obra.jpg", "sumiu.jpg"] }, [
      "fachada.jpg",
      "obra.jpg",
    ])
    const report = await check()
    expect(report.errors).toEqual([
      {
        file: `${DIR}/sumiu.jpg`,
        field: "pictures",
        message:
          `O project.json lista a foto "sumiu.jpg", mas ela não está na pasta ${DIR}/. Envie a ` +
          "foto de novo pelo editor (ou copie-a para a pasta com exatamente este nome), ou tire-a da lista.",
      },
    ])
    expect(report.warnings).toEqual([])
  })

  it("rejects a listed cover that is not in the folder, once", async () => {
    await writeListed({ cover: "capa-nova.jpg", pictures: ["obra.jpg"] }, ["obra.jpg"])
    const { errors } = await check()
    expect(errors).toHaveLength(1)
    expect(errors[0]).toMatchObject({ file: `${DIR}/capa-nova.jpg`, field: "cover" })
  })

  it("warns about a picture in the folder that nothing lists", async () => {
    await writeListed({ cover: "fachada.jpg", pictures: ["obra.jpg"] }, [
      "fachada.jpg",
      "obra.jpg",
      "esquecida.jpg",
    ])
    const report = await check()
    expect(report.errors).toEqual([])
    expect(report.warnings).toEqual([
      {
        file: `${DIR}/esquecida.jpg`,
        message:
          'A foto "esquecida.jpg" está na pasta, mas o project.json não a lista (nem como capa, ' +
          "nem na galeria), então ela NÃO aparece no site. Adicione-a em Fotos da galeria no " +
          'editor (ou ao campo "pictures" do project.json), ou apague-a da pasta.',
      },
    ])
  })

  it("rejects more than 10 gallery pictures", async () => {
    const names = Array.from({ length: 11 }, (_, i) => `obra-${i + 1}.jpg`)
    await writeListed({ cover: "fachada.jpg", pictures: names }, ["fachada.jpg", ...names])
    const { errors } = await check()
    expect(errors).toEqual([
      {
        file: PRJ1,
        field: "pictures",
        message:
          "A galeria lista 11 fotos, mas o site mostra no máximo 10. Remova 1 da lista " +
          '"pictures" (no editor: Fotos da galeria).',
      },
    ])
  })

  it("rejects a listed picture that is not a JPG", async () => {
    await writeListed({ cover: "fachada.jpg", pictures: ["planta.png"] }, [
      "fachada.jpg",
      "planta.png",
    ])
    const { errors } = await check()
    expect(errors).toContainEqual(
      expect.objectContaining({ file: `${DIR}/planta.png`, field: "pictures" }),
    )
    expect(errors[0].message).toContain("só publica fotos JPG")
  })

  it("rejects the project-1.json the editor writes for an id already used", async () => {
    await writeListed({}, ["capa-main.jpg", "pic1.jpg"])
    await put(`${DIR}/project-1.json`, JSON.stringify({ id: 1, title: "Outro" }))
    const { errors } = await check()
    expect(errors).toEqual([expect.objectContaining({ file: `${DIR}/project-1.json` })])
    expect(errors[0].message).toContain("NÃO aparece no site")
    expect(errors[0].message).toContain("próximo número livre")
  })

  it("rejects a non-list pictures field", async () => {
    await writeListed({ pictures: "obra.jpg" }, ["capa-main.jpg", "obra.jpg"])
    const { errors } = await check()
    expect(errors[0]).toMatchObject({ file: PRJ1, field: "pictures" })
  })
})
