/** @jest-environment node */
import { execFile } from "node:child_process"
import { mkdir, mkdtemp, rm, writeFile } from "node:fs/promises"
import { tmpdir } from "node:os"
import { dirname, join } from "node:path"
import { promisify } from "node:util"
import sharp from "sharp"
import {
  assertContent,
  checkContent,
  formatReport,
  PROJECT_CATEGORIES,
  type ContentReport,
  type Problem,
} from "../../scripts/lib/content-check"
import { validSite } from "../helpers/valid-site"

jest.setTimeout(60_000)

const REPO = join(__dirname, "../..")
const NEXT_YEAR = new Date().getFullYear() + 1
const FILES = "A pasta do projeto só usa project.json, capa-main.jpg e pic1.jpg … pic10.jpg"

let root: string
let tinyJpeg: Buffer

beforeAll(async () => {
  tinyJpeg = await jpeg(32, 24)
})

beforeEach(async () => {
  root = await mkdtemp(join(tmpdir(), "content-check-"))
  await writeSite(validSite())
  await writeProject("prj1", validProject(1))
  await writeProject("prj2", validProject(2))
})

afterEach(async () => {
  await rm(root, { recursive: true, force: true })
})

// ---- fixtures: a valid content folder (2 projects, 3 pictures each), then one thing broken ----

function validProject(id: number): Record<string, unknown> {
  return {
    id,
    title: id === 1 ? "Sistema de Esgoto de Itabira" : `Sistema de Esgoto de Itabira, etapa ${id}`,
    description: "Projeto executivo da rede coletora.\n- Estação elevatória\n- ETE",
    location: "Itabira - MG",
    year: "2019",
    categories: ["Esgoto", "Drenagem"],
    stats: { populacao: "118.000 habitantes", vazao: "320 L/s" },
  }
}

async function writeProject(
  folder: string,
  project: unknown,
  pictures = ["capa-main.jpg", "pic1.jpg", "pic2.jpg"],
): Promise<void> {
  await writeJson(`content/projects/${folder}/project.json`, project)
  for (const name of pictures) await put(`content/projects/${folder}/${name}`, tinyJpeg)
}

async function writeSite(site: unknown): Promise<void> {
  await writeJson("content/site.json", site)
}

async function writeJson(path: string, value: unknown): Promise<void> {
  await put(path, JSON.stringify(value, null, 2))
}

async function put(path: string, data: string | Buffer): Promise<void> {
  await mkdir(dirname(join(root, path)), { recursive: true })
  await writeFile(join(root, path), data)
}

async function remove(path: string): Promise<void> {
  await rm(join(root, path), { recursive: true })
}

function jpeg(width: number, height: number): Promise<Buffer> {
  const background = { r: 40, g: 120, b: 160 }
  return sharp({ create: { width, height, channels: 3, background } })
    .jpeg()
    .toBuffer()
}

/** A photo-like JPEG (random pixels, so the compressed data is long), for truncation. */
async function noisyJpeg(): Promise<Buffer> {
  const pixels = Buffer.alloc(400 * 300 * 3)
  for (let i = 0; i < pixels.length; i++) pixels[i] = Math.floor(Math.random() * 256)
  return sharp(pixels, { raw: { width: 400, height: 300, channels: 3 } })
    .jpeg()
    .toBuffer()
}

function check(): Promise<ContentReport> {
  return checkContent(join(root, "content"))
}

async function expectOnlyError(problem: Problem): Promise<void> {
  const report = await check()
  expect(report.errors).toEqual([problem])
  expect(report.warnings).toEqual([])
}

async function expectOnlyWarning(problem: Problem): Promise<void> {
  const report = await check()
  expect(report.warnings).toEqual([problem])
  expect(report.errors).toEqual([])
}

const PRJ1 = "content/projects/prj1/project.json"
const SITE = "content/site.json"

// ---- valid content ----

describe("valid content", () => {
  it("has no problems and the report is only the summary line", async () => {
    const report = await check()
    expect(report).toEqual({ errors: [], warnings: [], projectCount: 2, pictureCount: 6 })
    expect(formatReport(report)).toBe(
      "Conteúdo verificado: 2 projetos, 6 fotos, 0 erros, 0 avisos.",
    )
  })

  it("accepts a project without stats, every category and next year", async () => {
    const project = validProject(1)
    delete project.stats
    await writeJson(PRJ1, { ...project, year: String(NEXT_YEAR), categories: PROJECT_CATEGORIES })
    expect(await check()).toMatchObject({ errors: [], warnings: [] })
  })

  it("ignores hidden and system files silently", async () => {
    await put("content/projects/prj1/.DS_Store", "x")
    await put("content/projects/prj1/Thumbs.db", "x")
    await put("content/projects/.DS_Store", "x")
    expect(await check()).toMatchObject({ errors: [], warnings: [] })
  })
})

// ---- errors in project.json ----

