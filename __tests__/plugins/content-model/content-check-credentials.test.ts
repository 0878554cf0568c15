/** @jest-environment node */
/**
 * The firm's credentials and its responsible engineers, as a public client checks them: the
 * content check rejects each bad input naming the file, the field and the fix, in Portuguese.
 */
import { checkSite } from "../../../plugins/content-model/content-check/site-rules"
import {
  PRJ1,
  SITE,
  check,
  expectOnlyError,
  expectOnlyWarning,
  put,
  tinyJpeg,
  validProject,
  withContentFolder,
  writeJson,
  writeSite,
} from "../../helpers/content-folder"
import { validMember, validSite } from "../../helpers/valid-site"

withContentFolder()

const ANA = "content/team/ana-ribeiro.json"
const CNPJ_FORMAT =
  'Escreva os 14 números com pontos, barra e traço, por exemplo "12.345.678/0001-95".'
const CREA_FORMAT =
  'Escreva "CREA-", a sigla do estado, um espaço e o número, só com algarismos, por exemplo ' +
  '"CREA-MG 123456" (ou "CREA-MG 123456/D").'

describe("the firm's CNPJ", () => {
  it("rejects a CNPJ whose check digits are wrong", async () => {
    await writeSite({ ...validSite(), cnpj: "11.222.333/0001-82" })
    await expectOnlyError({
      file: SITE,
      field: "cnpj",
      message:
        'O CNPJ "11.222.333/0001-82" não existe: os dois últimos números (os dígitos ' +
        "verificadores) não conferem com os outros doze. Copie o CNPJ do cartão CNPJ da Receita " +
        "Federal e confira número por número.",
    })
  })

  it("rejects a CNPJ with letters", async () => {
    await writeSite({ ...validSite(), cnpj: "11.222.333/0001-8l" })
    await expectOnlyError({
      file: SITE,
      field: "cnpj",
      message: `O campo "cnpj" (CNPJ) tem "11.222.333/0001-8l", fora do formato: ${CNPJ_FORMAT}`,
    })
  })

  it("rejects a CNPJ written without its punctuation", async () => {
    await writeSite({ ...validSite(), cnpj: "11222333000181" })
    await expectOnlyError({
      file: SITE,
      field: "cnpj",
      message: `O campo "cnpj" (CNPJ) tem "11222333000181", fora do formato: ${CNPJ_FORMAT} Use "11.222.333/0001-81".`,
    })
  })

  it("rejects a missing CNPJ", async () => {
    const site = validSite()
    delete site.cnpj
    await writeSite(site)
    await expectOnlyError({
      file: SITE,
      field: "cnpj",
      message:
        'Falta o campo "cnpj" (CNPJ). Acrescente, por exemplo: "cnpj": "12.345.678/0001-95".',
    })
  })
})

describe("CREA registrations", () => {
  it("rejects the firm's CREA registration in the wrong format", async () => {
    await writeSite({ ...validSite(), crea: "CREA/MG 123456" })
    await expectOnlyError({
      file: SITE,
      field: "crea",
      message: `O campo "crea" (Registro no CREA) tem "CREA/MG 123456", fora do formato: ${CREA_FORMAT}`,
    })
  })

  it("rejects a team member's CREA number in the wrong format", async () => {
    await writeJson(ANA, { ...validMember(), crea: "CREA-XX 104527/D" })
    await expectOnlyError({
      file: ANA,
      field: "crea",
      message: `O campo "crea" (Registro no CREA) tem "CREA-XX 104527/D", fora do formato: ${CREA_FORMAT}`,
    })
  })
})

describe("a project's client, scope and responsible engineers", () => {
  it("rejects a responsible engineer who is not in the team, suggesting the nearest id", async () => {
    await writeJson(PRJ1, { ...validProject(1), responsaveis: ["ana-riberio"] })
    await expectOnlyError({
      file: PRJ1,
      field: "responsaveis[0]",
      message:
        'O responsável técnico "ana-riberio" não existe na equipe: cada nome deste campo é o "id" ' +
        'de um arquivo de content/team/. Você quis dizer "ana-ribeiro"? Ou cadastre a pessoa em ' +
        "content/team/ana-riberio.json.",
    })
  })

  it("rejects an empty contratante", async () => {
    await writeJson(PRJ1, { ...validProject(1), contratante: "  " })
    await expectOnlyError({
      file: PRJ1,
      field: "contratante",
      message:
        'O campo "contratante" (Contratante) está vazio. Preencha, por exemplo: "contratante": "SAAE de Itabira".',
    })
  })

  it("rejects an unknown escopo, suggesting the nearest", async () => {
    await writeJson(PRJ1, { ...validProject(1), escopo: "projeto executvo" })
    await expectOnlyError({
      file: PRJ1,
      field: "escopo",
      message:
        'O campo "escopo" (Escopo) tem "projeto executvo", que não é uma das opções. Use "Projeto executivo".',
    })
  })
})

