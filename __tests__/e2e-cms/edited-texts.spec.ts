/**
 * "Textos do site" in the editor: the maintainer rewrites the company description, sees it in the
 * preview drawn with the site's own "Sobre", and publishes; the file the editor writes is the
 * fixture's texts.json byte for byte, which the main fixture build builds and
 * __tests__/e2e/site-texts.spec.ts checks on the site. The copy starts with another description.
 *
 * After a change to what the editor writes, `UPDATE_EDITOR_FIXTURE=1 npx playwright test
 * __tests__/e2e-cms/edited-texts.spec.ts --project editor` copies its file over the fixture's.
 */
import { readFile, writeFile } from "node:fs/promises"
import path from "node:path"
import { test, expect } from "../e2e/fixtures"
import { bootEditor, docsScreenshot, field, publishNow } from "./editor-helpers"
import { fixtureFile, updateFixture } from "./edited-fixture"
import { fillText, firmWords, paragraphs } from "../../src/lib/site-texts"

/** The description the copy starts with: the maintainer replaces it. */
const BEFORE = "Texto antigo da apresentação, que a empresa vai reescrever."

let description: string
let site: Parameters<typeof firmWords>[0]

const boot = bootEditor({
  prepare: async (content: string) => {
    const texts = JSON.parse(await readFile(fixtureFile("texts.json"), "utf8")) as {
      about: { description: string }
    }
    description = texts.about.description
    site = JSON.parse(await readFile(fixtureFile("site.json"), "utf8")) as typeof site
    texts.about.description = BEFORE
    await writeFile(path.join(content, "texts.json"), `${JSON.stringify(texts, null, 2)}\n`)
  },
})

test("the maintainer rewrites the company description, sees it in 'Sobre' in the preview, and publishes it", async () => {
  const { page } = boot.session
  await boot.session.open("#/collections/textos/entries/textos")
  const frame = page.frameLocator("#preview-pane")
  const about = frame.locator("#sobre")
  await expect(about).toContainText(BEFORE)

  await field(page, "Apresentação da empresa").fill(description)
  // A paragraph a line, with the site's own section; the words in braces filled as the site
  // fills them, from the build's facts.
  expect(description).toMatch(/\{cidade\}.*\{fundacao\}.*\{empresa\}/)
  const shown = paragraphs(fillText(description, firmWords(site)))
  expect(shown.length).toBeGreaterThan(1)
  for (const paragraph of shown)
    await expect(about.locator("p", { hasText: paragraph })).toHaveText(paragraph)
  await expect(about).not.toContainText(BEFORE)
  await expect(about.getByRole("heading", { name: "Especialidades" })).toBeVisible()
  // No word in braces anywhere in the preview: every section shows the firm's values.
  await expect(frame.locator("body")).toContainText(`Desde ${site.foundingYear}, a ${site.name}`)
  await expect(frame.locator("body")).not.toContainText(/\{\w+\}/)
  await docsScreenshot(page, "editor-textos.png")

  await publishNow(page)
  const written = path.join(boot.content, "texts.json")
  await updateFixture(written, fixtureFile("texts.json"))
  await expect
    .poll(() => readFile(written, "utf8"), { message: "the file the editor wrote" })
    .toBe(await readFile(fixtureFile("texts.json"), "utf8"))
  boot.session.expectNoErrors()
})
