/**
 * content/quote-form.json, field by field: what the firm words in the quote form (see field.ts).
 * The form's labels and messages are interface wording, in the components (docs/behaviours.md).
 */
import { textList, type ContentType, type FieldSpec } from "./field"

/** The option every Tipo de Projeto list keeps, for requests that fit no other. */
export const OTHER_PROJECT_TYPE = "Outro"

/** Why a list without "Outro" is refused: in the check's message and the editor's. */
export const MISSING_OTHER =
  `A lista precisa ter a opção "${OTHER_PROJECT_TYPE}", escrita assim, para quem pede um ` +
  `projeto que não está nas outras: acrescente "${OTHER_PROJECT_TYPE}" (de preferência no fim)`

/** The closed select shows about 30 characters at 390 px, then cuts the option off. */
export const PROJECT_TYPE_MAX = 30

export const QUOTE_FORM_FIELDS: readonly FieldSpec[] = [
  textList(
    "projectTypes",
    "Opções de Tipo de Projeto",
    '["Projeto de Esgoto", "Drenagem", "Outro"]',
    'As opções do campo "Tipo de Projeto" do formulário de orçamento, na ordem da lista. ' +
      `"${OTHER_PROJECT_TYPE}" é obrigatória. "Solicitar orçamento semelhante" escolhe a ` +
      "opção que contém o nome da categoria do projeto (Esgoto → Projeto de Esgoto).",
    {
      label: "Opção",
      maxLength: PROJECT_TYPE_MAX,
      example: '"Drenagem"',
      help: "Uma opção do campo.",
    },
    {
      aliases: ["tipos", "tiposDeProjeto", "opcoes"],
      editor: { label_singular: "opção", min: 1, collapsed: false },
    },
  ),
]

export const QUOTE_FORM_TYPE: ContentType = {
  typeName: "QuoteForm",
  label: "formulário de orçamento",
  location: { kind: "file", file: "quote-form.json" },
  fields: QUOTE_FORM_FIELDS,
}
