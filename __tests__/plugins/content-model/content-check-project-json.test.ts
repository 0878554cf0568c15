/** @jest-environment node */
import { formatReport } from "../../../plugins/content-model/content-check"
import { SPEC_CATEGORIES } from "../../helpers/spec"
import {
  NEXT_YEAR,
  PRJ1,
  validProject,
  writeJson,
  put,
  check,
  expectOnlyError,
  withContentFolder,
} from "../../helpers/content-folder"

withContentFolder()

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
    await writeJson(PRJ1, { ...project, year: String(NEXT_YEAR), categories: SPEC_CATEGORIES })
    expect(await check()).toMatchObject({ errors: [], warnings: [] })
  })

  it("ignores hidden and system files silently", async () => {
    await put("content/projects/prj1/.DS_Store", "x")
    await put("content/projects/prj1/Thumbs.db", "x")
    await put("content/projects/.DS_Store", "x")
    expect(await check()).toMatchObject({ errors: [], warnings: [] })
  })
})

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
        'O arquivo deve ser um grupo de campos entre chaves { }, por exemplo: { "id": …, … }.',
    })
  })
})

describe("required project fields", () => {
  it.each([
    ["id", 'Falta o campo "id" (Número do projeto). Acrescente, por exemplo: "id": 1.'],
    [
      "title",
      'Falta o campo "title" (Título). Acrescente, por exemplo: "title": "Sistema de Esgoto de Itabira".',
    ],
    [
      "description",
      'Falta o campo "description" (Descrição). Acrescente, por exemplo: "description": "Projeto executivo da rede coletora de esgoto.".',
    ],
    [
      "location",
      'Falta o campo "location" (Localização). Acrescente, por exemplo: "location": "Itabira - MG".',
    ],
    ["year", 'Falta o campo "year" (Ano). Acrescente, por exemplo: "year": "2019".'],
    [
      "categories",
      'Falta o campo "categories" (Categorias). Acrescente, por exemplo: "categories": ["Esgoto"].',
    ],
    [
      "contratante",
      'Falta o campo "contratante" (Contratante). Acrescente, por exemplo: "contratante": "SAAE de Itabira".',
    ],
    [
      "escopo",
      'Falta o campo "escopo" (Escopo). Acrescente, por exemplo: "escopo": "Projeto executivo".',
    ],
    [
      "responsaveis",
      'Falta o campo "responsaveis" (Responsáveis técnicos). Acrescente, por exemplo: "responsaveis": ["ana-ribeiro"].',
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
      'O campo "title" (Título) está vazio. Preencha, por exemplo: "title": "Sistema de Esgoto de Itabira".',
    ],
    [
      "location",
      "",
      'O campo "location" (Localização) está vazio. Preencha, por exemplo: "location": "Itabira - MG".',
    ],
    [
      "categories",
      [],
      'O campo "categories" (Categorias) está vazio. Preencha, por exemplo: "categories": ["Esgoto"].',
    ],
    ["year", null, 'O campo "year" (Ano) está vazio. Preencha, por exemplo: "year": "2019".'],
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
        'Falta o campo "title" (Título). Há um campo "titulo" no lugar: renomeie-o para "title".',
    })
  })
})