describe("project.json that is not valid JSON", () => {
  it.each([
    [
      "a comma after the last field",
      '{\n  "id": 1,\n  "title": "X",\n}\n',
      'linha 4, coluna 1 — vírgula sobrando antes de "}"; apague a vírgula depois do último campo',
    ],
    [
      "a missing comma",
      '{\n  "id": 1\n  "title": "X"\n}\n',
      "linha 3, coluna 3 — falta uma vírgula entre este item e o anterior",
    ],
    [
      "a line break inside a text",
      '{\n  "id": 1,\n  "description": "linha um\nlinha dois"\n}\n',
      "linha 3, coluna 27 — quebra de linha dentro de um texto; para quebrar a linha, escreva \\n dentro das aspas",
    ],
    [
      "quotes inside a text",
      '{\n  "title": "Projeto "Vale Verde""\n}\n',
      'linha 2, coluna 22 — há aspas dentro de um texto; escreva \\" no lugar de cada aspa interna',
    ],
    [
      "a comma after the last list item (no position in Node's message)",
      '{\n  "categories": ["Esgoto",]\n}\n',
      'linha 2, coluna 27 — vírgula sobrando antes de "]"; apague a última vírgula',
    ],
    [
      "single quotes",
      "{\n  'id': 1\n}\n",
      "linha 2, coluna 3 — use aspas duplas (\") em vez de aspas simples (') nos nomes dos campos",
    ],
    [
      "a missing closing brace",
      '{\n  "id": 1\n',
      'linha 3, coluna 1 — o arquivo termina antes do esperado; falta fechar "}"',
    ],
    [
      "a byte order mark",
      '\uFEFF{ "id": 1 }',
      'linha 1, coluna 1 — o arquivo começa com um caractere invisível (BOM); salve-o como "UTF-8" sem BOM',
    ],
    ["an empty file", "", "linha 1, coluna 1 — o arquivo está vazio"],
  ])("names line, column and the slip: %s", async (_case, text, where) => {
    await put(PRJ1, text)
    await expectOnlyError({
      file: PRJ1,
      message:
        `O arquivo não é um JSON válido: erro na ${where}. ` +
        "Corrija o arquivo (um editor como o VS Code mostra o erro sublinhado).",
    })
  })

  it("rejects a file that is a list instead of an object", async () => {
    await writeJson(PRJ1, [validProject(1)])
    await expectOnlyError({
      file: PRJ1,
      message:
        'O arquivo deve ser um grupo de campos entre chaves { }, por exemplo: { "id": 7, "title": "…", "description": "…", … }.',
    })
  })
})

describe("required project fields", () => {
  it.each([
    [
      "id",
      'Falta o campo "id" (número do projeto, o mesmo da pasta prjN). Acrescente, por exemplo: "id": 7.',
    ],
    [
      "title",
      'Falta o campo "title" (título do projeto). Acrescente, por exemplo: "title": "Sistema de Esgoto de Itabira".',
    ],
    [
      "description",
      'Falta o campo "description" (descrição do projeto). Acrescente, por exemplo: "description": "Projeto executivo da rede coletora de esgoto.".',
    ],
    [
      "location",
      'Falta o campo "location" (cidade e estado). Acrescente, por exemplo: "location": "Itabira - MG".',
    ],
    ["year", 'Falta o campo "year" (ano). Acrescente, por exemplo: "year": "2019".'],
    [
      "categories",
      'Falta o campo "categories" (categorias). Acrescente, por exemplo: "categories": ["Esgoto"].',
    ],
  ])("a missing %s is an error", async (field, message) => {
    const project = validProject(1)
    delete project[field]
    await writeJson(PRJ1, project)
    await expectOnlyError({ file: PRJ1, field, message })
  })

  it.each([
    [
      "title",
      "   ",
      'O campo "title" (título do projeto) está vazio. Preencha, por exemplo: "title": "Sistema de Esgoto de Itabira".',
    ],
    [
      "location",
      "",
      'O campo "location" (cidade e estado) está vazio. Preencha, por exemplo: "location": "Itabira - MG".',
    ],
    [
      "categories",
      [],
      'O campo "categories" (categorias) está vazio. Preencha, por exemplo: "categories": ["Esgoto"].',
    ],
    ["year", null, 'O campo "year" (ano) está vazio. Preencha, por exemplo: "year": "2019".'],
  ])("an empty %s is an error", async (field, value, message) => {
    await writeJson(PRJ1, { ...validProject(1), [field]: value })
    await expectOnlyError({ file: PRJ1, field, message })
  })

  it("suggests renaming a Portuguese field name instead of reporting it twice", async () => {
    const { title, ...project } = validProject(1)
    await writeJson(PRJ1, { ...project, titulo: title })
    await expectOnlyError({
      file: PRJ1,
      field: "title",
      message:
        'Falta o campo "title" (título do projeto). Há um campo "titulo" no lugar: renomeie-o para "title".',
    })
  })
})

