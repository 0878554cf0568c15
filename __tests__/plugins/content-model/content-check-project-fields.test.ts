/** @jest-environment node */
import {
  PRJ1,
  validProject,
  writeProject,
  writeJson,
  put,
  remove,
  check,
  expectOnlyError,
  withContentFolder,
} from "../../helpers/content-folder"

withContentFolder()

describe("project fields of the wrong type", () => {
  it.each([
    [
      "id",
      "id",
      "1",
      'O campo "id" (Número do projeto) deve ser um número inteiro, sem aspas, por exemplo: "id": 1.',
    ],
    [
      "id",
      "id",
      1.5,
      'O campo "id" (Número do projeto) deve ser um número inteiro, sem aspas, por exemplo: "id": 1.',
    ],
    [
      "title",
      "title",
      42,
      'O campo "title" (Título) deve ser um texto entre aspas, por exemplo: "title": "Sistema de Esgoto de Itabira".',
    ],
    [
      "description",
      "description",
      ["a", "b"],
      'O campo "description" (Descrição) deve ser um texto entre aspas, por exemplo: "description": "Projeto executivo da rede coletora de esgoto.".',
    ],
    [
      "location",
      "location",
      { city: "Itabira" },
      'O campo "location" (Localização) deve ser um texto entre aspas, por exemplo: "location": "Itabira - MG".',
    ],
    [
      "year",
      "year",
      2019,
      'O campo "year" (Ano) deve ser um texto entre aspas, por exemplo: "year": "2019".',
    ],
    [
      "categories",
      "categories",
      "Esgoto",
      'O campo "categories" (Categorias) deve ser uma lista entre colchetes [ ], por exemplo: "categories": ["Esgoto"].',
    ],
    [
      "categories",
      "categories[1]",
      ["Esgoto", 3],
      'O 2º item do campo "categories" (Categorias) deve ser um texto entre aspas, por exemplo: "Esgoto".',
    ],
    [
      "destaque",
      "destaque",
      "sim",
      'O campo "destaque" (Destaque no portfólio) deve ser true ou false, sem aspas, por exemplo: "destaque": true.',
    ],
    [
      "destaque",
      "destaque",
      "true",
      'O campo "destaque" (Destaque no portfólio) deve ser true ou false, sem aspas, por exemplo: "destaque": true.',
    ],
    [
      "destaque",
      "destaque",
      1,
      'O campo "destaque" (Destaque no portfólio) deve ser true ou false, sem aspas, por exemplo: "destaque": true.',
    ],
    [
      "stats",
      "stats",
      "320 L/s",
      'O campo "stats" (Números do projeto) deve ser um grupo de campos entre chaves { }, por exemplo: "stats": { "populacao": "12.000 habitantes" }.',
    ],
    [
      "stats",
      "stats.vazao",
      { vazao: 320 },
      'O campo "vazao" do campo "stats" (Vazão) deve ser um texto entre aspas, por exemplo: "vazao": "320 L/s".',
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
      message: `O campo "id" (Número do projeto) deve ser 1 ou mais, por exemplo: "id": 1.`,
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

  it("leaves out, with a warning and no stop, a folder left with only its photos (a project deleted in the editor)", async () => {
    await remove(PRJ1)
    const report = await check()
    expect(report.errors).toEqual([])
    expect(report.warnings).toEqual([
      {
        file: "content/projects/prj1/",
        message:
          "A pasta content/projects/prj1/ não tem project.json e fica FORA do site: nada dela é publicado. Se o projeto foi excluído no editor, apague a pasta com as fotos que sobraram; se não, crie o project.json seguindo o exemplo do guia docs/CONTEUDO.md.",
      },
    ])
    // Two folders, one project: the summary counts only the project the site publishes.
    expect(report.projectCount).toBe(1)
  })

  it("stops when every folder is one a deleted project left", async () => {
    await remove(PRJ1)
    await remove("content/projects/prj2/project.json")
    const report = await check()
    expect(report.projectCount).toBe(0)
    expect(report.errors.map((error) => error.message)).toEqual([
      expect.stringMatching(/^Nenhum projeto encontrado em content\/projects\//),
    ])
  })
})
