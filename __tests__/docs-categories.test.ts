/** @jest-environment node */
import { readFileSync } from "node:fs"
import path from "node:path"
import { PROJECT_CATEGORIES } from "../src/lib/categories"

it("docs/CONTEUDO.md lists exactly the site's categories, in the filter's order", () => {
  const guide = readFileSync(path.join(__dirname, "../docs/CONTEUDO.md"), "utf8")
  const section = guide.split("### Categorias")[1]?.split(/\n#/)[0] ?? ""
  const listed = [...section.matchAll(/^- (.+)$/gm)].map((match) => match[1].trim())
  expect(listed).toEqual([...PROJECT_CATEGORIES])
})
