/** @jest-environment node */
import {
  SITE,
  writeSite,
  put,
  remove,
  expectOnlyError,
  withContentFolder,
} from "../../helpers/content-folder"
import { validSite } from "../../helpers/valid-site"

withContentFolder()

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
      'Falta o campo "phone" (Telefone). Acrescente, por exemplo: "phone": "(31) 3555-0140".',
    ],
    [
      "empty email",
      (site) => (site.email = ""),
      "email",
      'O campo "email" (E-mail) está vazio. Preencha, por exemplo: "email": "contato@empresa.com.br".',
    ],
    [
      "invalid email",
      (site) => (site.email = "contato@hidrovale"),
      "email",
      'O campo "email" (E-mail) tem "contato@hidrovale", fora do formato: Escreva o e-mail no formato nome@empresa.com.br, sem espaços.',
    ],
    [
      "missing address",
      (site) => delete site.address,
      "address",
      'Falta o campo "address" (Endereço). Acrescente, por exemplo: "address": { "street": "…", "district": "…", "city": "…", "state": "MG", "postalCode": "…" }.',
    ],
    [
      "missing street",
      (site) => delete address(site).street,
      "address.street",
      'Falta o campo "street" do campo "address" (Rua, número e sala). Acrescente, por exemplo: "street": "Av. do Contorno, 4520, sala 801".',
    ],
    [
      "empty city",
      (site) => (address(site).city = " "),
      "address.city",
      'O campo "city" do campo "address" (Cidade) está vazio. Preencha, por exemplo: "city": "Belo Horizonte".',
    ],
    [
      "state written in full",
      (site) => (address(site).state = "Minas Gerais"),
      "address.state",
      'O campo "state" do campo "address" (Estado (UF)) tem "Minas Gerais", que não é uma das opções. Use uma destas: "AC", "AL", "AP", "AM", "BA", "CE", "DF", "ES", "GO", "MA", "MT", "MS", "MG", "PA", "PB", "PR", "PE", "PI", "RJ", "RN", "RS", "RO", "RR", "SC", "SP", "SE", "TO".',
    ],
    [
      "state in lower case",
      (site) => (address(site).state = "mg"),
      "address.state",
      'O campo "state" do campo "address" (Estado (UF)) tem "mg", que não é uma das opções. Use "MG".',
    ],
    [
      "missing name",
      (site) => delete site.name,
      "name",
      'Falta o campo "name" (Nome da empresa). Acrescente, por exemplo: "name": "HidroVale Engenharia".',
    ],
    [
      "empty tagline",
      (site) => (site.tagline = ""),
      "tagline",
      'O campo "tagline" (Frase de apresentação) está vazio. Preencha, por exemplo: "tagline": "Projetos de engenharia hidráulica e sanitária.".',
    ],
    [
      "founding year in quotes",
      (site) => (site.foundingYear = "2011"),
      "foundingYear",
      'O campo "foundingYear" (Ano de fundação) deve ser um número inteiro, sem aspas, por exemplo: "foundingYear": 2011.',
    ],
    [
      "figures not a list",
      (site) => (site.figures = { value: "500+" }),
      "figures",
      'O campo "figures" (Números da empresa) deve ser uma lista entre colchetes [ ], por exemplo: "figures": [{ "value": "500+", "label": "Projetos realizados" }].',
    ],
    [
      "figure without label",
      (site) => (site.figures = [{ value: "500+" }]),
      "figures[0].label",
      'Falta o campo "label" do 1º item do campo "figures" (Legenda). Acrescente, por exemplo: "label": "Projetos realizados".',
    ],
    [
      "phone without area code",
      (site) => (site.phone = "3555-0140"),
      "phone",
      'O campo "phone" (Telefone) tem "3555-0140", fora do formato: Escreva o DDD e o número, sem o +55 (o site acrescenta), por exemplo "(31) 3555-0140".',
    ],
    [
      "social link without https",
      (site) => (site.social = [{ network: "Instagram", url: "instagram.com/hidrovale" }]),
      "social[0].url",
      'O campo "url" do 1º item do campo "social" (Endereço (https://…)) tem "instagram.com/hidrovale", fora do formato: O endereço deve começar com https://: copie o endereço completo da barra do navegador. Use "https://instagram.com/hidrovale".',
    ],
    [
      "opening time as 8h",
      (site) => (firstHours(site).opens = "8h"),
      "hours[0].opens",
      'O campo "opens" do 1º item do campo "hours" (Abre às) tem "8h", fora do formato: Escreva o horário como HH:MM (24 horas), por exemplo "08:00" ou "17:30".',
    ],
    [
      "opening time under a Portuguese name",
      (site) => {
        const hours = firstHours(site)
        hours.abre = hours.opens
        delete hours.opens
      },
      "hours[0].opens",
      'Falta o campo "opens" do 1º item do campo "hours" (Abre às). Há um campo "abre" no lugar: renomeie-o para "opens".',
    ],
    [
      "day in Portuguese",
      (site) => (firstHours(site).days = ["Segunda-feira"]),
      "hours[0].days[0]",
      'O 1º item do campo "days" do 1º item do campo "hours" (Dias) tem "Segunda-feira", que não é uma das opções. Use "Monday".',
    ],
  ])("rejects %s", async (_case, edit, field, message) => {
    const site = validSite()
    edit(site)
    await writeSite(site)
    await expectOnlyError({ file: SITE, field, message })
  })
})

// ---- misplaced files ----
