/**
 * The editor's fields (Decap CMS), made from the content model's tables (src/lib/content-model),
 * so the editor asks for, explains and refuses exactly what the content check does.
 */
import type {
  FieldSpec,
  ItemSpec,
  NamedField,
  RequiredWord,
} from "../../src/lib/content-model/field"
import { lengthMessage, patternOf, type Pattern } from "../../src/lib/content-model/field"

/** The little of Decap CMS's field configuration this site writes. */
export interface CmsField {
  name: string
  label: string
  widget: string
  hint?: string
  required?: boolean
  pattern?: [string, string]
  [option: string]: unknown
}

/**
 * Decap's `media_processing` for every picture field: re-encoded in the browser as a JPEG of
 * quality 82, which drops every metadata (GPS included). Decap's `width` would be an exact width
 * (a portrait would keep a long side of 3200 px, a small photo would be enlarged), so it is left
 * unset: the admin script (admin-script.ts) fits the long side to PHOTO_LONG_SIDE and applies the
 * EXIF orientation while the photo is decoded.
 */
export const PHOTO_PROCESSING = {
  enabled: true,
  format: { enabled: true, default: "jpeg" },
  quality: 82,
  strip_metadata: true,
} as const

/** A picture field: chosen or uploaded into the folder, never a link to elsewhere. */
const IMAGE_WIDGET = { widget: "image", choose_url: false, media_processing: PHOTO_PROCESSING }

/** A widget and its options, without the field's name and label. */
type Widget = { widget: string; [option: string]: unknown }

/** The editor's fields for a content type's table, as of `now` (the year's pattern moves). */
export function cmsFields(fields: readonly FieldSpec[], now: Date): CmsField[] {
  return fields.flatMap((field) =>
    field.kind === "ignored" || field.editor === false ? [] : [cmsField(field, now)],
  )
}

function cmsField(field: NamedField, now: Date): CmsField {
  const base: CmsField = {
    name: field.name,
    label: field.label,
    ...widgetOf(field, now),
    hint: field.help,
    ...(field.required ? {} : { required: false }),
    ...(field.editor || {}),
  }
  const pattern = withLength(
    withRequiredWords(patternOf(field, now), field.kind === "text" ? field.requiredWords : []),
    field.kind === "text" ? field.maxLength : undefined,
  )
  return pattern ? { ...base, pattern: [pattern.regex, pattern.message] } : base
}

/**
 * A text's limit as Decap's pattern (it takes one): at most `maxLength` characters, ahead of the
 * field's own pattern when it has one. Decap refuses to save past it, with the check's words.
 */
function withLength(pattern: Pattern | undefined, maxLength?: number): Pattern | undefined {
  if (maxLength === undefined) return pattern
  return withAhead(pattern, `(?=[\\s\\S]{0,${maxLength}}$)`, lengthMessage(maxLength))
}

/**
 * The words in braces a text must carry, as look-aheads ahead of its own pattern: Decap refuses
 * to save the text without one, saying what the page would fail to say.
 */
function withRequiredWords(
  pattern: Pattern | undefined,
  words: readonly RequiredWord[] = [],
): Pattern | undefined {
  if (words.length === 0) return pattern
  return withAhead(
    pattern,
    words.map(({ word }) => `(?=[\\s\\S]*\\{${word}\\})`).join(""),
    words
      .map(({ word, missing }) => `Escreva {${word}} no texto: sem essa palavra, ${missing}`)
      .join(". "),
  )
}

/** A look-ahead before the pattern (any text without one), its message after the pattern's. */
function withAhead(pattern: Pattern | undefined, ahead: string, message: string): Pattern {
  return pattern
    ? {
        regex: `^${ahead}${pattern.regex.replace(/^\^/, "")}`,
        message: `${pattern.message}. ${message}`,
      }
    : { regex: `^${ahead}[\\s\\S]*$`, message }
}

/** A select or relation field's choice of several, at least one when it is required. */
const several = (field: { multiple?: boolean; required?: boolean }) =>
  field.multiple ? { multiple: true, ...(field.required ? { min: 1 } : {}) } : {}

function widgetOf(field: NamedField, now: Date): Widget {
  switch (field.kind) {
    case "text":
      return { widget: field.multiline ? "text" : "string" }
    case "integer":
      return {
        widget: "number",
        value_type: "int",
        step: 1,
        ...(field.min === undefined ? {} : { min: field.min }),
      }
    case "quantity":
      return {
        widget: "number",
        value_type: field.whole ? "int" : "float",
        min: 0,
        ...(field.whole ? { step: 1 } : {}),
      }
    case "boolean":
      return { widget: "boolean", default: false }
    case "date":
      // A day stored as AAAA-MM-DD, picked in the Brazilian order.
      return {
        widget: "datetime",
        format: "YYYY-MM-DD",
        date_format: "DD/MM/YYYY",
        time_format: false,
        picker_utc: true,
      }
    case "image":
      return { ...IMAGE_WIDGET }
    case "select":
      return {
        widget: "select",
        options: field.optionLabels
          ? field.options.map((value, i) => ({ label: field.optionLabels![i], value }))
          : [...field.options],
        ...several(field),
      }
    case "reference":
      return {
        widget: "relation",
        collection: field.to.collection,
        value_field: "id",
        search_fields: [field.to.displayField],
        display_fields: [field.to.displayField],
        ...several(field),
      }
    case "listed":
      return {
        widget: "relation",
        collection: field.from.editor.collection,
        file: field.from.editor.file,
        value_field: `${field.from.field}.*`,
        search_fields: [`${field.from.field}.*`],
        display_fields: [`${field.from.field}.*`],
        ...several(field),
      }
    case "group":
      return { widget: "object", fields: cmsFields(field.fields, now) }
    case "list":
      return {
        widget: "list",
        ...(field.max === undefined ? {} : { max: field.max }),
        ...listItem(field.item, field.name, now),
      }
  }
}

/** A list of groups has `fields`; a list of texts or pictures has one `field`. */
function listItem(item: ItemSpec, listName: string, now: Date): Record<string, unknown> {
  if (item.kind === "group") return { fields: cmsFields(item.fields, now) }
  const pattern = item.kind === "text" ? withLength(undefined, item.maxLength) : undefined
  const field: CmsField = {
    name: listName.replace(/s$/, ""),
    label: item.label,
    ...(item.kind === "image" ? IMAGE_WIDGET : { widget: "string" }),
    ...(pattern ? { pattern: [pattern.regex, pattern.message] } : {}),
  }
  return { field }
}
