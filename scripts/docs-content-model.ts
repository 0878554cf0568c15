/** Rewrites docs/content-model.md's field tables from the content model's tables. */
import { readFile, writeFile } from "node:fs/promises"
import path from "node:path"
import { withFieldTables } from "../plugins/content-model/field-docs"

const page = path.join(__dirname, "../docs/content-model.md")

async function main() {
  const before = await readFile(page, "utf8")
  const after = withFieldTables(before)
  if (after === before) console.log("docs/content-model.md: as the tables say already.")
  else {
    await writeFile(page, after)
    console.log("docs/content-model.md: field tables rewritten.")
  }
}

main().catch((caught: unknown) => {
  console.error(caught instanceof Error ? caught.message : caught)
  process.exit(1)
})
