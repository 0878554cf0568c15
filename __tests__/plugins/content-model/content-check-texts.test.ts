/** @jest-environment node */
import { readFile } from "node:fs/promises"
import path from "node:path"
import { FIXTURE_CONTENT } from "../../helpers/services-content"
import {
  SITE,
  TEXTS,
  check,
  expectOnlyError,
  expectOnlyWarning,
  put,
  remove,
  validTexts,
  withContentFolder,
  writeJson,
} from "../../helpers/content-folder"

withContentFolder()

type Texts = Record<string, Record<string, unknown>>
const edited = async (edit: (texts: Texts) => void) => {
  const texts = validTexts() as Texts
  edit(texts)
  await writeJson(TEXTS, texts)
}

describe("texts.json", () => {
  it("is accepted as the fixture writes it", async () => {
    const report = await check()
    expect([report.errors, report.warnings]).toEqual([[], []])
  })

  it("warns when a text names {anos} and site.json leaves the years of experience out", async () => {
    const site = JSON.parse(await readFile(path.join(FIXTURE_CONTENT, "site.json"), "utf8"))
    delete site.experienceYears
    await writeJson(SITE, site)
    const report = await check()
    expect(report.errors).toEqual([])
    expect(report.warnings.filter((problem) => problem.file === TEXTS)).toEqual([
      {
        file: TEXTS,
        message:
          'Um texto cita {anos}, mas content/site.json não tem "experienceYears" (Anos de ' +
          'experiência): o site mostraria "{anos}" como está. Escreva o número em Dados da ' +
          "empresa, ou tire {anos} dos textos.",
      },
    ])
  })

  it("rejects a missing texts.json, saying where to find one", async () => {
    await remove(TEXTS)
    await expectOnlyError({
      file: TEXTS,
      message:
        "Falta o arquivo texts.json com os textos do site (o topo da página inicial, a seção Sobre, os títulos das seções). Recupere-o da versão anterior do site ou copie o do exemplo e reescreva os textos, seguindo o guia docs/CONTEUDO.md.",
    })
  })

  it("rejects a malformed texts.json with line and column", async () => {
    await put(TEXTS, '{\n  "hero": {}\n  "about": {}\n}\n')
    const report = await check()
    expect(report.errors).toEqual([
      expect.objectContaining({
        file: TEXTS,
        message: expect.stringMatching(/^O arquivo não é um JSON válido: erro na linha 3/),
      }),
    ])
  })

  it.each<[string, (texts: Texts) => void, string, string]>([
    [
      "the hero's title left empty",
      (texts) => (texts.hero.title = "  "),
      "hero.title",
      'O campo "title" do campo "hero" (Título principal) está vazio. Preencha, por exemplo: "title": "Projetos de saneamento que levam água às cidades".',
    ],
    [
      "the company description left empty",
      (texts) => (texts.about.description = ""),
      "about.description",
      'O campo "description" do campo "about" (Apresentação da empresa) está vazio. Preencha, por exemplo: "description": "A {empresa} é uma consultoria…".',
    ],
    [
      "the company description missing",
      (texts) => delete texts.about.description,
      "about.description",
      'Falta o campo "description" do campo "about" (Apresentação da empresa). Acrescente, por exemplo: "description": "A {empresa} é uma consultoria…".',
    ],
    [
      "no specialties",
      (texts) => (texts.about.specialties = []),
      "about.specialties",
      'O campo "specialties" do campo "about" (Especialidades) está vazio. Preencha, por exemplo: "specialties": ["Abastecimento de água", "Drenagem"].',
    ],
    [
      "a point's link that is not an address of the site",
      (texts) => ((texts.hero.points as Record<string, unknown>[])[1].link = "equipe"),
      "hero.points[1].link",
      'O campo "link" do 2º item do campo "points" do campo "hero" (Link (opcional)) tem "equipe", fora do formato: Escreva um endereço do site começando com "/", por exemplo "/equipe/#certificacoes".',
    ],
    [
      "the similar quote's line without the project's address",
      (texts) => (texts.similarQuote.line = "Quero um projeto como {titulo}."),
      "similarQuote.line",
      'O campo "line" do campo "similarQuote" (Linha da descrição) tem "Quero um projeto como {titulo}.", fora do formato: Escreva {titulo} e {endereco} na linha, para a empresa saber de que projeto se trata, por exemplo "Gostaria de um orçamento como o de “{titulo}” ({endereco})".',
    ],
    [
      "the similar quote's line without the project's title",
      (texts) => (texts.similarQuote.line = "Quero um projeto como o de {endereco}."),
      "similarQuote.line",
      'O campo "line" do campo "similarQuote" (Linha da descrição) tem "Quero um projeto como o de {endereco}.", fora do formato: Escreva {titulo} e {endereco} na linha, para a empresa saber de que projeto se trata, por exemplo "Gostaria de um orçamento como o de “{titulo}” ({endereco})".',
    ],
    [
      "the accessibility commitment left empty",
      (texts) => (texts.accessibility.commitment = ""),
      "accessibility.commitment",
      'O campo "commitment" do campo "accessibility" (Compromisso) está vazio. Preencha, por exemplo: "commitment": "A {razaoSocial} quer que todas as pessoas consigam usar este site…".',
    ],
    [
      "the sentence on the attestations missing",
      (texts) => delete texts.team.records,
      "team.records",
      'Falta o campo "records" do campo "team" (Atestados e CATs). Acrescente, por exemplo: "records": "Atestados de capacidade técnica e certidões de acervo técnico (CAT)…".',
    ],
  ])("rejects %s, naming the field and the fix", async (_case, edit, field, message) => {
    await edited(edit)
    await expectOnlyError({ file: TEXTS, field, message })
  })

  it("warns, with the limit, about a hero title longer than the layout takes", async () => {
    await edited((texts) => (texts.hero.title = "Á".repeat(86)))
    await expectOnlyWarning({
      file: TEXTS,
      field: "hero.title",
      message:
        'O campo "title" do campo "hero" (Título principal) tem 86 caracteres, mais que o limite de 85. Use no máximo 85 caracteres: um texto mais longo desarruma a seção no celular ou no computador. Encurte o texto.',
    })
  })

  it("takes a text exactly at its limit, counting an accented letter as one", async () => {
    // "Á" written as A + a combining accent is still one letter for the maintainer.
    await edited((texts) => (texts.hero.title = "A\u0301".repeat(85)))
    const report = await check()
    expect([report.errors, report.warnings]).toEqual([[], []])
  })

  it("measures a text as the site shows it, with the facts in place of the words in braces", async () => {
    // "Mais de {anos} anos de experiência" is 34 letters as written, 30 on the site.
    await edited(
      (texts) =>
        ((texts.hero.points as Record<string, unknown>[])[0].text =
          "Mais de {anos} anos de experiência"),
    )
    expect((await check()).warnings).toEqual([])
    await edited(
      (texts) =>
        ((texts.hero.points as Record<string, unknown>[])[0].text =
          "{empresa}: {anos} anos de obra"),
    )
    await expectOnlyWarning({
      file: TEXTS,
      field: "hero.points[0].text",
      message:
        'O campo "text" do 1º item do campo "points" do campo "hero" (Texto) tem 37 caracteres no site (com as palavras entre chaves trocadas pelos dados), mais que o limite de 30. Use no máximo 30 caracteres: um texto mais longo desarruma a seção no celular ou no computador. Encurte o texto.',
    })
  })

  it("warns about a specialty over its limit, naming the item", async () => {
    await edited(
      (texts) => ((texts.about.specialties as string[])[2] = "Drenagem urbana ".repeat(4).trim()),
    )
    await expectOnlyWarning({
      file: TEXTS,
      field: "about.specialties[2]",
      message:
        'O 3º item do campo "specialties" do campo "about" (Especialidade) tem 63 caracteres, mais que o limite de 60. Use no máximo 60 caracteres: um texto mais longo desarruma a seção no celular ou no computador. Encurte o texto.',
    })
  })

  it("measures the commitment with the legal name in place of {razaoSocial}", async () => {
    // 394 letters as written, 423 with the fixture's legal name: over the limit of 410.
    await edited((texts) => (texts.accessibility.commitment = `{razaoSocial} ${"a".repeat(380)}`))
    await expectOnlyWarning({
      file: TEXTS,
      field: "accessibility.commitment",
      message:
        'O campo "commitment" do campo "accessibility" (Compromisso) tem 423 caracteres no site (com as palavras entre chaves trocadas pelos dados), mais que o limite de 410. Use no máximo 410 caracteres: um texto mais longo desarruma a seção no celular ou no computador. Encurte o texto.',
    })
  })

  it("lists the similar quote's own words in braces, not the firm's", async () => {
    await edited((texts) => (texts.similarQuote.line = "{empresa}: como {titulo} ({endereco})"))
    await expectOnlyError({
      file: TEXTS,
      field: "similarQuote.line",
      message:
        'O campo "line" do campo "similarQuote" (Linha da descrição) tem "{empresa}", que o site não substitui e mostraria assim, com as chaves. Use {titulo}, {endereco}, ou tire as chaves.',
    })
  })

  it("refuses a word in braces the site does not replace, listing those it does", async () => {
    await edited((texts) => (texts.team.intro = "Os engenheiros da {nome} assinam cada projeto."))
    await expectOnlyError({
      file: TEXTS,
      field: "team.intro",
      message:
        'O campo "intro" do campo "team" (Texto de abertura) tem "{nome}", que o site não substitui e mostraria assim, com as chaves. Use {empresa}, {anos}, {fundacao}, {cidade}, ou tire as chaves.',
    })
  })

  it("refuses a brace left open, quoting the words around it", async () => {
    await edited((texts) => (texts.team.intro = "Os engenheiros da {empresa assinam cada projeto."))
    await expectOnlyError({
      file: TEXTS,
      field: "team.intro",
      message:
        'O campo "intro" do campo "team" (Texto de abertura) tem uma chave "{" sem fechar em "…engenheiros da {empresa assinam cada…", e o site mostraria a chave como está. Feche a palavra entre chaves ({empresa}, {anos}, {fundacao}, {cidade}) ou tire a chave.',
    })
  })

  it("refuses a closing brace with no opening one", async () => {
    await edited((texts) => (texts.team.intro = "Os engenheiros da empresa} assinam."))
    await expectOnlyError({
      file: TEXTS,
      field: "team.intro",
      message:
        'O campo "intro" do campo "team" (Texto de abertura) tem uma chave "}" sem a "{" que a abre em "…engenheiros da empresa} assinam.", e o site mostraria a chave como está. Feche a palavra entre chaves ({empresa}, {anos}, {fundacao}, {cidade}) ou tire a chave.',
    })
  })
})
