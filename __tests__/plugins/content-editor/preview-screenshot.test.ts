/** @jest-environment node */
import { readFileSync } from "node:fs"
import path from "node:path"
import sharp from "sharp"

const REPO = path.join(__dirname, "../../..")

/**
 * The guide shows the project preview as the editor draws it at 1280 px. The editor's e2e
 * (__tests__/e2e-cms/preview.spec.ts) compares this file with the preview it draws, and
 * `npm run docs:screenshots` rewrites it.
 */
it("docs/CONTEUDO.md shows the editor's project preview, a screenshot at the editor's width", async () => {
  const guide = readFileSync(path.join(REPO, "docs/CONTEUDO.md"), "utf8")
  expect(guide).toMatch(/!\[[^\]]*prévia[^\]]*\]\(img\/editor-previa\.png\)/)
  const { format, width, height } = await sharp(
    path.join(REPO, "docs/img/editor-previa.png"),
  ).metadata()
  expect({ format, width, height }).toEqual({ format: "png", width: 1280, height: 900 })
})