describe("team files", () => {
  it("rejects a team file whose id is not its file name", async () => {
    await writeJson("content/team/joao-souza.json", validMember("joao-sousa"))
    await expectOnlyError({
      file: "content/team/joao-souza.json",
      field: "id",
      message:
        'O "id" é "joao-sousa", mas o arquivo se chama joao-souza.json. Renomeie o arquivo para ' +
        'joao-sousa.json (ou escreva "id": "joao-souza", se nenhum projeto usa o antigo).',
    })
  })

  it("rejects a team member's photo that is not in the folder", async () => {
    await put("content/team/ana.jpg", tinyJpeg)
    await writeJson(ANA, { ...validMember(), photo: "ana-ribeiro.jpg" })
    await expectOnlyError({
      file: ANA,
      field: "photo",
      message:
        'A foto "ana-ribeiro.jpg" não está na pasta content/team/. As fotos da pasta são: ana.jpg.',
    })
  })

  it("accepts a team member's photo that is in the folder", async () => {
    await put("content/team/ana-ribeiro.jpg", tinyJpeg)
    await writeJson(ANA, { ...validMember(), photo: "ana-ribeiro.jpg" })
    const report = await check()
    expect(report.errors).toEqual([])
    expect(report.warnings).toEqual([])
  })
})

describe("certifications", () => {
  const certification = (validUntil: string) => ({
    name: "ISO 9001:2015",
    issuer: "Bureau Exemplo Certificações",
    number: "BR-QMS-0001",
    validUntil,
  })
  const EXPIRED =
    'A certificação "ISO 9001:2015" venceu em 31/05/2026 e NÃO aparece no site. Se foi ' +
    'renovada, escreva a nova data em "validUntil"; se não, apague-a da lista.'

  it("warns, without an error, about a certification whose validity has passed", () => {
    const site = { ...validSite(), certifications: [certification("2026-05-31")] }
    expect(checkSite(site, SITE, new Date("2026-06-01T12:00:00Z"))).toEqual([
      {
        severity: "warning",
        file: SITE,
        field: "certifications[0].validUntil",
        message: EXPIRED,
      },
    ])
  })

  it("says nothing about a certification valid until today or later", () => {
    const site = { ...validSite(), certifications: [certification("2026-05-31")] }
    expect(checkSite(site, SITE, new Date("2026-05-31T12:00:00Z"))).toEqual([])
  })

  it("warns in the whole check about a certification long expired", async () => {
    await writeSite({ ...validSite(), certifications: [certification("2001-01-31")] })
    await expectOnlyWarning({
      file: SITE,
      field: "certifications[0].validUntil",
      message: EXPIRED.replace("31/05/2026", "31/01/2001"),
    })
  })

  it("says nothing in the whole check about a certification valid for years", async () => {
    await writeSite({ ...validSite(), certifications: [certification("2999-12-31")] })
    const report = await check()
    expect(report.errors).toEqual([])
    expect(report.warnings).toEqual([])
  })

  it("rejects a validity not written AAAA-MM-DD", async () => {
    await writeSite({ ...validSite(), certifications: [certification("31/12/2027")] })
    await expectOnlyError({
      file: SITE,
      field: "certifications[0].validUntil",
      message:
        'O campo "validUntil" do 1º item do campo "certifications" (Válida até) tem "31/12/2027", ' +
        'fora do formato: Escreva a data como AAAA-MM-DD, por exemplo "2027-03-31".',
    })
  })
})

describe("the date of the last accessibility check", () => {
  it("rejects a day still to come, naming the field and the fix", () => {
    const site = { ...validSite(), accessibilityReviewed: "2026-06-02" }
    expect(checkSite(site, SITE, new Date("2026-06-01T12:00:00Z"))).toEqual([
      {
        severity: "error",
        file: SITE,
        field: "accessibilityReviewed",
        message:
          "A data da última verificação de acessibilidade (02/06/2026) ainda não chegou. " +
          'Escreva em "accessibilityReviewed" o dia em que a verificação foi feita.',
      },
    ])
  })

  it("accepts today's date in Brasília", () => {
    // 01:00 UTC on 2 June is still 1 June in Brasília.
    const site = { ...validSite(), accessibilityReviewed: "2026-06-01" }
    expect(checkSite(site, SITE, new Date("2026-06-02T01:00:00Z"))).toEqual([])
  })

  it("is required, with the field's label and an example", async () => {
    const site = validSite()
    delete site.accessibilityReviewed
    await writeSite(site)
    await expectOnlyError({
      file: SITE,
      field: "accessibilityReviewed",
      message:
        'Falta o campo "accessibilityReviewed" (Última verificação de acessibilidade). Acrescente, por exemplo: "accessibilityReviewed": "2026-11-25".',
    })
  })
})