describe("project fields of the wrong type", () => {
  it.each([
    [
      "id",
      "id",
      "1",
      'O campo "id" (número do projeto, o mesmo da pasta prjN) deve ser um número inteiro, sem aspas, por exemplo: "id": 7.',
    ],
    [
      "id",
      "id",
      1.5,
      'O campo "id" (número do projeto, o mesmo da pasta prjN) deve ser um número inteiro, sem aspas, por exemplo: "id": 7.',
    ],
    [
      "title",
      "title",
      42,
      'O campo "title" (título do projeto) deve ser um texto entre aspas, por exemplo: "title": "Sistema de Esgoto de Itabira".',
    ],
    [
      "description",
      "description",
      ["a", "b"],
      'O campo "description" (descrição do projeto) deve ser um texto entre aspas, por exemplo: "description": "Projeto executivo da rede coletora de esgoto.".',
    ],
    [
      "location",
      "location",
      { city: "Itabira" },
      'O campo "location" (cidade e estado) deve ser um texto entre aspas, por exemplo: "location": "Itabira - MG".',
    ],
    [
      "year",
      "year",
      2019,
      'O campo "year" (ano) deve ser um texto entre aspas, por exemplo: "year": "2019".',
    ],
    [
      "categories",
      "categories",
      "Esgoto",
      'O campo "categories" (categorias) deve ser uma lista entre colchetes [ ], por exemplo: "categories": ["Esgoto"].',
    ],
    [
      "categories",
      "categories[1]",
      ["Esgoto", 3],
      'O 2º item do campo "categories" (categoria) deve ser um texto entre aspas, por exemplo: "Esgoto".',
    ],
    [
      "stats",
      "stats",
      "320 L/s",
      'O campo "stats" (números do projeto) deve ser um grupo de campos entre chaves { }, por exemplo: "stats": { "populacao": "12.000 habitantes" }.',
    ],
    [
      "stats",
      "stats.vazao",
      { vazao: 320 },
      'O campo "vazao" do campo "stats" (vazão) deve ser um texto entre aspas, por exemplo: "vazao": "320 L/s".',
    ],
  ])("%s (field %s) given %p is an error", async (key, field, value, message) => {
    await writeJson(PRJ1, { ...validProject(1), [key]: value })
    await expectOnlyError({ file: PRJ1, field, message })
  })
})

describe("project ids and folders", () => {
  it("rejects an id that does not match its folder", async () => {
    await writeJson("content/projects/prj2/project.json", validProject(9))
    await expectOnlyError({
      file: "content/projects/prj2/project.json",
      field: "id",
      message:
        'O "id" é 9, mas a pasta se chama prj2. Use "id": 2 (o número do "id" e o da pasta devem ser iguais).',
    })
  })

  it("rejects a duplicate id, naming both files", async () => {
    await writeJson("content/projects/prj2/project.json", validProject(1))
    const report = await check()
    expect(report.errors).toEqual([
      {
        file: "content/projects/prj2/project.json",
        field: "id",
        message:
          'O "id" é 1, mas a pasta se chama prj2. Use "id": 2 (o número do "id" e o da pasta devem ser iguais).',
      },
      {
        file: "content/projects/prj2/project.json",
        field: "id",
        message:
          'O "id" 1 já é usado em content/projects/prj1/project.json: cada projeto precisa de um "id" diferente, igual ao número da sua pasta.',
      },
    ])
  })

  it.each([0, -3])("rejects the id %d, which is not a positive integer", async (id) => {
    await writeJson(PRJ1, validProject(id))
    await expectOnlyError({
      file: PRJ1,
      field: "id",
      message: `O "id" ${id} não é válido: use um número inteiro positivo, o mesmo da pasta, por exemplo "id": 1.`,
    })
  })

  it.each([
    ["prj03", 3, "prj3"],
    ["Projeto 4", 4, "prj4"],
    ["novo projeto", 7, "prj7"],
    ["novo projeto", 1, "prj3"],
  ])("rejects the folder name %j (id %d) and suggests %s", async (folder, id, suggestion) => {
    await writeProject(folder, validProject(id))
    const number = suggestion.slice(3)
    const report = await check()
    const duplicate = id === 1 ? 1 : 0
    expect(report.errors).toHaveLength(1 + duplicate)
    expect(report.errors[0]).toEqual({
      file: `content/projects/${folder}/`,
      message:
        `A pasta "${folder}" não segue o nome prjN (as letras prj e o número do projeto, sem espaços nem zeros à esquerda). ` +
        `Renomeie para ${suggestion} e use "id": ${number} no project.json.`,
    })
    expect(report.warnings).toEqual([])
  })

  it("rejects a project folder without project.json and points at a look-alike", async () => {
    await remove(PRJ1)
    await put("content/projects/prj1/project.json.txt", JSON.stringify(validProject(1)))
    const report = await check()
    expect(report.errors).toEqual([
      {
        file: PRJ1,
        message:
          'Falta o arquivo project.json com os dados do projeto: sem ele o projeto não aparece no site. Renomeie "project.json.txt" para project.json (no Windows, ative "Extensões de nomes de arquivos" no menu Exibir do Explorador para ver o nome completo).',
      },
    ])
    expect(report.warnings).toEqual([
      {
        file: "content/projects/prj1/project.json.txt",
        message:
          'O arquivo "project.json.txt" não segue os nomes do site e será IGNORADO (não aparece no site). Se este é o arquivo de dados do projeto, renomeie-o para project.json.',
      },
    ])
  })
})

