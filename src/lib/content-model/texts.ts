/**
 * content/texts.json, field by field: the firm's own words around its facts (the home page's
 * sections, the intros of /projetos/ and /equipe/), the one place they are defined (see field.ts).
 * The limits (`maxLength`) were measured at 390 and 1280 px: docs/content-model.md, "Text limits".
 */
import type { ContentType, FieldSpec, ItemSpec } from "./field"

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
} as const

export type Placeholder = keyof typeof PLACEHOLDERS

/** The facts every text may name. */
const FIRM_WORDS: readonly Placeholder[] = ["empresa", "anos", "fundacao", "cidade"]

type TextOptions = Partial<Extract<FieldSpec, { kind: "text" }>>

/** The placeholders a field's help lists, after the help's own sentence. */
function withWords(help: string, extra: readonly Placeholder[]): string {
  const words = [...FIRM_WORDS, ...extra].map((word) => `{${word}}`).join(", ")
  return `${help} Pode usar ${words}.`
}

const text = (
  name: string,
  label: string,
  example: string,
  help: string,
  maxLength: number,
  more: TextOptions & { words?: readonly Placeholder[] } = {},
): FieldSpec => {
  const { words = [], ...rest } = more
  return {
    name,
    label,
    kind: "text",
    required: true,
    example,
    help: withWords(help, words),
    maxLength,
    placeholders: [...FIRM_WORDS, ...words],
    ...rest,
  }
}

