/**
 * texts.json's groups for the home page: the hero and its selling points, the call to action,
 * "Sobre", and each section's heading.
 */
import type { FieldSpec, ItemSpec } from "./field"
import { heading, text } from "./text-fields"

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

export const HOME_TEXT_FIELDS: readonly FieldSpec[] = [
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
]
