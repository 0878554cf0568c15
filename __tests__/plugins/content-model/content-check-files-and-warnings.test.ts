/** @jest-environment node */
import {
  PRJ1,
  SITE,
  tinyJpeg,
  validProject,
  writeSite,
  writeJson,
  put,
  jpeg,
  check,
  expectOnlyError,
  expectOnlyWarning,
  withContentFolder,
} from "../../helpers/content-folder"
import { validSite } from "../../helpers/valid-site"

withContentFolder()

describe("files out of place", () => {
  it("rejects a project.json outside its project folder", async () => {
    await writeJson("content/projects/prj1/fotos/project.json", validProject(1))
    const report = await check()
    expect(report.errors).toEqual([
      {
        file: "content/projects/prj1/fotos/project.json",
        message:
          "Este arquivo está fora do lugar: o site só aceita este nome em content/projects/prjN/project.json, e aqui ele atrapalha a publicação. Mova-o para o lugar certo ou apague-o.",
      },
    ])
    expect(report.warnings).toEqual([
      {
        file: "content/projects/prj1/fotos/",
        message:
          'A pasta "fotos" dentro do projeto é IGNORADA: o site só usa os arquivos que estão direto em content/projects/prj1/. Mova as fotos para lá, com os nomes capa-main.jpg e pic1.jpg … pic10.jpg.',
      },
    ])
  })

  it("rejects any malformed .json under content/, which would stop the build", async () => {
    await put("content/extra.json", "{ nope }")
    await expectOnlyError({
      file: "content/extra.json",
      message:
        'O arquivo não é um JSON válido: erro na linha 1, coluna 3 — o nome de cada campo deve estar entre aspas duplas, por exemplo "title". Corrija o arquivo (um editor como o VS Code mostra o erro sublinhado).',
    })
  })

  it("warns about a picture dropped loose in content/projects", async () => {
    await put("content/projects/capa-main.jpg", tinyJpeg)
    await expectOnlyWarning({
      file: "content/projects/capa-main.jpg",
      message:
        'O arquivo "capa-main.jpg" está solto em content/projects/ e será IGNORADO (não aparece no site): cada projeto fica na sua própria pasta prjN. Mova-o para a pasta do projeto.',
    })
  })
})

describe("other warnings", () => {
  it("allows gaps in the numbering and says they are shown in order", async () => {
    await put("content/projects/prj1/pic5.jpg", tinyJpeg)
    await expectOnlyWarning({
      file: "content/projects/prj1/",
      message:
        "A numeração das fotos pula pic3.jpg e pic4.jpg. Tudo bem: as fotos que existem aparecem em ordem (pic1.jpg, pic2.jpg, pic5.jpg). Confira apenas se nenhuma foto ficou de fora.",
    })
  })

  it("allows a picture wider than 8000 px but warns that it slows the build", async () => {
    await put("content/projects/prj1/pic1.jpg", await jpeg(8001, 16))
    await expectOnlyWarning({
      file: "content/projects/prj1/pic1.jpg",
      message:
        "A foto é muito grande (8001 × 16 px, 0,0 MB; o limite é 8000 px e 20 MB): ela vai aparecer, mas deixa a publicação do site lenta. Rode npm run fotos: o comando reduz a foto para 2400 px no lado maior.",
    })
  })

  it("allows a picture over 20 MB but warns that it slows the build", async () => {
    const padded = Buffer.concat([tinyJpeg, Buffer.alloc(21 * 1024 * 1024)])
    await put("content/projects/prj1/pic2.jpg", padded)
    await expectOnlyWarning({
      file: "content/projects/prj1/pic2.jpg",
      message:
        "A foto é muito grande (1344 × 896 px, 21,0 MB; o limite é 8000 px e 20 MB): ela vai aparecer, mas deixa a publicação do site lenta. Reduza para cerca de 2000 px de largura.",
    })
  })

  it.each([
    ["descricao", 'Você quis dizer "description"? Renomeie o campo para "description".'],
    ["Title", 'Você quis dizer "title"? Renomeie o campo para "title".'],
    ["categoria", 'Você quis dizer "categories"? Renomeie o campo para "categories".'],
    ["featured", 'Você quis dizer "destaque"? Renomeie o campo para "destaque".'],
    [
      "prioridade",
      "Os campos aceitos aqui são: id, title, description, contratante, location, year, escopo, categories, responsaveis, atestado, destaque, stats, quantidades, periodo, cats, slug, cover, pictures, captions.",
    ],
  ])("warns about the unknown project field %j", async (field, fix) => {
    await writeJson(PRJ1, { ...validProject(1), [field]: "x" })
    await expectOnlyWarning({
      file: PRJ1,
      field,
      message: `O campo "${field}" não é conhecido e será IGNORADO (não aparece no site). ${fix}`,
    })
  })

  it("warns about an unknown field inside stats", async () => {
    await writeJson(PRJ1, { ...validProject(1), stats: { população: "12.000 habitantes" } })
    await expectOnlyWarning({
      file: PRJ1,
      field: "stats.população",
      message:
        'O campo "população" do campo "stats" não é conhecido e será IGNORADO (não aparece no site). Você quis dizer "populacao"? Renomeie o campo para "populacao".',
    })
  })

  it("warns that the old site's image field is ignored", async () => {
    await writeJson(PRJ1, { ...validProject(1), image: "/images/prj1.jpg" })
    await expectOnlyWarning({
      file: PRJ1,
      field: "image",
      message:
        'O campo "image" do site antigo é IGNORADO: a capa do projeto é a foto capa-main.jpg da pasta. Pode apagar este campo.',
    })
  })

  it.each([
    ["telefone2", 'Você quis dizer "phone"? Renomeie o campo para "phone".'],
    ["endereco", 'Você quis dizer "address"? Renomeie o campo para "address".'],
  ])("warns about the unknown site field %j", async (field, fix) => {
    await writeSite({ ...validSite(), [field]: "x" })
    await expectOnlyWarning({
      file: SITE,
      field,
      message: `O campo "${field}" não é conhecido e será IGNORADO (não aparece no site). ${fix}`,
    })
  })
})

// ---- the report as a whole ----
