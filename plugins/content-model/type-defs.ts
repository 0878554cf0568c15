/**
 * The GraphQL types of the content, made from the content model's tables (src/lib/content-model).
 * Declared, never inferred: a missing required field fails the build.
 */
import { CONTENT_TYPES } from "../../src/lib/content-model/content-types"
import type { FieldSpec, NamedField } from "../../src/lib/content-model/field"
import { groupOf } from "../../src/lib/content-model/field"

/** What the build adds to a type beyond its JSON fields (node fields, resolvers elsewhere). */
const EXTRA_FIELDS: Record<string, string[]> = {
  Project: ["fields: ProjectFields!"],
}

const NODE_FIELD_TYPES = `
  type ProjectFields @dontInfer {
    slug: String!
    state: String!
  }
`

const blocks = CONTENT_TYPES.flatMap((type) => [
  objectType(type.typeName, type.fields, true),
  ...nestedTypes(type.fields),
])
// A nested type shared by several fields (texts.json's section headings) is declared once.
const unique = [...new Map(blocks.map((block) => [block.split(" {")[0], block])).values()]

/** The SDL of every content type, with the nested types of their groups and lists. */
export const typeDefs = `${unique.join("\n\n")}\n${NODE_FIELD_TYPES}`

function objectType(name: string, fields: readonly FieldSpec[], isNode: boolean): string {
  const lines = fields.flatMap((field) => {
    if (field.kind === "ignored" || field.graphql === false) return []
    const line = field.graphql ?? `${field.name}: ${graphqlType(field)}`
    return [`  ${description(field.help)}\n  ${line}`]
  })
  const extra = (EXTRA_FIELDS[name] ?? []).map((line) => `  ${line}`)
  const header = isNode ? `type ${name} implements Node @dontInfer` : `type ${name} @dontInfer`
  return `${header} {\n${[...lines, ...extra].join("\n")}\n}`
}

function nestedTypes(fields: readonly FieldSpec[]): string[] {
  return fields.flatMap((field) => {
    const group = groupOf(field)
    if (!group) return []
    return [objectType(group.typeName, group.fields, false), ...nestedTypes(group.fields)]
  })
}

function graphqlType(field: NamedField): string {
  const bang = field.required ? "!" : ""
  switch (field.kind) {
    case "integer":
      return `Int${bang}`
    case "quantity":
      return `Float${bang}`
    case "boolean":
      return `Boolean${bang}`
    case "group":
      return `${field.typeName}${bang}`
    case "list":
      return `[${field.item.kind === "group" ? field.item.typeName : "String"}!]${bang}`
    case "select":
    case "reference":
    case "listed":
      return field.multiple ? `[String!]${bang}` : `String${bang}`
    default:
      return `String${bang}`
  }
}

/** A GraphQL block string: the table's help, for GraphiQL and the generated types. */
function description(text: string): string {
  return `"""${text.replace(/"""/g, '\\"""')}"""`
}
