/**
 * project.json, field by field: the one place a project's fields are defined (see field.ts).
 * It stays free of Node and Gatsby imports: the project page and dialog read their labels here.
 */
import { LOCATION_PATTERN, suggestLocation } from "../location"
import { PROJECT_LABELS, STAT_LABELS } from "../project-stats"
import { CATEGORIES_EDITOR, CATEGORIES_TYPE } from "./categories"
import type { ContentType, FieldSpec } from "./field"
import { RECORD_FIELDS } from "./project-record"

export const COVER_FILE = "capa-main.jpg"
export const MAX_GALLERY_PICTURES = 10
/**
 * The longest caption, in characters: measured in Chromium with the viewer open (three lines
 * under the photo at 390 px, two at 1280 px; docs/content-model.md, "Text limits").
 */
export const CAPTION_MAX = 115

/** The work a project was, from the first study to the detailed design, in that order. */
export const PROJECT_SCOPES = [
  "Estudo de concepção",
  "Estudo de viabilidade",
  "Anteprojeto",
  "Projeto básico",
  "Projeto executivo",
  "Projeto básico e executivo",
  "Consultoria e laudo técnico",
  "Assessoria técnica à obra",
] as const

/** The years the check accepts, 2000 to next year, as one pattern (rewritten at every build). */
export function yearPattern(now: Date): { regex: string; message: string } {
  const latest = now.getFullYear() + 1
  const years = []
  for (let year = 2000; year <= latest; year++) years.push(year)
  return {
    regex: `^(${years.join("|")})$`,
    message: `Escreva o ano com quatro dígitos, de 2000 até ${latest} (o ano que vem), por exemplo "2019"`,
  }
}

const stat = (name: keyof typeof STAT_LABELS, example: string): FieldSpec => ({
  name,
  label: STAT_LABELS[name],
  kind: "text",
  required: false,
  example: `"${example}"`,
  help: `Com a unidade, por exemplo "${example}".`,
})

