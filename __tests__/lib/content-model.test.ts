/** @jest-environment node */
/**
 * The content model's tables (src/lib/content-model) are the only place a content field is
 * defined: the GraphQL types carry the fixture's values, the content check asks for what they
 * require, and the site's labels are theirs. What the tables make, field by field, is in the
 * golden files (__tests__/golden-outputs.test.ts).
 */
import { existsSync, readdirSync, readFileSync } from "node:fs"
import path from "node:path"
import {
  Kind,
  parse,
  type FieldDefinitionNode,
  type ObjectTypeDefinitionNode,
} from "gatsby/graphql"
import { cmsConfig } from "../../plugins/content-editor/config"
import type { CmsField } from "../../plugins/content-editor/fields"
import { checkFields } from "../../plugins/content-model/content-check/shape"
import { typeDefs } from "../../plugins/content-model/type-defs"
import {
  fieldOf,
  patternOf,
  type ContentType,
  type FieldSpec,
  type ItemSpec,
  type NamedField,
} from "../../src/lib/content-model/field"
import { CONTENT_TYPES } from "../../src/lib/content-model/content-types"
import { PROJECT_TYPE } from "../../src/lib/content-model/project"
import { STAT_LABELS } from "../../src/lib/project-stats"

const NOW = new Date("2026-06-01T12:00:00Z")

/** The editor's fields of a folder collection ("projetos"). */
function editorFields(collection: string): CmsField[] {
  const editor = cmsConfig({
    githubRepo: "a/b",
    githubBranch: "main",
    localBackend: false,
    now: NOW,
  })
  return (editor.collections as { name: string; fields: CmsField[] }[]).find(
    (item) => item.name === collection,
  )!.fields
}

const named = (fields: readonly FieldSpec[]): NamedField[] =>
  fields.filter((field): field is NamedField => field.kind !== "ignored")

/** The fields of a group, or of a list's group item; null for any other field. */
function innerFields(field: NamedField | ItemSpec): readonly FieldSpec[] | null {
  if (field.kind === "group") return field.fields
  if (field.kind === "list" && field.item.kind === "group") return field.item.fields
  return null
}

describe("the GraphQL types are the tables' fields", () => {
  /** What the build adds beyond the JSON fields, in type-defs.ts, and nothing else. */
  const EXTRA: Record<string, string[]> = { Project: ["fields"] }

  const objectTypes = new Map(
    parse(typeDefs)
      .definitions.filter(
        (node): node is ObjectTypeDefinitionNode => node.kind === Kind.OBJECT_TYPE_DEFINITION,
      )
      .map((node) => [node.name.value, node]),
  )

  const sdlFields = (typeName: string): FieldDefinitionNode[] => [
    ...(objectTypes.get(typeName)?.fields ?? []),
  ]

  // The fixture content is what the types must carry: each field's type is checked against the
  // values the fixture's files hold for it, not against a second copy of the mapping.
  const readJson = (...parts: string[]) =>
    JSON.parse(readFileSync(path.join(FIXTURE, ...parts), "utf8")) as Record<string, unknown>
  const FIXTURE = "__tests__/fixtures/content"
  /** Every file of a content type in the fixture, found by its table's location. */
  function samples({ location }: ContentType): Record<string, unknown>[] {
    if (location.kind === "file") return [readJson(location.file)]
    const names = readdirSync(path.join(FIXTURE, location.folder))
    if (location.kind === "folder")
      return names
        .filter((name) => name.endsWith(".json"))
        .map((name) => readJson(location.folder, name))
    return names
      .filter((name) => existsSync(path.join(FIXTURE, location.folder, name, location.file)))
      .map((name) => readJson(location.folder, name, location.file))
  }
  const SAMPLES = CONTENT_TYPES.map((type) => [type.typeName, samples(type)] as const)
  const SCALARS: Record<string, (value: unknown) => boolean> = {
    String: (value) => typeof value === "string",
    Int: (value) => Number.isInteger(value),
    Float: (value) => typeof value === "number" && Number.isFinite(value),
    Boolean: (value) => typeof value === "boolean",
  }

  /** Where a field's value is in the JSON: Gatsby keeps a file's `id` as `jsonId`. */
  const jsonKey = (field: FieldDefinitionNode) =>
    field.directives?.some((directive) => directive.name.value === "proxy")
      ? "id"
      : field.name.value

  /** The fields checked, as "Type.field: value kind", for every value the fixture holds. */
  function mismatches(typeName: string, objects: Record<string, unknown>[], checked: Set<string>) {
    const wrong: string[] = []
    for (const field of sdlFields(typeName)) {
      if (EXTRA[typeName]?.includes(field.name.value)) continue
      const where = `${typeName}.${field.name.value}`
      const values = objects.map((object) => object[jsonKey(field)])
      let type = field.type
      if (type.kind === Kind.NON_NULL_TYPE) {
        if (values.some((value) => value === undefined || value === null))
          wrong.push(`${where}: required, missing in a fixture file`)
        type = type.type
      }
      let present = values.filter((value) => value !== undefined && value !== null)
      if (type.kind === Kind.LIST_TYPE) {
        if (present.some((value) => !Array.isArray(value))) wrong.push(`${where}: not a list`)
        present = present.filter(Array.isArray).flat()
        type = type.type.kind === Kind.NON_NULL_TYPE ? type.type.type : type.type
      }
      if (type.kind !== Kind.NAMED_TYPE) throw new Error(`${where}: a list of lists`)
      const named = type.name.value
      if (present.length > 0) checked.add(where)
      if (objectTypes.has(named)) {
        wrong.push(...mismatches(named, present as Record<string, unknown>[], checked))
      } else if (!SCALARS[named]) {
        wrong.push(`${where}: ${named}, a type this test does not know`)
      } else {
        for (const value of present)
          if (!SCALARS[named](value)) wrong.push(`${where}: ${named}, but ${JSON.stringify(value)}`)
      }
    }
    return wrong
  }

  it.each(SAMPLES)(
    "gives each field of %s the type of its values in the fixture",
    (typeName, objects) => {
      const checked = new Set<string>()
      expect(mismatches(typeName, objects, checked)).toEqual([])
      // Some fields at least (quote-form.json has one), so the comparison ran.
      expect(checked.size).toBeGreaterThanOrEqual(Math.min(4, sdlFields(typeName).length))
    },
  )
})