describe("categories, year and location", () => {
  it.each([
    ["Abastecimento de Agua", 'Use "Abastecimento de Água".'],
    ["esgoto", 'Use "Esgoto".'],
    ["HIDROSSANITARIOS", 'Use "Hidrossanitários".'],
    ["Drenagen", 'Use "Drenagem".'],
    ["Irrigacão ", 'Use "Irrigação".'],
    [
      "Paisagismo",
      'Use uma destas: "Abastecimento de Água", "Loteamento", "Drenagem", "Esgoto", "Irrigação", "Hidrossanitários".',
    ],
  ])("rejects the category %j: %s", async (category, fix) => {
    await writeJson(PRJ1, { ...validProject(1), categories: ["Esgoto", category] })
    await expectOnlyError({
      file: PRJ1,
      field: "categories[1]",
      message: `A categoria "${category}" não existe. ${fix}`,
    })
  })

  it("names both files when two projects would have the same address", async () => {
    await writeJson("content/projects/prj2/project.json", {
      ...validProject(2),
      title: "Sistema de Esgoto de Itabira!",
    })
    await expectOnlyError({
      file: "content/projects/prj2/project.json",
      field: "slug",
      message:
        "Este projeto e o de content/projects/prj1/project.json teriam o mesmo endereço, " +
        "/projetos/sistema-de-esgoto-de-itabira/. Mude o título de um deles ou dê a um deles " +
        'um "slug" diferente, por exemplo "slug": "sistema-de-esgoto-de-itabira-2".',
    })
  })

  it("accepts a slug of its own that sets two projects with one title apart", async () => {
    await writeJson("content/projects/prj2/project.json", {
      ...validProject(2),
      title: "Sistema de Esgoto de Itabira",
      slug: "esgoto-de-itabira-segunda-etapa",
    })
    const report = await check()
    expect(report.errors).toEqual([])
  })

  it.each([
    ["Esgoto-Itabira", "não é válido"],
    ["esgoto itabira", "não é válido"],
    ["estação", "não é válido"],
    ["2", "não pode ser usado"],
    ["categoria", "não pode ser usado"],
    ["estado", "não pode ser usado"],
  ])("rejects the slug %j", async (slug, reason) => {
    await writeJson(PRJ1, { ...validProject(1), slug })
    const report = await check()
    expect(report.errors).toEqual([
      expect.objectContaining({
        file: PRJ1,
        field: "slug",
        message: expect.stringContaining(reason),
      }),
    ])
    expect(report.errors[0].message).toContain('"slug": "sistema-de-esgoto-de-itabira"')
  })

  it("rejects a title with nothing to make an address from", async () => {
    await writeJson(PRJ1, { ...validProject(1), title: "—" })
    const report = await check()
    expect(report.errors).toEqual([
      expect.objectContaining({
        file: PRJ1,
        field: "title",
        message: expect.stringContaining("slug"),
      }),
    ])
  })

  it("exports exactly the six categories, in the filter's order", () => {
    expect(PROJECT_CATEGORIES).toEqual([
      "Abastecimento de Água",
      "Loteamento",
      "Drenagem",
      "Esgoto",
      "Irrigação",
      "Hidrossanitários",
    ])
  })

  it.each(["20199", "19", "1999", String(NEXT_YEAR + 1), "2019-2020", "dois mil"])(
    "rejects the year %j",
    async (year) => {
      await writeJson(PRJ1, { ...validProject(1), year })
      await expectOnlyError({
        file: PRJ1,
        field: "year",
        message: `O ano "${year}" não é válido: escreva o ano com quatro dígitos, de 2000 até ${NEXT_YEAR} (o ano que vem), por exemplo "year": "2019".`,
      })
    },
  )

  const STATES =
    "AC, AL, AP, AM, BA, CE, DF, ES, GO, MA, MT, MS, MG, PA, PB, PR, PE, PI, RJ, RN, RS, RO, RR, SC, SP, SE, TO"

  it.each([
    ["Itabira/MG", 'Use "Itabira - MG".'],
    ["Itabira - mg", 'Use "Itabira - MG".'],
    ["Itabira-MG", 'Use "Itabira - MG".'],
    ["Rio de Janeiro, RJ", 'Use "Rio de Janeiro - RJ".'],
    [
      "Itabira",
      `Escreva a cidade, um traço e a sigla do estado, por exemplo "Itabira - MG". Siglas válidas: ${STATES}.`,
    ],
    [
      "Itabira - XX",
      `Escreva a cidade, um traço e a sigla do estado, por exemplo "Itabira - MG". Siglas válidas: ${STATES}.`,
    ],
    [
      "Itabira - Minas Gerais",
      `Escreva a cidade, um traço e a sigla do estado, por exemplo "Itabira - MG". Siglas válidas: ${STATES}.`,
    ],
  ])("rejects the location %j", async (location, fix) => {
    await writeJson(PRJ1, { ...validProject(1), location })
    await expectOnlyError({
      file: PRJ1,
      field: "location",
      message: `A localização "${location}" não está no formato "Cidade - UF". ${fix}`,
    })
  })
})

// ---- errors in pictures ----

