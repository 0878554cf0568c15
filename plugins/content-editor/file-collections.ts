/**
 * The editor's collections of one file each that the firm's lists and legal texts live in: the
 * project categories and the privacy policy. Made from their tables, like the others in config.ts.
 */
import { CATEGORIES_EDITOR, CATEGORIES_TYPE } from "../../src/lib/content-model/categories"
import type { ContentType } from "../../src/lib/content-model/field"
import { locationFile } from "../../src/lib/content-model/location"
import { PRIVACY_EDITOR, PRIVACY_TYPE } from "../../src/lib/content-model/privacy"
import { cmsFields } from "./fields"

interface FileCollection {
  /** The collection's and its one file's names (the file's name registers its preview). */
  editor: { collection: string; file: string }
  label: string
  description: string
  type: ContentType
}

const FILE_COLLECTIONS: readonly FileCollection[] = [
  {
    editor: CATEGORIES_EDITOR,
    label: "Categorias de projeto",
    description:
      "As categorias do filtro da página Projetos, na ordem do filtro. Cada projeto escolhe as " +
      "suas nesta lista. Antes de tirar ou renomear uma, troque-a nos projetos que a usam: o " +
      "editor não salva a lista sem uma categoria que um projeto ainda usa.",
    type: CATEGORIES_TYPE,
  },
  {
    editor: PRIVACY_EDITOR,
    label: "Política de Privacidade",
    description:
      "O texto da página Política de Privacidade: quem é o controlador, o encarregado e o " +
      "contato dele, para que servem os dados, quem os trata, por quanto tempo ficam guardados " +
      "e os direitos de quem os enviou. Ao mudar o texto, mude também a data desta versão.",
    type: PRIVACY_TYPE,
  },
]

export function fileCollections(now: Date): Record<string, unknown>[] {
  return FILE_COLLECTIONS.map(({ editor, label, description, type }) => ({
    name: editor.collection,
    label,
    delete: false,
    description,
    // Previewed with the site's own component (preview/index.tsx registers it by file name).
    editor: { preview: true },
    files: [
      {
        name: editor.file,
        label,
        file: `content/${locationFile(type)}`,
        format: "json",
        fields: cmsFields(type.fields, now),
      },
    ],
  }))
}
