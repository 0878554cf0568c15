/** @jest-environment node */
import {
  PRJ1,
  validProject,
  writeJson,
  check,
  expectOnlyError,
  expectOnlyWarning,
  withContentFolder,
  root,
} from "../../helpers/content-folder"
import { rm } from "node:fs/promises"
import { validMember } from "../../helpers/valid-site"

withContentFolder()

const RECORD = {
  quantidades: { redeEsgoto: 58, ligacoes: 4800 },
  periodo: { inicio: "2017-03", fim: "2019-11" },
  cats: [{ responsavel: "ana-ribeiro", numero: "1420190004567", crea: "CREA-MG" }],
}

function withRecord(change: Record<string, unknown>): Record<string, unknown> {
  return { ...validProject(1), ...RECORD, ...change }
}

it("accepts quantities, a period and a CAT", async () => {
  await writeJson(PRJ1, withRecord({}))
  const report = await check()
  expect(report.errors).toEqual([])
  expect(report.warnings).toEqual([])
})

describe("a quantity", () => {
  it.each([
    [
      "a unit typed into it",
      { redeEsgoto: "58 km" },
      "quantidades.redeEsgoto",
      'O campo "redeEsgoto" do campo "quantidades" (Rede coletora de esgoto (km)) tem "58 km", com a unidade escrita junto: escreva só o número, sem aspas e sem a unidade (km), por exemplo: "redeEsgoto": 58.',
    ],
    [
      "a number in quotes",
      { ligacoes: "4800" },
      "quantidades.ligacoes",
      'O campo "ligacoes" do campo "quantidades" (Ligações prediais (ligações)) tem "4800": escreva só o número, sem aspas e sem a unidade (ligações), por exemplo: "ligacoes": 4800.',
    ],
    [
      "not a number",
      { reservacao: true },
      "quantidades.reservacao",
      'O campo "reservacao" do campo "quantidades" (Volume de reservação (m³)) deve ser um número sem aspas e sem a unidade (m³), por exemplo: "reservacao": 2000.',
    ],
    [
      "negative",
      { redeAgua: -3 },
      "quantidades.redeAgua",
      'O campo "redeAgua" do campo "quantidades" (Rede de distribuição de água (km)) é -3, negativo: escreva a quantidade, 0 ou mais, por exemplo: "redeAgua": 42.5.',
    ],
    [
      "a count with decimals",
      { elevatorias: 2.5 },
      "quantidades.elevatorias",
      'O campo "elevatorias" do campo "quantidades" (Estações elevatórias (elevatórias)) é 2.5: escreva um número inteiro de elevatórias, sem pontos nem vírgulas, por exemplo: "elevatorias": 3.',
    ],
  ])("with %s is an error", async (_, quantidades, field, message) => {
    await writeJson(PRJ1, withRecord({ quantidades }))
    await expectOnlyError({ file: PRJ1, field, message })
  })

  it.each([
    [
      { redeEsgoto: 5000 },
      "quantidades.redeEsgoto",
      'O campo "redeEsgoto" do campo "quantidades" (Rede coletora de esgoto (km)) é 5000 km, fora do comum para um projeto (de 0.05 a 1000). Confira o número e a unidade (km): um ponto ou um zero a mais?',
    ],
    [
      { ligacoes: 0 },
      "quantidades.ligacoes",
      'O campo "ligacoes" do campo "quantidades" (Ligações prediais (ligações)) é 0 ligações, fora do comum para um projeto (de 1 a 500000). Confira o número e a unidade (ligações): um ponto ou um zero a mais?',
    ],
  ])(
    "out of a plausible range (%p) is a warning naming the value",
    async (quantidades, field, message) => {
      await writeJson(PRJ1, withRecord({ quantidades }))
      await expectOnlyWarning({ file: PRJ1, field, message })
    },
  )
})

