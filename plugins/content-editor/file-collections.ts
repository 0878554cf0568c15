/**
 * The editor's collections of named files, made from their content types' tables like the folders
 * in config.ts; each previewed with the site's own component (preview/index.tsx, by file name).
 */
import { CATEGORIES_EDITOR, CATEGORIES_TYPE } from "../../src/lib/content-model/categories"
import type { ContentType } from "../../src/lib/content-model/field"
import { FIRM_TYPE } from "../../src/lib/content-model/firm"
import { IDENTITY_TYPE } from "../../src/lib/content-model/identity"
import { locationFile } from "../../src/lib/content-model/location"
import { PRIVACY_EDITOR, PRIVACY_TYPE } from "../../src/lib/content-model/privacy"
import { QUOTE_FORM_TYPE } from "../../src/lib/content-model/quote-form"
import { TEXTS_TYPE } from "../../src/lib/content-model/texts"
import { cmsFields } from "./fields"

/** Pictures are saved beside the entry's file, under the names they were uploaded with. */
export const PICTURES_BESIDE = { media_folder: "", public_folder: "" } as const

interface FileCollection {
  name: string
  label: string
  description?: string
  files: readonly {
    name: string
    label: string
    type: ContentType
    /** Its pictures are saved beside the file (the identity's logo and icon). */
    picturesBeside?: true
  }[]
}

const FILE_COLLECTIONS: readonly FileCollection[] = [
  {
    name: "formulario",
    label: "Formulário de orçamento",
    files: [{ name: "formulario", label: "Opções de Tipo de Projeto", type: QUOTE_FORM_TYPE }],
  },
  {
    name: "empresa",
    label: "Dados da empresa",
    files: [
      { name: "site", label: "Dados da empresa", type: FIRM_TYPE },
      { name: "identidade", label: "Identidade visual", type: IDENTITY_TYPE, picturesBeside: true },
    ],
  },
  {
    name: "textos",
    label: "Textos do site",
    description:
      "As palavras da empresa: o topo da página inicial, a apresentação na seção Sobre, os " +
      "títulos das seções e as aberturas das páginas Projetos e Equipe.",
    files: [{ name: "textos", label: "Textos do site", type: TEXTS_TYPE }],
  },
  {
    name: CATEGORIES_EDITOR.collection,
    label: "Categorias de projeto",
    description:
      "As categorias do filtro da página Projetos, na ordem do filtro. Cada projeto escolhe as " +
      "suas nesta lista. Antes de tirar ou renomear uma, troque-a nos projetos que a usam: o " +
      "editor não salva a lista sem uma categoria que um projeto ainda usa.",
    files: [
      { name: CATEGORIES_EDITOR.file, label: "Categorias de projeto", type: CATEGORIES_TYPE },
    ],
  },
  {
    name: PRIVACY_EDITOR.collection,
    label: "Política de Privacidade",
    description:
      "O texto da página Política de Privacidade: quem é o controlador, o encarregado e o " +
      "contato dele, para que servem os dados, quem os trata, por quanto tempo ficam guardados " +
      "e os direitos de quem os enviou. Ao mudar o texto, mude também a data desta versão.",
    files: [{ name: PRIVACY_EDITOR.file, label: "Política de Privacidade", type: PRIVACY_TYPE }],
  },
]

export function fileCollections(now: Date): Record<string, unknown>[] {
  return FILE_COLLECTIONS.map(({ name, label, description, files }) => ({
    name,
    label,
    delete: false,
    ...(description ? { description } : {}),
    editor: { preview: true },
    files: files.map((file) => ({
      name: file.name,
      label: file.label,
      file: `content/${locationFile(file.type)}`,
      format: "json",
      ...(file.picturesBeside ? PICTURES_BESIDE : {}),
      fields: cmsFields(file.type.fields, now),
    })),
  }))
}
