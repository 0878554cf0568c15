/** @jest-environment node */
/**
 * The JSON Schemas VS Code shows while a content file is edited by hand (.vscode/schemas/, made
 * from the tables by plugins/content-model/json-schema.ts): committed as the tables make them,
 * valid for the demo content and the fixture, and refusing the check's usual slips.
 */
import { readdirSync, readFileSync, statSync } from "node:fs"
import path from "node:path"
import Ajv from "ajv"
import { schemaFiles, contentSchema } from "../plugins/content-model/json-schema"
import { CONTENT_TYPES } from "../src/lib/content-model/content-types"
import { typeAt } from "../src/lib/content-model/location"
import { PROJECT_TYPE } from "../src/lib/content-model/project"

const root = path.join(__dirname, "..")
const ajv = new Ajv({ allErrors: true })
const validators = new Map(CONTENT_TYPES.map((type) => [type, ajv.compile(contentSchema(type))]))

/** Every JSON file under a content folder, as its parts from that folder. */
function jsonFiles(folder: string, parts: string[] = []): string[][] {
  return readdirSync(path.join(folder, ...parts)).flatMap((name) => {
    const here = [...parts, name]
    if (statSync(path.join(folder, ...here)).isDirectory()) return jsonFiles(folder, here)
    return name.endsWith(".json") ? [here] : []
  })
}

/** Each error as "path: keyword", e.g. ".year: type". */
function errorsOf(type: (typeof CONTENT_TYPES)[number], value: unknown): string[] {
  const validate = validators.get(type)!
  return validate(value)
    ? []
    : validate.errors!.map((error) => `${error.dataPath}: ${error.keyword}`)
}

it.each(schemaFiles().map(([file, text]) => [file, text]))(
  "commits %s as the tables make it (npm run docs:content-model)",
  (file, text) => {
    expect(readFileSync(path.join(root, file), "utf8")).toBe(text)
  },
)

it.each(["content", "__tests__/fixtures/content"])("accepts every content file of %s", (folder) => {
  const files = jsonFiles(path.join(root, folder)).flatMap((parts) => {
    const type = typeAt(CONTENT_TYPES, parts)
    return type ? [[parts.join("/"), type] as const] : []
  })
  expect(files.length).toBeGreaterThan(20)
  const wrong = files.flatMap(([file, type]) =>
    errorsOf(type, JSON.parse(readFileSync(path.join(root, folder, file), "utf8"))).map(
      (error) => `${file} ${error}`,
    ),
  )
  expect(wrong).toEqual([])
})

describe("a project.json with one of the check's usual slips", () => {
  const valid = JSON.parse(
    readFileSync(path.join(root, "__tests__/fixtures/content/projects/prj1/project.json"), "utf8"),
  ) as Record<string, unknown>

  it.each([
    ["a year as a number", { year: 2019 }, [".year: type"]],
    ["a missing title", { title: undefined }, [": required"]],
    // Which categories exist is the firm's content (categories.json): the check's, not the schema's.
    ["a category twice", { categories: ["Esgoto", "Esgoto"] }, [".categories: uniqueItems"]],
    [
      "a malformed month",
      { periodo: { inicio: "2017-3", fim: "2019-11" } },
      [".periodo.inicio: pattern"],
    ],
    ["an unknown field", { titulo: "X" }, [": additionalProperties"]],
  ])("refuses %s", (_slip, change, errors) => {
    expect(errorsOf(PROJECT_TYPE, { ...valid, ...change })).toEqual(errors)
  })
})
