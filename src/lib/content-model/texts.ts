/**
 * content/texts.json, field by field: the firm's own words around its facts (the home page's
 * sections, the other pages' intros and sentences), the one place they are defined (see field.ts).
 * The limits (`maxLength`) were measured at 390 and 1280 px: docs/content-model.md, "Text limits".
 */
import type { ContentType, FieldSpec } from "./field"
import { HOME_TEXT_FIELDS } from "./texts-home"
import { PAGE_TEXT_FIELDS } from "./texts-pages"

export { PLACEHOLDERS, type Placeholder } from "./text-fields"

export const TEXTS_FIELDS: readonly FieldSpec[] = [...HOME_TEXT_FIELDS, ...PAGE_TEXT_FIELDS]

export const TEXTS_TYPE: ContentType = {
  typeName: "SiteTexts",
  label: "textos do site",
  location: { kind: "file", file: "texts.json" },
  fields: TEXTS_FIELDS,
}
