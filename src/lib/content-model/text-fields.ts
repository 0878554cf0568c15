/**
 * The building blocks of texts.json's field table (texts.ts): the words in braces a text may
 * carry, a text field with its measured limit, and a section's heading.
 */
import { textField, type FieldSpec } from "./field"

/**
 * The words in braces a text may carry, each replaced by a fact when the page is built, so a
 * text never repeats a number site.json or the projects already hold.
 */
export const PLACEHOLDERS = {
  empresa: "o nome da empresa (site.json)",
  anos: "os anos de experiência (site.json)",
  fundacao: "o ano de fundação (site.json)",
  cidade: "a cidade do escritório (site.json)",
  estados: 'os estados com projetos: "cinco estados brasileiros" ou "Minas Gerais"',
  primeiroAno: "o ano do projeto mais antigo",
  clientes: "quantos clientes os projetos citam",
  razaoSocial: "a razão social (site.json)",
  titulo: "o título do projeto",
  endereco: "o endereço da página do projeto",
  enderecoEmpresa: "o endereço do escritório, com CEP (site.json)",
  telefone: "o telefone da empresa (site.json)",
  email: "o e-mail da empresa (site.json)",
  encarregado: "o nome do encarregado de dados pessoais",
  encarregadoEmail: "o e-mail do encarregado de dados pessoais",
  operador: "o serviço que recebe o formulário de orçamento, conforme a configuração do site",
  prazo: 'o prazo de guarda, por exemplo "12 meses"',
} as const

export type Placeholder = keyof typeof PLACEHOLDERS

/** The facts every text may name. */
export const FIRM_WORDS: readonly Placeholder[] = ["empresa", "anos", "fundacao", "cidade"]

export type TextOptions = Partial<Extract<FieldSpec, { kind: "text" }>>

/** The placeholders a field's help lists, after the help's own sentence. */
function withWords(help: string, extra: readonly Placeholder[]): string {
  const words = [...FIRM_WORDS, ...extra].map((word) => `{${word}}`).join(", ")
  return `${help} Pode usar ${words}.`
}

export const text = (
  name: string,
  label: string,
  example: string,
  help: string,
  maxLength: number,
  { words = [], ...more }: TextOptions & { words?: readonly Placeholder[] } = {},
): FieldSpec =>
  textField(name, label, example, withWords(help, words), {
    maxLength,
    placeholders: [...FIRM_WORDS, ...words],
    ...more,
  })

/** The heading every home section opens with: a small line above, the title, an intro below. */
export const heading = (
  name: string,
  label: string,
  typeName: string,
  example: { eyebrow: string; title: string; intro: string },
  words: readonly Placeholder[] = [],
): FieldSpec => ({
  name,
  label,
  kind: "group",
  typeName,
  required: true,
  example: `{ "eyebrow": "${example.eyebrow}", "title": "${example.title}", "intro": "…" }`,
  help: `O título da seção ${label} e o texto logo abaixo dele.`,
  fields: [
    text("eyebrow", "Linha acima do título", `"${example.eyebrow}"`, "Duas ou três palavras.", 60),
    text("title", "Título", `"${example.title}"`, "O título da seção.", 60, { words }),
    text("intro", "Texto de abertura", `"${example.intro}"`, "Uma ou duas frases.", 245, {
      multiline: true,
      words,
    }),
  ],
})
