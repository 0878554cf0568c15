/** What a project.json must hold: the Project type of ../type-defs.ts, field by field. */
import type { Shape } from "./shape"

const text = (label: string, example: string, optional = false): Shape => ({
  kind: "text",
  label,
  example,
  optional,
})

export const PROJECT_SHAPE: Shape = {
  kind: "group",
  label: "projeto",
  example: '{ "id": 7, "title": "…", "description": "…", … }',
  fields: {
    id: { kind: "integer", label: "número do projeto, o mesmo da pasta prjN", example: "7" },
    title: text("título do projeto", '"Sistema de Esgoto de Itabira"'),
    description: text("descrição do projeto", '"Projeto executivo da rede coletora de esgoto."'),
    location: text("cidade e estado", '"Itabira - MG"'),
    year: text("ano", '"2019"'),
    categories: {
      kind: "list",
      label: "categorias",
      example: '["Esgoto"]',
      nonEmpty: true,
      item: text("categoria", '"Esgoto"'),
    },
    stats: {
      kind: "group",
      label: "números do projeto",
      example: '{ "populacao": "12.000 habitantes" }',
      optional: true,
      fields: {
        populacao: text("população atendida", '"12.000 habitantes"', true),
        area: text("área", '"45 ha"', true),
        vazao: text("vazão", '"320 L/s"', true),
        vazaoRe: text("vazão Re", '"40 L/s"', true),
      },
    },
    slug: text("endereço da página do projeto", '"sistema-de-esgoto-de-itabira"', true),
    cover: text("foto de capa, o nome de um arquivo JPG da pasta", '"capa-main.jpg"', true),
    pictures: {
      kind: "list",
      label: "fotos da galeria, na ordem, nomes de arquivos JPG da pasta",
      example: '["obra-1.jpg", "obra-2.jpg"]',
      optional: true,
      item: text("nome de uma foto da pasta", '"obra-1.jpg"'),
    },
    image: {
      kind: "ignored",
      reason:
        'O campo "image" do site antigo é IGNORADO: a capa do projeto é a foto capa-main.jpg ' +
        "da pasta. Pode apagar este campo.",
    },
  },
  aliases: {
    titulo: "title",
    nome: "title",
    descricao: "description",
    texto: "description",
    localizacao: "location",
    local: "location",
    cidade: "location",
    ano: "year",
    categoria: "categories",
    category: "categories",
    estatisticas: "stats",
    numeros: "stats",
    dados: "stats",
    imagem: "image",
    foto: "image",
    capa: "cover",
    fotos: "pictures",
    endereco: "slug",
  },
}
