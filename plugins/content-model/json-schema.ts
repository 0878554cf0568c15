/** The content files' JSON Schemas, for hand edits in VS Code (docs/content-model.md). */
import { CONTENT_TYPES } from "../../src/lib/content-model/content-types"
import type {
  ContentType,
  FieldSpec,
  ItemSpec,
  NamedField,
} from "../../src/lib/content-model/field"
import { locationPath } from "../../src/lib/content-model/location"
import { DATE } from "../../src/lib/content-model/patterns"

type Schema = Record<string, unknown>

export const SCHEMA_FOLDER = ".vscode/schemas"

/** The file name of a type's schema: "Project" → "project.schema.json". */
export const schemaFile = (type: ContentType) =>
  `${type.typeName.replace(/[a-z](?=[A-Z])/g, "$&-").toLowerCase()}.schema.json`

/** One type's schema: its fields, required ones listed, any other field name underlined. */
export function contentSchema(type: ContentType): Schema {
  return {
    $schema: "http://json-schema.org/draft-07/schema#",
    title: `content/${locationPath(type.location)}: ${type.label}`,
    ...objectOf(type.fields),
  }
}

/** VS Code's json.schemas: each type's schema on its files, in content/ and in the fixture. */
export function vscodeSettings(): Schema {
  return {
    "json.schemas": CONTENT_TYPES.map((type) => ({
      fileMatch: ["content", "__tests__/fixtures/content"].map(
        (root) => `${root}/${locationPath(type.location, "*").replace(/<[^>]+>/g, "*")}`,
      ),
      url: `./${SCHEMA_FOLDER}/${schemaFile(type)}`,
    })),
  }
}

/** [path from the root, text] of each schema and of the settings. */
export function schemaFiles(): [string, string][] {
  const json = (value: unknown) => `${JSON.stringify(value, null, 2)}\n`
  return [
    ...CONTENT_TYPES.map((type): [string, string] => [
      `${SCHEMA_FOLDER}/${schemaFile(type)}`,
      json(contentSchema(type)),
    ]),
    [".vscode/settings.json", json(vscodeSettings())],
  ]
}

function objectOf(fields: readonly FieldSpec[]): Schema {
  const named = fields.filter((field): field is NamedField => field.kind !== "ignored")
  const ignored = fields.filter((field) => field.kind === "ignored")
  const required = named.filter((field) => field.required).map((field) => field.name)
  return {
    type: "object",
    properties: Object.fromEntries([
      ...named.map((field) => [field.name, { ...described(field), ...valueOf(field) }]),
      ...ignored.map((field) => [field.name, { deprecationMessage: field.reason }]),
    ]),
    ...(required.length > 0 && { required }),
    additionalProperties: false,
  }
}

/** The label and help, and the example when it is a whole value ("{ "points": […] }" is not). */
function described(field: NamedField): Schema {
  const words = { title: field.label, description: field.help }
  try {
    return { ...words, examples: [JSON.parse(field.example)] }
  } catch {
    return words
  }
}

/** The value's rule: a pattern that moves with the calendar is left to the check. */
function valueOf(field: NamedField | ItemSpec): Schema {
  switch (field.kind) {
    case "text":
      return {
        type: "string",
        ...(typeof field.pattern === "object" && {
          pattern: field.pattern.regex,
          patternErrorMessage: field.pattern.message,
        }),
        ...lengthOf(field.maxLength, field.placeholders),
      }
    case "integer":
      return { type: "integer", ...(field.min !== undefined && { minimum: field.min }) }
    case "quantity":
      return { type: field.whole ? "integer" : "number", minimum: 0 }
    case "boolean":
      return { type: "boolean" }
    case "date":
      return { type: "string", pattern: DATE.regex, patternErrorMessage: DATE.message }
    case "select": {
      const one = { type: "string", enum: field.options }
      return field.multiple ? { type: "array", items: one, uniqueItems: true } : one
    }
    case "reference":
      return field.multiple ? { type: "array", items: { type: "string" } } : { type: "string" }
    case "listed":
      return field.multiple
        ? { type: "array", items: { type: "string" }, uniqueItems: true }
        : { type: "string" }
    case "list":
      return {
        type: "array",
        items: { title: field.item.label, ...valueOf(field.item) },
        ...(field.max !== undefined && { maxItems: field.max }),
      }
    case "group":
      return objectOf(field.fields)
    default:
      return { type: "string" }
  }
}

/**
 * The limit the layout sets; a text with a word in braces is measured filled in ("{anos}" is
 * "30" on the site), which only the check does.
 */
function lengthOf(maxLength?: number, placeholders?: readonly string[]): Schema {
  if (maxLength === undefined) return {}
  if (!placeholders?.length) return { maxLength }
  return { anyOf: [{ maxLength }, { pattern: "\\{[A-Za-z]+\\}" }] }
}