describe("the period", () => {
  it("ending before it starts is an error", async () => {
    await writeJson(PRJ1, withRecord({ periodo: { inicio: "2019-05", fim: "2019-02" } }))
    await expectOnlyError({
      file: PRJ1,
      field: "periodo.fim",
      message:
        'O período termina ("fim": "2019-02") antes de começar ("inicio": "2019-05"). Confira os dois meses: "inicio" é o primeiro, "fim" o último, no formato AAAA-MM.',
    })
  })

  it("starting after the project's year is an error", async () => {
    await writeJson(PRJ1, withRecord({ periodo: { inicio: "2020-01", fim: "2021-06" } }))
    await expectOnlyError({
      file: PRJ1,
      field: "periodo.inicio",
      message:
        'O período começa em 2020 ("inicio": "2020-01"), depois do ano do projeto ("year": "2019"). O "year" é o ano de conclusão: corrija o "inicio" ou o "year".',
    })
  })

  it("ending in another year than the project's is an error", async () => {
    await writeJson(PRJ1, withRecord({ periodo: { inicio: "2016-01", fim: "2018-06" } }))
    await expectOnlyError({
      file: PRJ1,
      field: "periodo.fim",
      message:
        'O período termina em 2018 ("fim": "2018-06"), mas o ano do projeto é 2019 ("year": "2019"). O "year" é o ano de conclusão: escreva o mesmo ano nos dois, por exemplo "fim": "2019-06".',
    })
  })

  it("with one month only is an error", async () => {
    await writeJson(PRJ1, withRecord({ periodo: { inicio: "2017-03" } }))
    await expectOnlyError({
      file: PRJ1,
      field: "periodo.fim",
      message:
        'O período tem só um dos meses: falta "fim". Escreva os dois, no formato AAAA-MM, por exemplo "fim": "2019-11", ou apague o "periodo".',
    })
  })

  it("with a month not written AAAA-MM is an error", async () => {
    await writeJson(PRJ1, withRecord({ periodo: { inicio: "03/2017", fim: "2019-11" } }))
    await expectOnlyError({
      file: PRJ1,
      field: "periodo.inicio",
      message:
        'O campo "inicio" do campo "periodo" (Início (AAAA-MM)) tem "03/2017", fora do formato: Escreva o mês como AAAA-MM, por exemplo "2017-03" (março de 2017).',
    })
  })
})

describe("a CAT", () => {
  const cat = (change: Record<string, unknown>) => ({ cats: [{ ...RECORD.cats[0], ...change }] })

  it("with an empty number is an error", async () => {
    await writeJson(PRJ1, withRecord(cat({ numero: "" })))
    await expectOnlyError({
      file: PRJ1,
      field: "cats[0].numero",
      message:
        'O campo "numero" do 1º item do campo "cats" (Número da CAT) está vazio. Preencha, por exemplo: "numero": "1420190004567".',
    })
  })

  it("naming an engineer who is not among the project's responsible engineers is an error", async () => {
    await writeJson(PRJ1, withRecord(cat({ responsavel: "bruno-costa" })))
    await expectOnlyError({
      file: PRJ1,
      field: "cats[0].responsavel",
      message:
        'A 1ª CAT é de "bruno-costa", que não está entre os responsáveis técnicos deste projeto ("ana-ribeiro"). Uma CAT comprova o acervo de um responsável pelo projeto: escolha um deles em "responsavel", ou acrescente "bruno-costa" a "responsaveis".',
    })
  })

  it.each(["em andamento", "nº 123#4", "x"])(
    "with the number %p, in no CREA's form, is an error",
    async (numero) => {
      await writeJson(PRJ1, withRecord(cat({ numero })))
      await expectOnlyError({
        file: PRJ1,
        field: "cats[0].numero",
        message: `O campo "numero" do 1º item do campo "cats" (Número da CAT) tem "${numero}", fora do formato: Escreva o número como está impresso na certidão, com algarismos (e, se houver, letras, pontos, barras ou traços), por exemplo "1420190004567".`,
      })
    },
  )

  it.each(["1420190004567", "SP-2620190012345", "123456/2019", "CAT 1.234/2019"])(
    "with the number %p is accepted",
    async (numero) => {
      await writeJson(PRJ1, withRecord(cat({ numero })))
      expect((await check()).errors).toEqual([])
    },
  )

  it("from a council that is no CREA is an error", async () => {
    await writeJson(PRJ1, withRecord(cat({ crea: "CREA-XX" })))
    const [problem] = (await check()).errors
    expect(problem).toMatchObject({ file: PRJ1, field: "cats[0].crea" })
    expect(problem.message).toContain('tem "CREA-XX", que não é uma das opções')
  })
})

describe("a CAT on two projects", () => {
  it("is a warning on the later project, naming the earlier one", async () => {
    await writeJson(PRJ1, withRecord({}))
    await writeJson("content/projects/prj2/project.json", {
      ...validProject(2),
      cats: [
        { responsavel: "ana-ribeiro", numero: "1420190009999", crea: "CREA-MG" },
        { responsavel: "ana-ribeiro", numero: "1420190004567", crea: "CREA-MG" },
      ],
    })
    await expectOnlyWarning({
      file: "content/projects/prj2/project.json",
      field: "cats[1].numero",
      message:
        "A CAT CREA-MG 1420190004567 também está em content/projects/prj1/project.json. Uma CAT comprova um trabalho: nos dois projetos, a comissão de uma licitação veria o mesmo atestado contado duas vezes. Confira o número; se a CAT cobre mesmo os dois projetos, deixe-a em um só.",
    })
  })

  it("is not one when another CREA issued the same number", async () => {
    await writeJson(PRJ1, withRecord({}))
    await writeJson("content/projects/prj2/project.json", {
      ...validProject(2),
      cats: [{ responsavel: "ana-ribeiro", numero: "1420190004567", crea: "CREA-SP" }],
    })
    const report = await check()
    expect([report.errors, report.warnings]).toEqual([[], []])
  })
})

