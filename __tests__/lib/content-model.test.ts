/** @jest-environment node */
/**
 * The content model's tables (src/lib/content-model) are the only place a content field is
 * defined: the GraphQL types, the editor, the content check and the site's labels all agree with
 * them, and one module parses a location.
 */
import { readdirSync, readFileSync } from "node:fs"
import path from "node:path"
import {
  Kind,
  parse,
  type FieldDefinitionNode,
  type ObjectTypeDefinitionNode,
} from "gatsby/graphql"
import { cmsConfig } from "../../plugins/content-editor/config"
import { withLength, type CmsField } from "../../plugins/content-editor/fields"
import { checkFields } from "../../plugins/content-model/content-check/shape"
import { typeDefs } from "../../plugins/content-model/type-defs"
import * as brazilStates from "../../src/lib/brazil-states"
import {
  fieldOf,
  patternOf,
  type ContentType,
  type FieldSpec,
  type ItemSpec,
  type NamedField,
} from "../../src/lib/content-model/field"
import { FIRM_TYPE } from "../../src/lib/content-model/firm"
import { PROJECT_TYPE } from "../../src/lib/content-model/project"
import { QUOTE_FORM_TYPE } from "../../src/lib/content-model/quote-form"
import { SERVICE_TYPE } from "../../src/lib/content-model/service"
import { TEAM_TYPE } from "../../src/lib/content-model/team"
import { TEXTS_TYPE } from "../../src/lib/content-model/texts"
import * as location from "../../src/lib/location"
import { STAT_LABELS } from "../../src/lib/project-stats"
import * as projectStates from "../../src/lib/project-states"

const NOW = new Date("2026-06-01T12:00:00Z")
const TYPES: readonly ContentType[] = [
  PROJECT_TYPE,
  FIRM_TYPE,
  TEAM_TYPE,
  TEXTS_TYPE,
  SERVICE_TYPE,
  QUOTE_FORM_TYPE,
]

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
  const NODE_FIELD_TYPES = ["ProjectFields"]

  const objectTypes = new Map(
    parse(typeDefs)
      .definitions.filter(
        (node): node is ObjectTypeDefinitionNode => node.kind === Kind.OBJECT_TYPE_DEFINITION,
      )
      .map((node) => [node.name.value, node]),
  )

  /** Every object type the tables describe: each content type and its nested groups. */
  function describedTypes(): [string, readonly FieldSpec[]][] {
    const walk = (name: string, fields: readonly FieldSpec[]): [string, readonly FieldSpec[]][] => [
      [name, fields],
      ...named(fields).flatMap((field) => {
        if (field.kind === "group") return walk(field.typeName, field.fields)
        if (field.kind === "list" && field.item.kind === "group")
          return walk(field.item.typeName, field.item.fields)
        return []
      }),
    ]
    return TYPES.flatMap((type) => walk(type.typeName, type.fields))
  }

  const sdlFields = (typeName: string): FieldDefinitionNode[] => [
    ...(objectTypes.get(typeName)?.fields ?? []),
  ]

  it.each(describedTypes())("declares exactly the fields of %s", (typeName, fields) => {
    expect(objectTypes.has(typeName)).toBe(true)
    const expected = named(fields)
      .filter((field) => field.graphql !== false)
      .map((field) =>
        typeof field.graphql === "string" ? field.graphql.split(":")[0].trim() : field.name,
      )
    const declared = sdlFields(typeName).map((field) => field.name.value)
    expect(declared).toEqual([...expected, ...(EXTRA[typeName] ?? [])])
  })

  // The fixture content is what the types must carry: each field's type is checked against the
  // values the fixture's files hold for it, not against a second copy of the mapping.
  const readJson = (...parts: string[]) =>
    JSON.parse(readFileSync(path.join(FIXTURE, ...parts), "utf8")) as Record<string, unknown>
  const FIXTURE = "__tests__/fixtures/content"
  const SAMPLES: [string, Record<string, unknown>[]][] = [
    [
      PROJECT_TYPE.typeName,
      readdirSync(path.join(FIXTURE, "projects")).map((folder) =>
        readJson("projects", folder, "project.json"),
      ),
    ],
    [FIRM_TYPE.typeName, [readJson("site.json")]],
    [TEXTS_TYPE.typeName, [readJson("texts.json")]],
    [
      TEAM_TYPE.typeName,
      readdirSync(path.join(FIXTURE, "team"))
        .filter((name) => name.endsWith(".json"))
        .map((name) => readJson("team", name)),
    ],
    [
      SERVICE_TYPE.typeName,
      readdirSync(path.join(FIXTURE, "services")).map((name) => readJson("services", name)),
    ],
    [QUOTE_FORM_TYPE.typeName, [readJson("quote-form.json")]],
  ]
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

  it.each(describedTypes())(
    "marks a field of %s required (!) when the table does",
    (typeName, fields) => {
      const declared = new Map(sdlFields(typeName).map((field) => [field.name.value, field.type]))
      for (const field of named(fields).filter((item) => item.graphql !== false)) {
        const sdlName =
          typeof field.graphql === "string" ? field.graphql.split(":")[0].trim() : field.name
        const required = declared.get(sdlName)?.kind === Kind.NON_NULL_TYPE
        expect([sdlName, required]).toEqual([
          sdlName,
          Boolean(field.required) || typeof field.graphql === "string",
        ])
      }
    },
  )

  it("declares no other object type than the tables' and the build's node fields", () => {
    const expected = [...describedTypes().map(([name]) => name), ...NODE_FIELD_TYPES]
    expect([...objectTypes.keys()].sort()).toEqual([...new Set(expected)].sort())
  })
})

