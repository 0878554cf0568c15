/**
 * The "Projetos" collection's fields: every field of project.json, with the content check's
 * rules as patterns, so the editor refuses what the build would refuse.
 */
import { BRAZILIAN_STATES } from "../content-model/content-check/brazil"
import { PROJECT_CATEGORIES } from "../../src/lib/categories"
import { COVER_FILE, MAX_GALLERY_PICTURES } from "../content-model/picture-names"
import { string, type CmsField } from "./fields"

/** The years the check accepts, 2000 to next year, as one pattern (rewritten at every build). */
export function yearPattern(now: Date): string {
  const years = []
  for (let year = 2000; year <= now.getFullYear() + 1; year++) years.push(year)
  return `^(${years.join("|")})$`
}

export function projectFields(now: Date): CmsField[] {
  const latest = now.getFullYear() + 1
  const optional = (name: string, label: string, hint: string): CmsField => ({
    ...string(name, label, hint),
    required: false,
  })
  return [
    {
      name: "id",
      label: "Número do projeto",
      widget: "number",
      value_type: "int",
      min: 1,
      step: 1,
      hint: "O próximo número livre (o último projeto + 1). É também o nome da pasta: prjN.",
    },
    string("title", "Título"),
    {
      name: "description",
      label: "Descrição",
      widget: "text",
      hint:
        'Um parágrafo por linha. Linhas que começam com "- " (traço e espaço) viram uma lista ' +
        "de itens no site.",
    },
    {
      ...string("location", "Localização", 'Cidade - UF, por exemplo "Itabira - MG".'),
      pattern: [
        `^\\S.*\\S - (${BRAZILIAN_STATES.join("|")})$`,
        'Escreva a cidade, um traço e a sigla do estado: "Cidade - UF", por exemplo "Itabira - MG"',
      ],
    },
    {
      ...string("year", "Ano", `Quatro dígitos, de 2000 até ${latest}.`),
      pattern: [
        yearPattern(now),
        `Escreva o ano com quatro dígitos, de 2000 até ${latest}, por exemplo "2019"`,
      ],
    },
    {
      name: "categories",
      label: "Categorias",
      widget: "select",
      multiple: true,
      min: 1,
      options: [...PROJECT_CATEGORIES],
      hint: "Escolha uma ou mais. O filtro da página de projetos usa estas categorias.",
    },
    {
      name: "stats",
      label: "Números do projeto",
      widget: "object",
      required: false,
      collapsed: true,
      fields: [
        optional("populacao", "População atendida", 'Por exemplo "118.000 habitantes".'),
        optional("area", "Área", 'Por exemplo "45 ha".'),
        optional("vazao", "Vazão", 'Por exemplo "320 L/s".'),
        optional("vazaoRe", "Vazão de reúso", 'Por exemplo "40 L/s".'),
      ],
    },
    {
      name: "cover",
      label: "Foto de capa",
      widget: "image",
      required: false,
      choose_url: false,
      hint: `Foto JPG, de preferência com 2000 px de largura. Se ficar vazio, o site usa a foto ${COVER_FILE} da pasta.`,
    },
    {
      name: "pictures",
      label: "Fotos da galeria",
      label_singular: "foto",
      widget: "list",
      required: false,
      max: MAX_GALLERY_PICTURES,
      field: { name: "picture", label: "Foto", widget: "image", choose_url: false },
      hint:
        `Até ${MAX_GALLERY_PICTURES} fotos JPG, na ordem em que aparecem (arraste para ` +
        "reordenar). Se ficar vazio, o site usa pic1.jpg … pic10.jpg da pasta.",
    },
  ]
}