describe("the content check's rules are the tables' rules", () => {
  /** A value with every group present and empty: the check must name every required field. */
  function skeleton(fields: readonly FieldSpec[]): Record<string, unknown> {
    return Object.fromEntries(
      named(fields).flatMap((field) => {
        const inner = innerFields(field)
        if (!inner) return []
        return [[field.name, field.kind === "group" ? skeleton(inner) : [skeleton(inner)]]]
      }),
    )
  }

  function requiredPaths(fields: readonly FieldSpec[], prefix = ""): string[] {
    return named(fields).flatMap((field) => {
      const inner = innerFields(field)
      if (!inner) return field.required ? [`${prefix}${field.name}`] : []
      const nested =
        field.kind === "group" ? `${prefix}${field.name}.` : `${prefix}${field.name}[0].`
      return requiredPaths(inner, nested)
    })
  }

  it.each(CONTENT_TYPES.map((type) => [type.typeName, type] as const))(
    "reports every required top-level field of %s as missing from {}",
    (_name, type) => {
      const findings = checkFields({}, type, "f.json", NOW)
      const required = named(type.fields).filter((field) => field.required)
      expect(required.length).toBeGreaterThan(0)
      // Each an error on its field, whose fix is the table's example (its wording:
      // content-check-project-json.test.ts).
      expect(findings).toEqual(
        required.map(({ name, example }) =>
          expect.objectContaining({
            severity: "error",
            field: name,
            message: expect.stringContaining(example),
          }),
        ),
      )
    },
  )

  it.each(CONTENT_TYPES.map((type) => [type.typeName, type] as const))(
    "reports every required nested field of %s as missing from empty groups",
    (_name, type) => {
      const findings = checkFields(skeleton(type.fields), type, "f.json", NOW)
      expect(findings.map((finding) => finding.field).sort()).toEqual(
        requiredPaths(type.fields).sort(),
      )
      expect(findings.every((finding) => finding.message.startsWith("Falta o campo"))).toBe(true)
    },
  )

  it("gives, in every fix, an example that passes the table's own rule", () => {
    const examples = CONTENT_TYPES.flatMap((type) => {
      const walk = (fields: readonly FieldSpec[]): NamedField[] =>
        named(fields).flatMap((field) => [field, ...walk(innerFields(field) ?? [])])
      return walk(type.fields)
    })
    for (const field of examples) {
      const pattern = patternOf(field, NOW)
      if (pattern) {
        const example = JSON.parse(field.example) as string
        expect([field.name, new RegExp(pattern.regex).test(example)]).toEqual([field.name, true])
      }
      if (field.kind === "select") {
        const example = JSON.parse(field.example) as string | string[]
        for (const value of [example].flat())
          expect([field.name, field.options.includes(value)]).toEqual([field.name, true])
      }
    }
  })
})

describe("the site's labels are the table's labels", () => {
  it('calls vazaoRe "Vazão de reúso" on the site, in the editor and in the check', () => {
    expect(STAT_LABELS.vazaoRe).toBe("Vazão de reúso")
    expect(fieldOf(PROJECT_TYPE.fields, "stats.vazaoRe").label).toBe("Vazão de reúso")
    const [finding] = checkFields({ stats: { vazaoRe: 40 } }, PROJECT_TYPE, "p.json", NOW).filter(
      (item) => item.field === "stats.vazaoRe",
    )
    expect(finding.message).toBe(
      'O campo "vazaoRe" do campo "stats" (Vazão de reúso) deve ser um texto entre aspas, ' +
        'por exemplo: "vazaoRe": "40 L/s".',
    )
    const editorStats = editorFields("projetos").find((item) => item.name === "stats")!
      .fields as CmsField[]
    expect(editorStats.find((item) => item.name === "vazaoRe")!.label).toBe("Vazão de reúso")
  })
})

describe("a project's location", () => {
  it("is held to one rule by the editor and the check, which gives the fix", () => {
    const editor = editorFields("projetos").find((item) => item.name === "location")!
    const check = (value: string) =>
      checkFields({ location: value }, PROJECT_TYPE, "p.json", NOW).filter(
        (finding) => finding.field === "location",
      )
    for (const [value, valid] of [
      ["Itabira - MG", true],
      ["Rio de Janeiro - RJ", true],
      ["Itabira/MG", false],
      ["Itabira", false],
    ] as const) {
      expect([value, new RegExp(editor.pattern![0]).test(value)]).toEqual([value, valid])
      expect([value, check(value).length === 0]).toEqual([value, valid])
    }
    expect(check("Itabira/MG")[0].message).toContain('Use "Itabira - MG".')
  })
})