describe("the editor's fields are the tables' fields", () => {
  interface Collection {
    name: string
    fields?: CmsField[]
    files?: { file: string; fields: CmsField[] }[]
  }
  const collections = cmsConfig({
    githubRepo: "firma/site",
    githubBranch: "main",
    localBackend: false,
    now: NOW,
  }).collections as Collection[]
  const collection = (name: string) => collections.find((item) => item.name === name)

  /** The options' values and, where the editor shows them otherwise, their labels. */
  function options(item: CmsField) {
    const raw = (item.options ?? []) as (string | { label: string; value: string })[]
    return {
      values: raw.map((option) => (typeof option === "string" ? option : option.value)),
      labels: raw.map((option) => (typeof option === "string" ? option : option.label)),
    }
  }

  /** Every disagreement between a table and the editor's fields, as readable lines. */
  function disagreements(table: readonly FieldSpec[], editor: CmsField[], path: string): string[] {
    const offered = named(table).filter((field) => field.editor !== false)
    const problems: string[] = []
    const names = editor.map((item) => item.name)
    if (JSON.stringify(names) !== JSON.stringify(offered.map((field) => field.name)))
      problems.push(`${path}: fields ${names.join(",")}`)
    for (const field of offered) {
      const item = editor.find((candidate) => candidate.name === field.name)
      if (!item) continue
      const where = `${path}${field.name}`
      const differ = (what: string, actual: unknown, wanted: unknown) => {
        if (JSON.stringify(actual) !== JSON.stringify(wanted))
          problems.push(`${where}: ${what} ${JSON.stringify(actual)} ≠ ${JSON.stringify(wanted)}`)
      }
      differ("label", item.label, field.label)
      differ("hint", item.hint, field.help)
      differ("required", item.required ?? true, field.required)
      const pattern = withLength(
        patternOf(field, NOW),
        field.kind === "text" ? field.maxLength : undefined,
      )
      differ("pattern", item.pattern, pattern ? [pattern.regex, pattern.message] : undefined)
      if (field.kind === "select") {
        differ("widget", item.widget, "select")
        differ("options", options(item).values, field.options)
        differ("option labels", options(item).labels, field.optionLabels ?? field.options)
        differ("multiple", item.multiple ?? false, field.multiple ?? false)
      }
      if (field.kind === "reference") {
        differ("widget", item.widget, "relation")
        differ("collection", item.collection, field.to.collection)
        differ("multiple", item.multiple ?? false, field.multiple)
        if (!collection(field.to.collection)) problems.push(`${where}: no collection`)
      }
      if (field.kind === "integer") differ("min", item.min, field.min)
      if (field.kind === "quantity") {
        // A number the editor refuses below 0, whole for counts: no unit can be typed into it.
        differ("widget", item.widget, "number")
        differ("min", item.min, 0)
        differ("value_type", item.value_type, field.whole ? "int" : "float")
      }
      if (field.kind === "list") differ("max", item.max, field.max)
      const inner = innerFields(field)
      if (inner) problems.push(...disagreements(inner, item.fields as CmsField[], `${where}.`))
      else if (field.kind === "list") {
        // A list of pictures has one field per item; a list of short texts may be one input.
        const single = item.field as CmsField | undefined
        if (single || field.item.kind !== "text")
          differ("item label", single?.label, field.item.label)
        if (field.item.kind === "text" && field.item.maxLength !== undefined) {
          const limit = withLength(undefined, field.item.maxLength)!
          differ("item pattern", single?.pattern, [limit.regex, limit.message])
        }
      }
    }
    return problems
  }

  it("offers the projects' fields of the project table", () => {
    expect(disagreements(PROJECT_TYPE.fields, collection("projetos")!.fields!, "")).toEqual([])
  })

  it("offers the team members' fields of the team table", () => {
    expect(collection("equipe")).toMatchObject({ folder: "content/team", slug: "{{id}}" })
    expect(disagreements(TEAM_TYPE.fields, collection("equipe")!.fields!, "")).toEqual([])
  })

  it("offers the texts' fields of the texts table", () => {
    const texts = collection("textos")!.files!.find((file) => file.file === "content/texts.json")!
    expect(disagreements(TEXTS_TYPE.fields, texts.fields, "")).toEqual([])
  })

  it("offers the services' fields of the service table", () => {
    expect(collection("servicos")).toMatchObject({ folder: "content/services" })
    expect(disagreements(SERVICE_TYPE.fields, collection("servicos")!.fields!, "")).toEqual([])
  })

  it("offers the Tipo de Projeto options of the quote form table", () => {
    const form = collection("formulario")!.files!.find(
      (file) => file.file === "content/quote-form.json",
    )!
    expect(disagreements(QUOTE_FORM_TYPE.fields, form.fields, "")).toEqual([])
  })

  it("offers the firm's fields of the firm table", () => {
    const site = collection("empresa")!.files!.find((file) => file.file === "content/site.json")!
    expect(disagreements(FIRM_TYPE.fields, site.fields, "")).toEqual([])
  })
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

  it.each(TYPES.map((type) => [type.typeName, type] as const))(
    "reports every required top-level field of %s as missing from {}",
    (_name, type) => {
      const findings = checkFields({}, type, "f.json", NOW)
      const required = named(type.fields).filter((field) => field.required)
      expect(findings.map((finding) => [finding.severity, finding.field])).toEqual(
        required.map((field) => ["error", field.name]),
      )
      findings.forEach((finding, i) =>
        expect(finding.message).toBe(
          `Falta o campo "${required[i].name}" (${required[i].label}). Acrescente, por exemplo: ` +
            `"${required[i].name}": ${required[i].example}.`,
        ),
      )
    },
  )

  it.each(TYPES.map((type) => [type.typeName, type] as const))(
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
    const examples = TYPES.flatMap((type) => {
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
    const editor = cmsConfig({ githubRepo: "a/b", githubBranch: "main", localBackend: false })
    const projects = (editor.collections as { name: string; fields?: CmsField[] }[]).find(
      (item) => item.name === "projetos",
    )!
    const editorStats = projects.fields!.find((item) => item.name === "stats")!.fields as CmsField[]
    expect(editorStats.find((item) => item.name === "vazaoRe")!.label).toBe("Vazão de reúso")
  })
})

describe("one location parser", () => {
  const functionsNamedLocation = (module: Record<string, unknown>) =>
    Object.keys(module).filter((key) => /location/i.test(key) && typeof module[key] === "function")

  it("is src/lib/location.ts", () => {
    expect(functionsNamedLocation(location).sort()).toEqual(["parseLocation", "suggestLocation"])
  })

  it("is not brazil-states.ts nor project-states.ts", () => {
    expect(functionsNamedLocation(brazilStates)).toEqual([])
    expect(functionsNamedLocation(projectStates)).toEqual([])
  })

  it("is the pattern the project table gives the editor and the check", () => {
    const field = fieldOf(PROJECT_TYPE.fields, "location")
    expect(patternOf(field, NOW)?.regex).toBe(location.LOCATION_PATTERN)
    expect(field.kind === "text" && field.suggest).toBe(location.suggestLocation)
  })
})