describe("pictures", () => {
  it("rejects a project without capa-main.jpg", async () => {
    await remove("content/projects/prj1/capa-main.jpg")
    await expectOnlyError({
      file: "content/projects/prj1/capa-main.jpg",
      message:
        "Falta a foto de capa capa-main.jpg: sem ela o projeto não pode ser publicado. Coloque na pasta a foto de capa em JPG com o nome capa-main.jpg (cerca de 2000 px de largura).",
    })
  })

  it("points a missing cover at a picture named like one (capa.jpg)", async () => {
    await remove("content/projects/prj1/capa-main.jpg")
    await put("content/projects/prj1/capa.jpg", tinyJpeg)
    const report = await check()
    expect(report.errors).toEqual([
      {
        file: "content/projects/prj1/capa-main.jpg",
        message:
          'Falta a foto de capa capa-main.jpg: sem ela o projeto não pode ser publicado. Renomeie "capa.jpg" para capa-main.jpg.',
      },
    ])
    expect(report.warnings).toEqual([
      {
        file: "content/projects/prj1/capa.jpg",
        message:
          'O arquivo "capa.jpg" não segue os nomes do site e será IGNORADO (não aparece no site). Renomeie para capa-main.jpg.',
      },
    ])
  })

  it("rejects a fake .jpg (text saved with a picture's name)", async () => {
    await put("content/projects/prj1/pic2.jpg", "isto não é uma foto")
    await expectOnlyError({
      file: "content/projects/prj1/pic2.jpg",
      message:
        "A foto não pode ser lida: o arquivo está corrompido, incompleto ou não é uma imagem JPG (detalhe técnico: Input file contains unsupported image format). Exporte a foto de novo em JPG e substitua o arquivo.",
    })
  })

  it("rejects a truncated JPEG whose header still reads fine", async () => {
    const photo = await noisyJpeg()
    const truncated = photo.subarray(0, Math.floor(photo.length / 2))
    expect((await sharp(truncated).metadata()).width).toBe(400)
    await put("content/projects/prj2/capa-main.jpg", truncated)
    // libvips words the technical detail in one of two ways, depending on timing.
    const report = await check()
    expect(report.warnings).toEqual([])
    expect(report.errors).toEqual([
      {
        file: "content/projects/prj2/capa-main.jpg",
        message: expect.stringMatching(
          /^A foto não pode ser lida: o arquivo está corrompido, incompleto ou não é uma imagem JPG \(detalhe técnico: (VipsJpeg: premature end of JPEG image|Warning treated as error due to failOn setting)\)\. Exporte a foto de novo em JPG e substitua o arquivo\.$/,
        ),
      },
    ])
  })

  it("rejects an empty picture file", async () => {
    await put("content/projects/prj1/pic1.jpg", "")
    const report = await check()
    expect(report.errors).toHaveLength(1)
    expect(report.errors[0].file).toBe("content/projects/prj1/pic1.jpg")
    expect(report.errors[0].message).toMatch(/^A foto não pode ser lida: .* substitua o arquivo\.$/)
  })
})

// ---- errors in site.json ----