export const PROJECT_FIELDS: readonly FieldSpec[] = [
  {
    name: "id",
    label: "Número do projeto",
    kind: "integer",
    required: true,
    min: 1,
    example: "7",
    help: "O próximo número livre (o último projeto + 1). É também o nome da pasta: prjN.",
    graphql: 'projectId: Int! @proxy(from: "jsonId")',
  },
  {
    name: "title",
    label: "Título",
    kind: "text",
    required: true,
    example: '"Sistema de Esgoto de Itabira"',
    help: "O título da página do projeto e do cartão no portfólio.",
    aliases: ["titulo", "nome"],
  },
  {
    name: "description",
    label: "Descrição",
    kind: "text",
    multiline: true,
    required: true,
    example: '"Projeto executivo da rede coletora de esgoto."',
    help:
      'Um parágrafo por linha. Linhas que começam com "- " (traço e espaço) viram uma lista ' +
      "de itens no site.",
    aliases: ["descricao", "texto"],
  },
  {
    name: "contratante",
    label: PROJECT_LABELS.contratante,
    kind: "text",
    required: true,
    example: '"SAAE de Itabira"',
    help:
      'Quem contratou o projeto, como no contrato: "Prefeitura Municipal de Lagoa Santa", ' +
      '"SAAE de Itabira", "Construtora Horizonte Ltda.".',
    aliases: ["cliente", "client"],
  },
  {
    name: "location",
    label: "Localização",
    kind: "text",
    required: true,
    example: '"Itabira - MG"',
    help: 'A cidade, um traço e a sigla do estado: "Cidade - UF", por exemplo "Itabira - MG".',
    pattern: {
      regex: LOCATION_PATTERN,
      message:
        'Escreva a cidade, um traço e a sigla do estado: "Cidade - UF", por exemplo "Itabira - MG"',
    },
    suggest: suggestLocation,
    aliases: ["localizacao", "local", "cidade"],
  },
  {
    name: "year",
    label: "Ano",
    kind: "text",
    required: true,
    example: '"2019"',
    help: "O ano de conclusão, com quatro dígitos, de 2000 até o ano que vem.",
    pattern: yearPattern,
    aliases: ["ano"],
  },
  {
    name: "escopo",
    label: PROJECT_LABELS.escopo,
    kind: "select",
    options: PROJECT_SCOPES,
    required: true,
    example: '"Projeto executivo"',
    help: "A fase ou o tipo de trabalho que a empresa fez neste projeto.",
    aliases: ["fase", "scope", "etapa"],
  },
  {
    name: "categories",
    label: "Categorias",
    kind: "listed",
    from: { type: CATEGORIES_TYPE, field: "categories", editor: CATEGORIES_EDITOR },
    multiple: true,
    required: true,
    example: '["Esgoto"]',
    help:
      "Escolha uma ou mais, da lista de Categorias (content/categories.json). O filtro da " +
      "página de projetos usa estas categorias.",
    aliases: ["categoria", "category"],
  },
  {
    name: "responsaveis",
    label: PROJECT_LABELS.responsaveis,
    kind: "reference",
    to: { collection: "equipe", typeName: "TeamMember", displayField: "name" },
    multiple: true,
    required: true,
    example: '["ana-ribeiro"]',
    help:
      'Os engenheiros responsáveis, pelo "id" do cadastro de cada um na equipe ' +
      "(content/team/). Cadastre a pessoa na equipe antes.",
    aliases: ["responsavel", "engenheiros", "engenheiro", "responsible"],
  },
  {
    name: "atestado",
    label: "Atestado de capacidade técnica disponível",
    kind: "boolean",
    required: false,
    example: "true",
    help:
      "Marque se a empresa tem o atestado de capacidade técnica deste projeto e pode enviá-lo " +
      "a quem pedir. O site diz que está disponível mediante solicitação.",
    aliases: ["atestadoDisponivel"],
  },
  {
    name: "destaque",
    label: "Destaque no portfólio",
    kind: "boolean",
    required: false,
    example: "true",
    help:
      "Marque para mostrar este projeto entre os primeiros do portfólio (/projetos/, as páginas " +
      "de categoria e de estado, o portfólio para imprimir). Os marcados vêm antes, em ordem de " +
      "número; depois os demais, também em ordem de número.",
    aliases: ["featured", "destacado", "emDestaque"],
  },
  {
    name: "stats",
    label: "Números do projeto",
    kind: "group",
    typeName: "ProjectStats",
    required: false,
    example: '{ "populacao": "12.000 habitantes" }',
    help: "Os números que aparecem em destaque, cada um com a unidade. Preencha só os que houver.",
    aliases: ["estatisticas", "numeros", "dados"],
    editor: { collapsed: true },
    fields: [
      stat("populacao", "118.000 habitantes"),
      stat("area", "45 ha"),
      stat("vazao", "320 L/s"),
      stat("vazaoRe", "40 L/s"),
    ],
  },
  // The technical record: quantities, period and CATs.
  ...RECORD_FIELDS,
  {
    name: "slug",
    label: "Endereço da página",
    kind: "text",
    required: false,
    example: '"sistema-de-esgoto-de-itabira"',
    help:
      "O final do endereço da página (/projetos/…/). Vazio: feito do título. Escreva o antigo " +
      "aqui para manter o endereço quando o título mudar.",
    aliases: ["endereco"],
    editor: false,
  },
  {
    name: "cover",
    label: "Foto de capa",
    kind: "image",
    required: false,
    example: `"${COVER_FILE}"`,
    help: `Foto JPG, de preferência com 2000 px de largura. Se ficar vazio, o site usa a foto ${COVER_FILE} da pasta.`,
    aliases: ["capa"],
    graphql: false,
  },
  {
    name: "pictures",
    label: "Fotos da galeria",
    kind: "list",
    max: MAX_GALLERY_PICTURES,
    required: false,
    example: '["obra-1.jpg", "obra-2.jpg"]',
    help:
      `Até ${MAX_GALLERY_PICTURES} fotos JPG, na ordem em que aparecem (arraste para ` +
      "reordenar). Se ficar vazio, o site usa pic1.jpg … pic10.jpg da pasta.",
    aliases: ["fotos"],
    item: { kind: "image", label: "Foto", example: '"obra-1.jpg"', help: "Uma foto da pasta." },
    editor: { label_singular: "foto" },
  },
  {
    name: "captions",
    label: "Legendas das fotos",
    kind: "list",
    required: false,
    example: '[{ "picture": "pic4.jpg", "text": "Estação elevatória EE-02, casa de bombas" }]',
    help:
      "O que cada foto mostra, em uma frase curta. A legenda aparece sob a foto ampliada e é lida " +
      'por leitores de tela. Sem legenda, a foto é descrita como "imagem 2 de 5".',
    aliases: ["legendas", "legenda"],
    item: {
      kind: "group",
      typeName: "ProjectCaption",
      label: "Legenda",
      example: '{ "picture": "pic4.jpg", "text": "Estação elevatória EE-02, casa de bombas" }',
      help: "A legenda de uma foto deste projeto.",
      fields: [
        {
          name: "picture",
          label: "Foto",
          kind: "image",
          required: true,
          example: '"pic4.jpg"',
          help: "A foto que a legenda descreve: a capa ou uma foto da galeria deste projeto.",
        },
        {
          name: "text",
          label: "Legenda",
          kind: "text",
          required: true,
          maxLength: CAPTION_MAX,
          example: '"Estação elevatória EE-02, casa de bombas"',
          help: `O que a foto mostra, em até ${CAPTION_MAX} caracteres.`,
        },
      ],
    },
    editor: { label_singular: "legenda", collapsed: true },
  },
  {
    kind: "ignored",
    name: "image",
    reason:
      'O campo "image" do site antigo é IGNORADO: a capa do projeto é a foto capa-main.jpg ' +
      "da pasta. Pode apagar este campo.",
  },
]

export const PROJECT_TYPE: ContentType = {
  typeName: "Project",
  label: "projeto",
  location: { kind: "folders", folder: "projects", item: "prjN", file: "project.json" },
  fields: PROJECT_FIELDS,
}
