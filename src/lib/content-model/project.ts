/**
 * project.json, field by field: the one place a project's fields are defined (see field.ts).
 * It stays free of Node and Gatsby imports: the project page and dialog read their labels here.
 */
import { LOCATION_PATTERN, suggestLocation } from "../location"
import { PROJECT_LABELS, STAT_LABELS } from "../project-stats"
import { CATEGORIES_EDITOR, CATEGORIES_TYPE } from "./categories"
import { textField, type ContentType, type FieldSpec } from "./field"
import { COVER_FILE, PHOTO_FIELDS } from "./project-photos"
import { RECORD_FIELDS } from "./project-record"

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
  const years = Array.from({ length: latest - 1999 }, (_, index) => 2000 + index)
  return {
    regex: `^(${years.join("|")})$`,
    message: `Escreva o ano com quatro dígitos, de 2000 até ${latest} (o ano que vem), por exemplo "2019"`,
  }
}

const stat = (name: keyof typeof STAT_LABELS, example: string): FieldSpec =>
  textField(name, STAT_LABELS[name], `"${example}"`, `Com a unidade, por exemplo "${example}".`, {
    required: false,
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
  textField(
    "title",
    "Título",
    '"Sistema de Esgoto de Itabira"',
    "O título da página do projeto e do cartão no portfólio.",
    { aliases: ["titulo", "nome"] },
  ),
  textField(
    "description",
    "Descrição",
    '"Projeto executivo da rede coletora de esgoto."',
    'Um parágrafo por linha. Linhas que começam com "- " (traço e espaço) viram uma lista ' +
      "de itens no site.",
    { multiline: true, aliases: ["descricao", "texto"] },
  ),
  textField(
    "contratante",
    PROJECT_LABELS.contratante,
    '"SAAE de Itabira"',
    'Quem contratou o projeto, como no contrato: "Prefeitura Municipal de Lagoa Santa", ' +
      '"SAAE de Itabira", "Construtora Horizonte Ltda.".',
    { aliases: ["cliente", "client"] },
  ),
  textField(
    "location",
    "Localização",
    '"Itabira - MG"',
    'A cidade, um traço e a sigla do estado: "Cidade - UF", por exemplo "Itabira - MG".',
    {
      pattern: {
        regex: LOCATION_PATTERN,
        message:
          'Escreva a cidade, um traço e a sigla do estado: "Cidade - UF", por exemplo "Itabira - MG"',
      },
      suggest: suggestLocation,
      aliases: ["localizacao", "local", "cidade"],
    },
  ),
  textField(
    "year",
    "Ano",
    '"2019"',
    "O ano de conclusão, com quatro dígitos, de 2000 até o ano que vem.",
    { pattern: yearPattern, aliases: ["ano"] },
  ),
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
  textField(
    "slug",
    "Endereço da página",
    '"sistema-de-esgoto-de-itabira"',
    "O final do endereço da página (/projetos/…/). Vazio: feito do título. Escreva o antigo " +
      "aqui para manter o endereço quando o título mudar.",
    { required: false, aliases: ["endereco"], editor: false },
  ),
  ...PHOTO_FIELDS,
  {
    kind: "ignored",
    name: "image",
    reason:
      `O campo "image" do site antigo é IGNORADO: a capa do projeto é a foto ${COVER_FILE} ` +
      "da pasta. Pode apagar este campo.",
  },
]

export const PROJECT_TYPE = {
  typeName: "Project",
  label: "projeto",
  location: { kind: "folders", folder: "projects", prefix: "prj", file: "project.json" },
  fields: PROJECT_FIELDS,
} satisfies ContentType

/** A project's folder: "prj7"; "prjN" as the docs write it, "prj{{id}}" as the editor's template. */
export const projectFolder = (id: number | string) => `${PROJECT_TYPE.location.prefix}${id}`

/** The number in a project folder's name ("prj7" → 7); null for any other name ("prj07", "p7"). */
export function projectNumber(name: string): number | null {
  const number = /[1-9]\d*$/.exec(name)?.[0]
  return number !== undefined && name === projectFolder(number) ? Number(number) : null
}