describe("site.json", () => {
  it("rejects a missing site.json", async () => {
    await remove(SITE)
    await expectOnlyError({
      file: SITE,
      message:
        "Falta o arquivo site.json com os dados da empresa (telefone, e-mail, endereço…). Recupere-o da versão anterior do site ou crie-o seguindo o guia docs/CONTEUDO.md.",
    })
  })

  it("rejects a malformed site.json with line and column", async () => {
    await put(
      SITE,
      '{\n  "name": "HidroVale",\n  "phone": "(31) 3555-0140"\n  "email": "a@b.com"\n}\n',
    )
    await expectOnlyError({
      file: SITE,
      message:
        "O arquivo não é um JSON válido: erro na linha 4, coluna 3 — falta uma vírgula entre este item e o anterior. Corrija o arquivo (um editor como o VS Code mostra o erro sublinhado).",
    })
  })

  type Edit = (site: Record<string, unknown>) => void
  const address = (site: Record<string, unknown>) => site.address as Record<string, unknown>
  const firstHours = (site: Record<string, unknown>) => (site.hours as Record<string, unknown>[])[0]

  it.each<[string, Edit, string, string]>([
    [
      "missing phone",
      (site) => delete site.phone,
      "phone",
      'Falta o campo "phone" (telefone). Acrescente, por exemplo: "phone": "(31) 3555-0140".',
    ],
    [
      "empty email",
      (site) => (site.email = ""),
      "email",
      'O campo "email" (e-mail) está vazio. Preencha, por exemplo: "email": "contato@empresa.com.br".',
    ],
    [
      "invalid email",
      (site) => (site.email = "contato@hidrovale"),
      "email",
      'O e-mail "contato@hidrovale" não parece válido: escreva no formato nome@empresa.com.br, sem espaços.',
    ],
    [
      "missing data officer (encarregado)",
      (site) => delete site.dataOfficer,
      "dataOfficer",
      'Falta o campo "dataOfficer" (encarregado de dados pessoais (LGPD)). Acrescente, por exemplo: "dataOfficer": { "name": "Nome da pessoa", "email": "privacidade@empresa.com.br" }.',
    ],
    [
      "invalid data officer e-mail",
      (site) => ((site.dataOfficer as Record<string, unknown>).email = "privacidade"),
      "dataOfficer.email",
      'O e-mail "privacidade" não parece válido: escreva no formato nome@empresa.com.br, sem espaços.',
    ],
    [
      "missing address",
      (site) => delete site.address,
      "address",
      'Falta o campo "address" (endereço). Acrescente, por exemplo: "address": { "street": "…", "district": "…", "city": "…", "state": "MG", "postalCode": "…" }.',
    ],
    [
      "missing street",
      (site) => delete address(site).street,
      "address.street",
      'Falta o campo "street" do campo "address" (rua e número). Acrescente, por exemplo: "street": "Av. do Contorno, 4520, sala 801".',
    ],
    [
      "empty city",
      (site) => (address(site).city = " "),
      "address.city",
      'O campo "city" do campo "address" (cidade) está vazio. Preencha, por exemplo: "city": "Belo Horizonte".',
    ],
    [
      "state written in full",
      (site) => (address(site).state = "Minas Gerais"),
      "address.state",
      `O estado "Minas Gerais" deve ser a sigla de duas letras em maiúsculas. Use uma das siglas: AC, AL, AP, AM, BA, CE, DF, ES, GO, MA, MT, MS, MG, PA, PB, PR, PE, PI, RJ, RN, RS, RO, RR, SC, SP, SE, TO.`,
    ],
    [
      "state in lower case",
      (site) => (address(site).state = "mg"),
      "address.state",
      'O estado "mg" deve ser a sigla de duas letras em maiúsculas. Use "MG".',
    ],
    [
      "missing name",
      (site) => delete site.name,
      "name",
      'Falta o campo "name" (nome da empresa). Acrescente, por exemplo: "name": "HidroVale Engenharia".',
    ],
    [
      "empty tagline",
      (site) => (site.tagline = ""),
      "tagline",
      'O campo "tagline" (frase de destaque) está vazio. Preencha, por exemplo: "tagline": "Projetos de engenharia hidráulica e sanitária.".',
    ],
    [
      "founding year in quotes",
      (site) => (site.foundingYear = "2011"),
      "foundingYear",
      'O campo "foundingYear" (ano de fundação) deve ser um número inteiro, sem aspas, por exemplo: "foundingYear": 2011.',
    ],
    [
      "figures not a list",
      (site) => (site.figures = { value: "500+" }),
      "figures",
      'O campo "figures" (números da empresa) deve ser uma lista entre colchetes [ ], por exemplo: "figures": [{ "value": "500+", "label": "Projetos realizados" }].',
    ],
    [
      "figure without label",
      (site) => (site.figures = [{ value: "500+" }]),
      "figures[0].label",
      'Falta o campo "label" do 1º item do campo "figures" (legenda). Acrescente, por exemplo: "label": "Projetos realizados".',
    ],
    [
      "phone without area code",
      (site) => (site.phone = "3555-0140"),
      "phone",
      'O número "3555-0140" não parece um telefone com DDD: escreva o DDD e o número, sem o +55 (o site acrescenta), por exemplo "(31) 3555-0140".',
    ],
    [
      "social link without https",
      (site) => (site.social = [{ network: "Instagram", url: "instagram.com/hidrovale" }]),
      "social[0].url",
      'O endereço "instagram.com/hidrovale" deve começar com https://. Use "https://instagram.com/hidrovale".',
    ],
    [
      "opening time as 8h",
      (site) => (firstHours(site).opens = "8h"),
      "hours[0].opens",
      'O horário "8h" deve ser escrito como HH:MM (24 horas), por exemplo "08:00" ou "17:30".',
    ],
    [
      "opening time under a Portuguese name",
      (site) => {
        const hours = firstHours(site)
        hours.abre = hours.opens
        delete hours.opens
      },
      "hours[0].opens",
      'Falta o campo "opens" do 1º item do campo "hours" (hora de abrir). Há um campo "abre" no lugar: renomeie-o para "opens".',
    ],
    [
      "day in Portuguese",
      (site) => (firstHours(site).days = ["Segunda-feira"]),
      "hours[0].days[0]",
      'O dia "Segunda-feira" não é válido: os dias da semana são escritos em inglês. Use "Monday".',
    ],
  ])("rejects %s", async (_case, edit, field, message) => {
    const site = validSite()
    edit(site)
    await writeSite(site)
    await expectOnlyError({ file: SITE, field, message })
  })
})

// ---- misplaced files ----

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

// ---- warnings ----

