/**
 * content/categories.json: the firm's project categories, in the order the portfolio's filter
 * shows them (see field.ts). A project names its categories from this list; the content check
 * names a project whose category is no longer in it.
 */
import { textList, type ContentType, type FieldSpec } from "./field"

/**
 * The most categories the list may hold: the search file keeps a project's categories as the
 * bits of one number (src/lib/project-search.ts), and the filter's row of buttons stays usable.
 */
export const MAX_CATEGORIES = 30

/** The editor's collection and file of the list (plugins/content-editor/config.ts). */
export const CATEGORIES_EDITOR = { collection: "categorias", file: "categorias" } as const

export const CATEGORIES_FIELDS: readonly FieldSpec[] = [
  textList(
    "categories",
    "Categorias",
    '["Abastecimento de Água", "Esgoto", "Drenagem"]',
    "As categorias dos projetos, na ordem do filtro da página Projetos (depois de “Todos”). " +
      "Cada projeto escolhe as suas nesta lista. Para tirar ou renomear uma categoria, troque-a " +
      "antes nos projetos que a usam: a verificação aponta cada projeto com uma categoria que " +
      "não está mais aqui.",
    {
      label: "Categoria",
      example: '"Esgoto"',
      help: "O nome da categoria, como o filtro e os projetos o mostram.",
    },
    {
      max: MAX_CATEGORIES,
      aliases: ["categorias", "lista"],
      editor: { label_singular: "categoria", collapsed: false, min: 1 },
    },
  ),
]

export const CATEGORIES_TYPE: ContentType = {
  typeName: "ProjectCategories",
  label: "categorias de projeto",
  location: { kind: "file", file: "categories.json" },
  fields: CATEGORIES_FIELDS,
}
