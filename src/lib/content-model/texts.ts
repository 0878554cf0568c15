/** content/texts.json, field by field: the firm's own words around its facts, on every page. */
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