/** The heading every home section opens with: a small line above, the title, an intro below. */
const heading = (
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

const SELLING_POINT: ItemSpec = {
  kind: "group",
  typeName: "SellingPoint",
  label: "Destaque",
  example: '{ "text": "Atendimento personalizado" }',
  help: "Um destaque.",
  fields: [
    text("text", "Texto", '"Mais de {anos} anos de experiência"', "Poucas palavras.", 30),
    {
      name: "link",
      label: "Link (opcional)",
      kind: "text",
      required: false,
      example: '"/equipe/#certificacoes"',
      help:
        "Um endereço do próprio site que o destaque abre, por exemplo /equipe/#certificacoes " +
        "(mostrado só enquanto houver certificação válida).",
      pattern: {
        regex: "^/[^\\s]*$",
        message:
          'Escreva um endereço do site começando com "/", por exemplo "/equipe/#certificacoes"',
      },
    },
  ],
}

export const TEXTS_FIELDS: readonly FieldSpec[] = [
  {
    name: "hero",
    label: "Topo da página inicial",
    kind: "group",
    typeName: "HeroTexts",
    required: true,
    example: '{ "eyebrow": "…", "title": "…", "lead": "…", "points": […] }',
    help: "A primeira tela da página inicial.",
    fields: [
      text(
        "eyebrow",
        "Linha acima do título",
        '"Engenharia hidráulica e sanitária"',
        "O ramo da empresa, em poucas palavras.",
        60,
      ),
      text(
        "title",
        "Título principal",
        '"Projetos de saneamento que levam água às cidades"',
        "A frase principal do site: o título que buscadores e visitantes leem primeiro.",
        85,
      ),
      text(
        "lead",
        "Texto abaixo do título",
        '"{anos} anos de prática em engenharia sanitária…"',
        "Uma ou duas frases que apresentam a empresa.",
        325,
        { multiline: true },
      ),
      {
        name: "points",
        label: "Destaques",
        kind: "list",
        required: true,
        max: 4,
        example: '[{ "text": "Atendimento personalizado" }]',
        help:
          "Até quatro destaques curtos, com os ícones de medalha, escudo, pessoas e folha, nessa " +
          "ordem.",
        editor: { label_singular: "destaque", summary: "{{fields.text}}" },
        item: SELLING_POINT,
      },
    ],
  },
  heading("services", "Serviços", "SectionHeading", {
    eyebrow: "O que fazemos",
    title: "Nossos serviços",
    intro: "Do estudo de concepção ao projeto executivo…",
  }),
  {
    name: "callToAction",
    label: "Chamada para o portfólio",
    kind: "group",
    typeName: "CallToActionTexts",
    required: true,
    example: '{ "title": "…", "text": "…" }',
    help: "A faixa colorida com o botão Ver Projetos, depois dos serviços.",
    fields: [
      text("title", "Título", '"Projetos que já saíram do papel"', "Uma frase curta.", 45),
      text("text", "Texto", '"Veja o que entregamos…"', "Uma ou duas frases.", 210, {
        multiline: true,
        words: ["estados"],
      }),
    ],
  },
  {
    name: "about",
    label: "Sobre",
    kind: "group",
    typeName: "AboutTexts",
    required: true,
    example: '{ "eyebrow": "…", "title": "…", "description": "…", "specialties": […] }',
    help: "A seção Sobre: a apresentação da empresa e as especialidades.",
    fields: [
      text("eyebrow", "Linha acima do título", '"Quem somos"', "Duas ou três palavras.", 60),
      text("title", "Título", '"Sobre a {empresa}"', "O título da seção.", 60),
      text(
        "description",
        "Apresentação da empresa",
        '"A {empresa} é uma consultoria…"',
        "A apresentação da empresa, com as palavras dela. Um parágrafo por linha.",
        1050,
        { multiline: true },
      ),
      {
        name: "specialties",
        label: "Especialidades",
        kind: "list",
        required: true,
        example: '["Abastecimento de água", "Drenagem"]',
        help: "Uma especialidade por item, em poucas palavras.",
        item: {
          kind: "text",
          label: "Especialidade",
          example: '"Drenagem"',
          help: "Em poucas palavras.",
          maxLength: 60,
        },
      },
    ],
  },
  {
    name: "whereWeWork",
    label: "Onde atuamos",
    kind: "group",
    typeName: "MapTexts",
    required: true,
    example: '{ "eyebrow": "Onde atuamos", "intro": "…" }',
    help: "A seção do mapa. O título conta os estados com projetos e é escrito pelo site.",
    fields: [
      text("eyebrow", "Linha acima do título", '"Onde atuamos"', "Duas ou três palavras.", 60),
      text(
        "intro",
        "Texto de abertura",
        '"Escolha um estado para ver os projetos que fizemos lá."',
        "Uma frase.",
        245,
        { multiline: true, words: ["estados"] },
      ),
    ],
  },
  heading(
    "clients",
    "Clientes",
    "SectionHeading",
    {
      eyebrow: "Clientes",
      title: "Quem contratou nossos projetos",
      intro: "{clientes} clientes, entre prefeituras…",
    },
    ["clientes"],
  ),
  heading("contact", "Contato", "SectionHeading", {
    eyebrow: "Fale conosco",
    title: "Entre em contato",
    intro: "Conte-nos sobre o seu projeto.",
  }),
  {
    name: "portfolio",
    label: "Página Projetos",
    kind: "group",
    typeName: "IntroTexts",
    required: true,
    example: '{ "intro": "Uma seleção de projetos…" }',
    help: "O texto de abertura do portfólio (/projetos/).",
    fields: [
      text(
        "intro",
        "Texto de abertura",
        '"Uma seleção de projetos desenvolvidos desde {primeiroAno}…"',
        "Uma ou duas frases sobre o portfólio.",
        245,
        { multiline: true, words: ["estados", "primeiroAno"] },
      ),
    ],
  },
  {
    name: "team",
    label: "Página Equipe",
    kind: "group",
    typeName: "IntroTexts",
    required: true,
    example: '{ "intro": "Cada projeto da {empresa} tem engenheiros responsáveis…" }',
    help: "O texto de abertura da página Equipe (/equipe/).",
    fields: [
      text(
        "intro",
        "Texto de abertura",
        '"Cada projeto da {empresa} tem engenheiros responsáveis…"',
        "Uma ou duas frases sobre a equipe.",
        325,
        { multiline: true },
      ),
    ],
  },
]

export const TEXTS_TYPE: ContentType = {
  typeName: "SiteTexts",
  label: "textos do site",
  file: "content/texts.json",
  fields: TEXTS_FIELDS,
}
