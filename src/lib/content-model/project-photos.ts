/**
 * project.json's photos (project.ts): the cover, the gallery in its order, and each photo's
 * caption.
 */
import { textField, type FieldSpec } from "./field"

export const COVER_FILE = "capa-main.jpg"
export const MAX_GALLERY_PICTURES = 10
/** The gallery's n-th file, read when project.json lists no pictures. */
export const galleryFile = (n: number) => `pic${n}.jpg`
/** The gallery's files as messages name them: "pic1.jpg … pic10.jpg". */
export const GALLERY_FILES = `${galleryFile(1)} … ${galleryFile(MAX_GALLERY_PICTURES)}`
/**
 * The longest caption, in characters: measured in Chromium with the viewer open (three lines
 * under the photo at 390 px, two at 1280 px; docs/content-model.md, "Text limits").
 */
export const CAPTION_MAX = 115

export const PHOTO_FIELDS: readonly FieldSpec[] = [
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
      `reordenar). Se ficar vazio, o site usa ${GALLERY_FILES} da pasta.`,
    aliases: ["fotos"],
    item: { kind: "image", label: "Foto", example: '"obra-1.jpg"', help: "Uma foto da pasta." },
    editor: { label_singular: "foto" },
  },
  {
    name: "captions",
    label: "Legendas das fotos",
    kind: "list",
    required: false,
    example: `[{ "picture": "${galleryFile(4)}", "text": "Estação elevatória EE-02, casa de bombas" }]`,
    help:
      "O que cada foto mostra, em uma frase curta. A legenda aparece sob a foto ampliada e é lida " +
      'por leitores de tela. Sem legenda, a foto é descrita como "imagem 2 de 5".',
    aliases: ["legendas", "legenda"],
    item: {
      kind: "group",
      typeName: "ProjectCaption",
      label: "Legenda",
      example: `{ "picture": "${galleryFile(4)}", "text": "Estação elevatória EE-02, casa de bombas" }`,
      help: "A legenda de uma foto deste projeto.",
      fields: [
        {
          name: "picture",
          label: "Foto",
          kind: "image",
          required: true,
          example: `"${galleryFile(4)}"`,
          help: "A foto que a legenda descreve: a capa ou uma foto da galeria deste projeto.",
        },
        textField(
          "text",
          "Legenda",
          '"Estação elevatória EE-02, casa de bombas"',
          `O que a foto mostra, em até ${CAPTION_MAX} caracteres.`,
          { maxLength: CAPTION_MAX },
        ),
      ],
    },
    editor: { label_singular: "legenda", collapsed: true },
  },
]
