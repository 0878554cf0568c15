/**
 * Rewrites what the content model's tables make for people to read: docs/content-model.md's
 * field tables, and the JSON Schemas VS Code shows while a content file is edited by hand
 * (.vscode/schemas/, mapped by .vscode/settings.json).
 */
import { mkdir, readFile, writeFile } from "node:fs/promises"
import path from "node:path"
import { withFieldTables } from "../plugins/content-model/field-docs"
import { schemaFiles } from "../plugins/content-model/json-schema"
import { runMain } from "./lib/cli"

const root = path.join(__dirname, "..")
const page = path.join(root, "docs/content-model.md")

async function main() {
  const before = await readFile(page, "utf8")
  const after = withFieldTables(before)
  if (after === before) console.log("docs/content-model.md: as the tables say already.")
  else {
    await writeFile(page, after)
    console.log("docs/content-model.md: field tables rewritten.")
  }
  for (const [file, text] of schemaFiles()) {
    await mkdir(path.dirname(path.join(root, file)), { recursive: true })
    await writeFile(path.join(root, file), text)
  }
  console.log(".vscode/: the content files' JSON Schemas written.")
}

runMain(main)
