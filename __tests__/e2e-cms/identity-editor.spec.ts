/**
 * The firm's identity in the editor ("Dados da empresa" → "Identidade visual"): a logo uploaded
 * and a main colour chosen show in the preview at once, as the site will draw them; saved, the
 * logo lands beside identidade.json as it was sent (a PNG, not re-encoded).
 * decap-server listens on a fixed port: the "editor" project runs its files one at a time.
 */
import { readFile, writeFile } from "node:fs/promises"
import path from "node:path"
import sharp from "sharp"
import type { Locator } from "@playwright/test"
import { test, expect } from "../e2e/fixtures"
import { jsonWhenWhole } from "../helpers/cms-content"
import { bootEditor, field, publishNow } from "./editor-helpers"

test.describe.configure({ mode: "serial" })

let logoFile: string

const boot = bootEditor({
  prepare: async (content: string) => {
    // A logo that is not the demo's: a red bar on a transparent canvas, 900×300.
    logoFile = path.join(path.dirname(content), "novo-logo.png")
    const bar = { create: { width: 900, height: 150, channels: 4, background: "#c81e1e" } } as const
    const canvas = {
      width: 900,
      height: 300,
      channels: 4,
      background: { r: 0, g: 0, b: 0, alpha: 0 },
    } as const
    await writeFile(
      logoFile,
      await sharp({ create: canvas })
        .composite([{ input: bar, top: 75, left: 0 }])
        .png()
        .toBuffer(),
    )
  },
})

const style = (locator: Locator, property: string) =>
  locator.evaluate((element, name) => getComputedStyle(element).getPropertyValue(name), property)

test("the three logo fields show their pictures as thumbnails, not Decap's empty placeholder", async () => {
  const { page } = boot.session
  await boot.session.open("#/collections/empresa/entries/identidade")
  const identity = (await jsonWhenWhole(
    path.join(boot.content, "identidade", "identidade.json"),
  )) as Record<"logo" | "logoOnDark" | "icon", string>
  const sizes = await Promise.all(
    [identity.logo, identity.logoOnDark, identity.icon].map(async (name) => {
      const { width, height } = await sharp(
        await readFile(path.join(boot.content, "identidade", name)),
      ).metadata()
      return [width, height]
    }),
  )
  // Decap's placeholder is an empty SVG, drawn at a browser's default 300×150.
  const thumbnails = page.locator('img[src^="blob:"]')
  await expect(thumbnails).toHaveCount(3)
  await expect
    .poll(() =>
      thumbnails.evaluateAll((images) =>
        images.map((image) => [
          (image as HTMLImageElement).naturalWidth,
          (image as HTMLImageElement).naturalHeight,
        ]),
      ),
    )
    .toEqual(sizes)
  for (const thumbnail of await thumbnails.all()) await expect(thumbnail).toBeVisible()
})

test("uploading a logo and changing the main colour shows both in the preview", async () => {
  const { page } = boot.session
  await boot.session.open("#/collections/empresa")
  await page.locator('a[href="#/collections/empresa/entries/identidade"]').click()
  const frame = page.frameLocator("#preview-pane")
  const logo = frame.getByRole("img", { name: "Logotipo", exact: true })
  const button = frame.getByRole("button", { name: "Botão na cor principal" })
  // The demo's logo and main colour first.
  await expect.poll(() => logo.evaluate((img) => (img as HTMLImageElement).naturalWidth)).toBe(480)
  expect(await style(button, "background-color")).toBe("rgb(11, 79, 124)")

  // The logo field is the first picture of the entry: "Escolha uma imagem diferente".
  await page.getByRole("button", { name: "Escolha uma imagem diferente" }).first().click()
  await page.locator('input[type="file"]').setInputFiles(logoFile)
  const choose = page.getByRole("button", { name: "Escolher selecionado" })
  await choose.click()
  await expect(choose).toBeHidden()
  await expect.poll(() => logo.evaluate((img) => (img as HTMLImageElement).naturalWidth)).toBe(900)

  await field(page, "Cor principal").fill("#7a1f2b")
  await expect.poll(() => style(button, "background-color")).toBe("rgb(122, 31, 43)")
  // The link takes the main colour too: the site's own global styles, under the new colour.
  expect(await style(frame.getByRole("link", { name: "um link na cor principal" }), "color")).toBe(
    "rgb(122, 31, 43)",
  )

  await publishNow(page)
  const saved = path.join(boot.content, "identidade", "identidade.json")
  await expect.poll(async () => (await jsonWhenWhole(saved))?.logo).toBe("novo-logo.png")
  const identity = (await jsonWhenWhole(saved)) as { colors: { primary: string } }
  expect(identity.colors.primary).toBe("#7a1f2b")
  const written = await sharp(
    await readFile(path.join(boot.content, "identidade", "novo-logo.png")),
  ).metadata()
  expect([written.format, written.width, written.height]).toEqual(["png", 900, 300])
})
