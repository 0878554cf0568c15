/** @jest-environment node */
import {
  QUOTE_FORM,
  SERVICE,
  expectOnlyError,
  remove,
  withContentFolder,
  writeJson,
} from "../../helpers/content-folder"
import { validQuoteForm, validService } from "../../helpers/valid-site"

withContentFolder()

type Json = Record<string, unknown>

describe("content/services", () => {
  it("rejects a site without any service", async () => {
    await remove("content/services")
    await expectOnlyError({
      file: "content/services/",
      message:
        'Não há nenhum serviço em content/services/: a seção Serviços da página inicial e a lista do rodapé ficariam vazias. Crie um arquivo por serviço (pelo editor, em Serviços, ou como no guia docs/CONTEUDO.md), por exemplo: { "title": "Projeto de Esgoto", "icon": "waves", "items": ["Rede coletora"], "order": 1 }.',
    })
  })

  it.each<[string, (service: Json) => void, string, string]>([
    [
      "an empty title",
      (service) => (service.title = " "),
      "title",
      'O campo "title" (Nome do serviço) está vazio. Preencha, por exemplo: "title": "Projeto de Esgoto".',
    ],
    [
      "no items",
      (service) => (service.items = []),
      "items",
      'O campo "items" (Itens) está vazio. Preencha, por exemplo: "items": ["Rede coletora", "Estações elevatórias"].',
    ],
    [
      "an icon not in the set",
      (service) => (service.icon = "gota"),
      "icon",
      'O campo "icon" (Ícone) tem "gota", que não é um dos ícones do site. Use um destes: "droplet" (Gota (água)), "waves" (Ondas (esgoto)), "rain" (Chuva (drenagem)), "mountain" (Montanha (terreno)), "leaf" (Folha (meio ambiente)), "shield" (Escudo (segurança)), "award" (Medalha (qualidade)), "users" (Pessoas (consultoria)), "pin" (Marcador (local)), "check" (Visto).',
    ],
    [
      "no order",
      (service) => delete service.order,
      "order",
      'Falta o campo "order" (Ordem). Acrescente, por exemplo: "order": 2.',
    ],
  ])("rejects a service with %s", async (_case, edit, field, message) => {
    const service = validService()
    edit(service)
    await writeJson(SERVICE, service)
    await expectOnlyError({ file: SERVICE, field, message })
  })
})

describe("content/quote-form.json", () => {
  it("rejects a Tipo de Projeto option written twice, naming both places", async () => {
    await writeJson(QUOTE_FORM, {
      projectTypes: ["Drenagem", "Projeto de Esgoto", "drenagem ", "Outro"],
    })
    await expectOnlyError({
      file: QUOTE_FORM,
      field: "projectTypes[2]",
      message:
        'A 3ª opção de "projectTypes" (Opções de Tipo de Projeto), "drenagem ", repete a 1ª, "Drenagem": o formulário mostraria a mesma opção duas vezes. Apague uma delas.',
    })
  })

  it('rejects a Tipo de Projeto list without "Outro"', async () => {
    await writeJson(QUOTE_FORM, { projectTypes: ["Projeto de Esgoto", "Outros"] })
    await expectOnlyError({
      file: QUOTE_FORM,
      field: "projectTypes",
      message:
        'O campo "projectTypes" (Opções de Tipo de Projeto) não tem a opção "Outro". A lista precisa ter a opção "Outro", escrita assim, para quem pede um projeto que não está nas outras: acrescente "Outro" (de preferência no fim).',
    })
  })

  it("rejects an empty list, and a missing file", async () => {
    await writeJson(QUOTE_FORM, { ...validQuoteForm(), projectTypes: [] })
    await expectOnlyError({
      file: QUOTE_FORM,
      field: "projectTypes",
      message:
        'O campo "projectTypes" (Opções de Tipo de Projeto) está vazio. Preencha, por exemplo: "projectTypes": ["Projeto de Esgoto", "Drenagem", "Outro"].',
    })
    await remove(QUOTE_FORM)
    await expectOnlyError({
      file: QUOTE_FORM,
      message:
        'Falta o arquivo quote-form.json com as opções do campo "Tipo de Projeto" do formulário de orçamento. Crie-o com, por exemplo: { "projectTypes": ["Projeto de Esgoto", "Drenagem", "Outro"] }.',
    })
  })
})
