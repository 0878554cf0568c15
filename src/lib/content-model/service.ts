/**
 * content/services/<nome>.json, field by field: one of the firm's services, shown as a card on
 * the home page and named in every page's footer (see field.ts).
 */
import type { IconName } from "../icon-names"
import { textField, textList, type ContentType, type FieldSpec } from "./field"

/** The icons a service may show, with how the editor names each. */
export const SERVICE_ICONS: readonly (readonly [IconName, string])[] = [
  ["droplet", "Gota (água)"],
  ["waves", "Ondas (esgoto)"],
  ["rain", "Chuva (drenagem)"],
  ["mountain", "Montanha (terreno)"],
  ["leaf", "Folha (meio ambiente)"],
  ["shield", "Escudo (segurança)"],
  ["award", "Medalha (qualidade)"],
  ["users", "Pessoas (consultoria)"],
  ["pin", "Marcador (local)"],
  ["check", "Visto"],
]

/**
 * Measured on the built home page in Chromium (docs/content-model.md, "Services and the Tipo de
 * Projeto options"): a title up to 36 characters takes at most three lines in a card at 1280 px,
 * an item up to 68 at most four.
 */
export const SERVICE_TITLE_MAX = 36
export const SERVICE_ITEM_MAX = 68

export const SERVICE_FIELDS: readonly FieldSpec[] = [
  textField(
    "title",
    "Nome do serviço",
    '"Projeto de Esgoto"',
    "O título do cartão na página inicial e o nome na lista de serviços do rodapé.",
    { maxLength: SERVICE_TITLE_MAX, aliases: ["titulo", "nome", "name"] },
  ),
  {
    name: "icon",
    label: "Ícone",
    kind: "select",
    options: SERVICE_ICONS.map(([name]) => name),
    optionLabels: SERVICE_ICONS.map(([, label]) => label),
    required: true,
    example: '"waves"',
    help: "O desenho no alto do cartão.",
    aliases: ["icone"],
  },
  textList(
    "items",
    "Itens",
    '["Rede coletora", "Estações elevatórias"]',
    "O que o serviço inclui, um item por linha, na ordem do cartão.",
    {
      label: "Item",
      maxLength: SERVICE_ITEM_MAX,
      example: '"Rede coletora"',
      help: "Um item do serviço.",
    },
    {
      aliases: ["itens", "subitens"],
      editor: { label_singular: "item", min: 1, collapsed: false },
    },
  ),
  {
    name: "order",
    label: "Ordem",
    kind: "integer",
    min: 1,
    required: true,
    example: "2",
    help: "A posição do cartão: 1 é o primeiro. Dois serviços com o mesmo número vão em ordem alfabética.",
    aliases: ["ordem", "posicao"],
  },
]

export const SERVICE_TYPE: ContentType = {
  typeName: "Service",
  label: "serviço",
  location: { kind: "folder", folder: "services", item: "<nome>.json" },
  fields: SERVICE_FIELDS,
}
