/** @jest-environment node */
import { readFileSync } from "node:fs"
import path from "node:path"
import { END, fieldTablesMarkdown, START } from "../plugins/content-model/field-docs"
import { PROJECT_TYPE } from "../src/lib/content-model/project"

const page = readFileSync(path.join(__dirname, "../docs/content-model.md"), "utf8")

/** The generated part of the page. */
function generatedPart(text: string): string {
  return text.slice(text.indexOf(START) + START.length, text.indexOf(END))
}

/** The entries as data, whatever Prettier did to their spacing: a heading or a field's entry each. */
function normalised(markdown: string): string[] {
  return markdown
    .replace(/\n {2,}/g, " ")
    .split("\n")
    .map((line) => line.replace(/\s+/g, " ").trim())
    .filter(Boolean)
}

it("docs/content-model.md's field tables are the ones the content model's tables make", () => {
  expect(page.includes(START) && page.includes(END)).toBe(true)
  expect(normalised(generatedPart(page))).toEqual(normalised(fieldTablesMarkdown()))
})

it("describes every field of project.json, with its label", () => {
  const rows = normalised(fieldTablesMarkdown([PROJECT_TYPE]))
  for (const field of PROJECT_TYPE.fields)
    expect(rows.some((row) => row.startsWith(`- \`${field.name}\``))).toBe(true)
  expect(rows.some((row) => row.startsWith("- `stats.vazaoRe` (Vazão de reúso, "))).toBe(true)
})
