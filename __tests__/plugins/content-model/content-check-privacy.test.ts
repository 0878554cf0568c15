/** @jest-environment node */
import { rm } from "node:fs/promises"
import { join } from "node:path"
import {
  PRIVACY,
  SITE,
  check,
  expectOnlyError,
  expectOnlyWarning,
  root,
  validPrivacy,
  withContentFolder,
  writeJson,
  writeSite,
} from "../../helpers/content-folder"
import { validSite } from "../../helpers/valid-site"

withContentFolder()

type Policy = Record<string, unknown>
const officer = (policy: Policy) => policy.officer as Record<string, unknown>

/** The LGPD essentials: the controller, the officer's contact, the retention, the rights. */
describe("the privacy policy (content/privacy.json)", () => {
  it("accepts the demo's policy", async () => {
    const report = await check()
    expect(report.errors).toEqual([])
    expect(report.warnings).toEqual([])
  })

  it.each<[string, (policy: Policy) => unknown, string, string]>([
    [
      "no controller",
      (policy) => delete policy.controller,
      "controller",
      'Falta o campo "controller" (Controlador e encarregado). Acrescente, por exemplo: "controller": "O controlador dos dados é a {razaoSocial}…\\nO encarregado… é {encarregado}, pelo e-mail {encarregadoEmail}.".',
    ],
    [
      "a controller text that does not name the controller",
      (policy) =>
        (policy.controller =
          "O controlador é a empresa. O encarregado responde em {encarregadoEmail}."),
      "controller",
      'O campo "controller" (Controlador e encarregado) não tem {razaoSocial}: sem essa palavra, a página não diria quem é o controlador dos dados (LGPD, art. 9º). Escreva {razaoSocial} no texto; o site a troca por a razão social (site.json).',
    ],
    [
      "no officer e-mail",
      (policy) => delete officer(policy).email,
      "officer.email",
      'Falta o campo "email" do campo "officer" (E-mail do encarregado). Acrescente, por exemplo: "email": "privacidade@empresa.com.br".',
    ],
    [
      "an officer e-mail out of form",
      (policy) => (officer(policy).email = "privacidade"),
      "officer.email",
      'O campo "email" do campo "officer" (E-mail do encarregado) tem "privacidade", fora do formato: Escreva o e-mail no formato nome@empresa.com.br, sem espaços.',
    ],
    [
      "an officer contact left out of how to exercise the rights",
      (policy) => (policy.exercise = "Escreva para nós."),
      "exercise",
      'O campo "exercise" (Como exercer os direitos) não tem {encarregadoEmail}: sem essa palavra, a página não daria o contato do encarregado (LGPD, art. 41). Escreva {encarregadoEmail} no texto; o site a troca por o e-mail do encarregado de dados pessoais.',
    ],
    [
      "no retention period",
      (policy) => delete policy.retentionMonths,
      "retentionMonths",
      'Falta o campo "retentionMonths" (Prazo de guarda (meses)). Acrescente, por exemplo: "retentionMonths": 12.',
    ],
    [
      "a retention period of 0 months",
      (policy) => (policy.retentionMonths = 0),
      "retentionMonths",
      'O campo "retentionMonths" (Prazo de guarda (meses)) deve ser 1 ou mais, por exemplo: "retentionMonths": 12.',
    ],
    [
      "a retention text without the period",
      (policy) => (policy.retention = "Apagamos os dados quando não forem mais necessários."),
      "retention",
      'O campo "retention" (Guarda dos dados) não tem {prazo}: sem essa palavra, a página não diria por quanto tempo os dados ficam guardados. Escreva {prazo} no texto; o site a troca por o prazo de guarda, por exemplo "12 meses".',
    ],
    [
      "no rights",
      (policy) => (policy.rights = []),
      "rights",
      'O campo "rights" (Direitos do titular) está vazio. Preencha, por exemplo: "rights": ["confirmar se tratamos dados seus;", "acessar os dados;"].',
    ],
    [
      "a processors text that does not name the form provider",
      (policy) => (policy.processors = "Os pedidos ficam com um serviço de formulários."),
      "processors",
      'O campo "processors" (Operadores) não tem {operador}: sem essa palavra, a página não nomearia o serviço que recebe o formulário de orçamento. Escreva {operador} no texto; o site a troca por o serviço que recebe o formulário de orçamento, conforme a configuração do site.',
    ],
  ])("refuses a policy with %s", async (_case, edit, field, message) => {
    const policy = validPrivacy()
    edit(policy)
    await writeJson(PRIVACY, policy)
    await expectOnlyError({ file: PRIVACY, field, message })
  })

  it("asks for the file when it is missing", async () => {
    await rm(join(root, PRIVACY))
    const report = await check()
    expect(report.errors).toEqual([
      { file: PRIVACY, message: expect.stringContaining("Falta o arquivo privacy.json") },
    ])
  })

  it("tells a site.json that still has the data officer where it went", async () => {
    await writeSite({ ...validSite(), dataOfficer: { name: "M", email: "m@x.com.br" } })
    await expectOnlyWarning({
      file: SITE,
      field: "dataOfficer",
      message: expect.stringContaining('content/privacy.json, campo "officer"'),
    })
  })
})
