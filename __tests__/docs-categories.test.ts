/** @jest-environment node */
import { readFileSync } from "node:fs"
import path from "node:path"
import { CATEGORIES_FIELDS, CATEGORIES_TYPE } from "../src/lib/content-model/categories"
import { locationPath } from "../src/lib/content-model/location"

const guide = readFileSync(path.join(__dirname, "../docs/CONTEUDO.md"), "utf8")
const section = guide.split("### Categorias\n")[1]?.split(/\n#/)[0] ?? ""

/**
 * The categories are the firm's content (content/categories.json): the guide sends the
 * maintainer there and shows the file's form, and never lists categories of its own, which would
 * go stale the day the firm changes its list.
 */
it("docs/CONTEUDO.md points to the firm's category list instead of fixing one", () => {
  expect(section).toContain(`content/${locationPath(CATEGORIES_TYPE.location)}`)
  expect(section).toContain(
    `"categories": ${CATEGORIES_FIELDS[0].kind === "list" && CATEGORIES_FIELDS[0].example}`,
  )
  expect([...section.matchAll(/^- (.+)$/gm)]).toEqual([])
})