describe("a CAT's own quantities", () => {
  const withCatQuantities = (quantidades: Record<string, unknown>) =>
    withRecord({ cats: [{ ...RECORD.cats[0], quantidades }] })

  it("are accepted as a part of the project's", async () => {
    await writeJson(PRJ1, withCatQuantities({ redeEsgoto: 40, ligacoes: 4800 }))
    const report = await check()
    expect([report.errors, report.warnings]).toEqual([[], []])
  })

  it("above the project's are an error naming both numbers", async () => {
    await writeJson(PRJ1, withCatQuantities({ redeEsgoto: 60 }))
    await expectOnlyError({
      file: PRJ1,
      field: "cats[0].quantidades.redeEsgoto",
      message:
        'A 1ª CAT certifica 60 km de Rede coletora de esgoto, mais que os 58 km do projeto ("quantidades.redeEsgoto"). Uma CAT certifica no máximo o projeto: corrija o número da CAT (como impresso na certidão) ou o do projeto.',
    })
  })

  it("of a quantity the project does not have are an error", async () => {
    await writeJson(PRJ1, withCatQuantities({ galerias: 2 }))
    await expectOnlyError({
      file: PRJ1,
      field: "cats[0].quantidades.galerias",
      message:
        'A 1ª CAT certifica 2 km de Galerias de drenagem ("galerias"), mas o projeto não tem esta quantidade em "quantidades". Uma CAT certifica parte do projeto: escreva também "quantidades": { "galerias": … } do projeto, ou apague "galerias" da CAT.',
    })
  })

  it("with a unit typed in are the shape check's error, once", async () => {
    await writeJson(PRJ1, withCatQuantities({ redeEsgoto: "40 km" }))
    const [problem, ...more] = (await check()).errors
    expect(more).toEqual([])
    expect(problem).toMatchObject({ file: PRJ1, field: "cats[0].quantidades.redeEsgoto" })
  })
})

describe("one CAT number given to two engineers", () => {
  const TEAM_MEMBER = "content/team/bruno-costa.json"

  it("is an error on the later project, naming both engineers", async () => {
    const ana = JSON.parse(JSON.stringify(RECORD.cats[0])) as Record<string, unknown>
    await writeJson(TEAM_MEMBER, { ...validMember("bruno-costa"), name: "Bruno Costa" })
    await writeJson(PRJ1, withRecord({}))
    await writeJson("content/projects/prj2/project.json", {
      ...validProject(2),
      responsaveis: ["bruno-costa"],
      cats: [{ ...ana, responsavel: "bruno-costa" }],
    })
    await expectOnlyError({
      file: "content/projects/prj2/project.json",
      field: "cats[0].responsavel",
      message:
        'A CAT CREA-MG 1420190004567 é de "bruno-costa" aqui, mas de "ana-ribeiro" em content/projects/prj1/project.json. Uma CAT é de um só engenheiro: confira o número na certidão e corrija o "numero" ou o "responsavel" de uma das duas.',
    })
  })
})

const TEAM_MEMBER_B = "content/team/bruno-costa.json"

describe("an engineer removed from the team", () => {
  it("is refused while a CAT names them, whether or not they are left in responsaveis", async () => {
    await writeJson(TEAM_MEMBER_B, { ...validMember("bruno-costa"), name: "Bruno Costa" })
    const project = withRecord({
      responsaveis: ["ana-ribeiro", "bruno-costa"],
      cats: [{ ...RECORD.cats[0], responsavel: "bruno-costa" }],
    })
    await writeJson(PRJ1, project)
    expect((await check()).errors).toEqual([])
    await rm(`${root}/${TEAM_MEMBER_B}`)
    expect((await check()).errors.map((problem) => problem.field)).toEqual(["responsaveis[1]"])
    await writeJson(PRJ1, { ...project, responsaveis: ["ana-ribeiro"] })
    expect((await check()).errors.map((problem) => problem.field)).toEqual(["cats[0].responsavel"])
  })
})