describe("picture names that the site ignores", () => {
  const ignored = (name: string) =>
    `O arquivo "${name}" não segue os nomes do site e será IGNORADO (não aparece no site).`

  it.each([
    ["PIC1.JPG", "Renomeie para pic1.jpg."],
    ["pic01.jpg", "Renomeie para pic1.jpg."],
    ["pic3.jpeg", "Renomeie para pic3.jpg."],
    ["Foto 4.JPG", "Renomeie para pic4.jpg."],
    [
      "pic11.jpg",
      "O site mostra no máximo 10 fotos, pic1.jpg … pic10.jpg: para usar esta, renomeie para pic1.jpg.",
    ],
    [
      "foto.png",
      "O site só usa fotos JPG. Para mostrá-la na galeria, converta para JPG e salve como pic1.jpg.",
    ],
    ["pic2.webp", "O site só usa fotos JPG. Converta para JPG e salve como pic2.jpg."],
    ["IMG_2034.jpg", "Para mostrá-la na galeria, renomeie para pic1.jpg."],
    [
      "capa.jpg",
      "Já existe capa-main.jpg; para usar esta foto na galeria, renomeie para pic1.jpg.",
    ],
    ["memorial.pdf", `${FILES}: apague este arquivo ou guarde-o fora da pasta content.`],
  ])("warns that %s is ignored: %s", async (name, fix) => {
    await writeProject("prj1", validProject(1), ["capa-main.jpg"])
    await remove("content/projects/prj1/pic1.jpg")
    await remove("content/projects/prj1/pic2.jpg")
    await put(`content/projects/prj1/${name}`, tinyJpeg)
    await expectOnlyWarning({
      file: `content/projects/prj1/${name}`,
      message: `${ignored(name)} ${fix}`,
    })
  })

  it("never suggests a name that is already taken", async () => {
    await put("content/projects/prj1/PIC1.JPG", tinyJpeg)
    await expectOnlyWarning({
      file: "content/projects/prj1/PIC1.JPG",
      message: `${ignored("PIC1.JPG")} Para mostrá-la na galeria, renomeie para pic3.jpg.`,
    })
  })

  it("says when the gallery is full", async () => {
    const full = ["capa-main.jpg", ...Array.from({ length: 10 }, (_, i) => `pic${i + 1}.jpg`)]
    await writeProject("prj1", validProject(1), full)
    await put("content/projects/prj1/pic11.jpg", tinyJpeg)
    await expectOnlyWarning({
      file: "content/projects/prj1/pic11.jpg",
      message: `${ignored("pic11.jpg")} O site mostra no máximo 10 fotos, pic1.jpg … pic10.jpg. A galeria já tem 10 fotos (pic1.jpg … pic10.jpg): substitua uma delas se quiser mostrar esta.`,
    })
    expect((await check()).pictureCount).toBe(14)
  })

  it("suggests different free names for two ignored pictures", async () => {
    await put("content/projects/prj1/a.jpg", tinyJpeg)
    await put("content/projects/prj1/b.jpg", tinyJpeg)
    const report = await check()
    expect(report.warnings.map((problem) => problem.message)).toEqual([
      `${ignored("a.jpg")} Para mostrá-la na galeria, renomeie para pic3.jpg.`,
      `${ignored("b.jpg")} Para mostrá-la na galeria, renomeie para pic4.jpg.`,
    ])
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
        "A foto é muito grande (8001 × 16 px, 0,0 MB; o limite é 8000 px e 20 MB): ela vai aparecer, mas deixa a publicação do site lenta. Reduza para cerca de 2000 px de largura.",
    })
  })

  it("allows a picture over 20 MB but warns that it slows the build", async () => {
    const padded = Buffer.concat([tinyJpeg, Buffer.alloc(21 * 1024 * 1024)])
    await put("content/projects/prj1/pic2.jpg", padded)
    await expectOnlyWarning({
      file: "content/projects/prj1/pic2.jpg",
      message:
        "A foto é muito grande (32 × 24 px, 21,0 MB; o limite é 8000 px e 20 MB): ela vai aparecer, mas deixa a publicação do site lenta. Reduza para cerca de 2000 px de largura.",
    })
  })

  it.each([
    ["descricao", 'Você quis dizer "description"? Renomeie o campo para "description".'],
    ["Title", 'Você quis dizer "title"? Renomeie o campo para "title".'],
    ["categoria", 'Você quis dizer "categories"? Renomeie o campo para "categories".'],
    [
      "destaque",
      "Os campos aceitos aqui são: id, title, description, location, year, categories, stats, slug, cover, pictures, image.",
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

describe("the report", () => {
  async function breakSeveralThings(): Promise<void> {
    await writeJson(PRJ1, { ...validProject(1), year: "19", categories: ["Esgotos"] })
    await remove("content/projects/prj2/capa-main.jpg")
    await put("content/projects/prj2/PIC3.JPG", tinyJpeg)
    await writeSite({ ...validSite(), email: "contato" })
  }

  it("reports every problem at once, not only the first", async () => {
    await breakSeveralThings()
    const report = await check()
    expect(report.errors.map((problem) => [problem.file, problem.field])).toEqual([
      [SITE, "email"],
      [PRJ1, "year"],
      [PRJ1, "categories[0]"],
      ["content/projects/prj2/capa-main.jpg", undefined],
    ])
    expect(report.warnings.map((problem) => problem.file)).toEqual([
      "content/projects/prj2/PIC3.JPG",
    ])
    expect(report).toMatchObject({ projectCount: 2, pictureCount: 5 })
  })

  it("prints errors first, then warnings, then the summary", async () => {
    await breakSeveralThings()
    const text = formatReport(await check())
    const blocks = text.split("\n\n")
    expect(blocks.map((block) => block.split("\n")[0])).toEqual([
      'ERRO em content/site.json, campo "email":',
      'ERRO em content/projects/prj1/project.json, campo "year":',
      'ERRO em content/projects/prj1/project.json, campo "categories[0]":',
      "ERRO em content/projects/prj2/capa-main.jpg:",
      "AVISO em content/projects/prj2/PIC3.JPG:",
      "Conteúdo verificado: 2 projetos, 5 fotos, 4 erros, 1 aviso.",
    ])
    expect(blocks[2]).toBe(
      'ERRO em content/projects/prj1/project.json, campo "categories[0]":\n  A categoria "Esgotos" não existe. Use "Esgoto".',
    )
  })

  it("uses the singular for one of each", () => {
    const problem = { file: "content/site.json", message: "m" }
    const report = { errors: [problem], warnings: [problem], projectCount: 1, pictureCount: 1 }
    expect(formatReport(report).split("\n\n").pop()).toBe(
      "Conteúdo verificado: 1 projeto, 1 foto, 1 erro, 1 aviso.",
    )
  })
})

describe("assertContent, for gatsby-node", () => {
  const reporter = () => ({ warn: jest.fn(), panicOnBuild: jest.fn(), info: jest.fn() })

  it("warns once per warning and stops the build once with every error", async () => {
    await writeJson(PRJ1, { ...validProject(1), year: "19", descricao: "x" })
    await writeSite({ ...validSite(), phone: "" })
    const gatsby = reporter()
    await assertContent(join(root, "content"), gatsby)
    expect(gatsby.warn.mock.calls).toEqual([
      [
        'AVISO em content/projects/prj1/project.json, campo "descricao":\n  O campo "descricao" não é conhecido e será IGNORADO (não aparece no site). Você quis dizer "description"? Renomeie o campo para "description".',
      ],
    ])
    expect(gatsby.panicOnBuild).toHaveBeenCalledTimes(1)
    const [text] = gatsby.panicOnBuild.mock.calls[0] as [string]
    expect(text.split("\n\n").map((block) => block.split("\n")[0])).toEqual([
      'ERRO em content/site.json, campo "phone":',
      'ERRO em content/projects/prj1/project.json, campo "year":',
      "Conteúdo verificado: 2 projetos, 6 fotos, 2 erros, 1 aviso.",
    ])
    expect(gatsby.info).not.toHaveBeenCalled()
  })

  it("only informs when the content is fine", async () => {
    const gatsby = reporter()
    await assertContent(join(root, "content"), gatsby)
    expect(gatsby.warn).not.toHaveBeenCalled()
    expect(gatsby.panicOnBuild).not.toHaveBeenCalled()
    expect(gatsby.info).toHaveBeenCalledWith(
      "Conteúdo verificado: 2 projetos, 6 fotos, 0 erros, 0 avisos.",
    )
  })
})

// ---- the command line ----

describe("npx tsx scripts/check-content.ts", () => {
  const run = promisify(execFile)

  async function cli(dir: string): Promise<{ code: number; stdout: string }> {
    try {
      const { stdout } = await run("npx", ["tsx", "scripts/check-content.ts", dir], { cwd: REPO })
      return { code: 0, stdout }
    } catch (caught) {
      const failed = caught as { code: number; stdout: string }
      return { code: failed.code, stdout: failed.stdout }
    }
  }

  it("prints only the summary and exits 0 when all is fine", async () => {
    expect(await cli(join(root, "content"))).toEqual({
      code: 0,
      stdout: "Conteúdo verificado: 2 projetos, 6 fotos, 0 erros, 0 avisos.\n",
    })
  })

  it("exits 0 with warnings only, and prints them", async () => {
    await put("content/projects/prj1/pic01.jpg", tinyJpeg)
    const { code, stdout } = await cli(join(root, "content"))
    expect(code).toBe(0)
    expect(stdout).toBe(
      "AVISO em content/projects/prj1/pic01.jpg:\n" +
        '  O arquivo "pic01.jpg" não segue os nomes do site e será IGNORADO (não aparece no site). Para mostrá-la na galeria, renomeie para pic3.jpg.\n\n' +
        "Conteúdo verificado: 2 projetos, 6 fotos, 0 erros, 1 aviso.\n",
    )
  })

  it("exits 1 when there are errors, and prints them", async () => {
    await writeJson(PRJ1, { ...validProject(1), location: "Itabira/MG" })
    const { code, stdout } = await cli(join(root, "content"))
    expect(code).toBe(1)
    expect(stdout).toBe(
      'ERRO em content/projects/prj1/project.json, campo "location":\n' +
        '  A localização "Itabira/MG" não está no formato "Cidade - UF". Use "Itabira - MG".\n\n' +
        "Conteúdo verificado: 2 projetos, 6 fotos, 1 erro, 0 avisos.\n",
    )
  })
})

// ---- the repository's own content ----

describe("the repository's content/ folder", () => {
  it("has no errors", async () => {
    const report = await checkContent(join(REPO, "content"))
    expect(report.errors).toEqual([])
    expect(report.projectCount).toBe(18)
  })
})
