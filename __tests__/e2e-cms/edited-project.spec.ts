/**
 * The site's side of the editor's work: the project and the engineer editor.spec.ts writes are
 * the fixture's prj19 and marcos-teixeira, and the project it marks "Destaque no portfólio" is
 * the fixture's prj2 (edited-fixture.ts), which the main fixture build builds. That build
 * (public/, served at the site's address) must show the new project with its photos upright and
 * whole, its client and its responsible engineer on /equipe/, and the marked project first.
 */
import path from "node:path"
import { test, expect, hydrated } from "../e2e/fixtures"
import { PORTRAIT } from "../helpers/exif-photos"
import { builtProjects, cardImage, largestOutput, photoData, widestOutput } from "./built-site"
import { docsScreenshot } from "./editor-helpers"
import {
  EDITED_PHOTO,
  FEATURED_PROJECT,
  NEW_MEMBER,
  NEW_PAGE,
  NEW_PROJECT,
  NEW_TITLE,
} from "./edited-fixture"
import { PORTFOLIO } from "../helpers/fixture-portfolio"
import { inspectWholePortrait } from "./whole-portrait"

const PUBLIC = path.join(__dirname, "../../public")

test("the build shows the editor's new project with its photos upright and whole", async () => {
  const { addresses, project } = await builtProjects(PUBLIC)
  expect(addresses[NEW_PROJECT.id]).toBe(NEW_PAGE)
  const created = await project(NEW_PROJECT.id)
  expect(created.title).toBe(NEW_TITLE)
  expect(created.gallery.map((file) => file.base)).toEqual(["obra-1.jpg", "obra-2.jpg"])
  // Whole portraits at their real aspect ratio, in the dialog's slides and gallery.
  const portrait = EDITED_PHOTO.height / EDITED_PHOTO.width
  expect(portrait).toBeCloseTo(PORTRAIT.height / PORTRAIT.width, 2)
  for (const image of [created.slideCover, ...created.gallery].map(photoData)) {
    expect(image.height / image.width).toBeCloseTo(portrait, 2)
    const largest = await largestOutput(PUBLIC, image)
    expect(largest.height / largest.width).toBeCloseTo(portrait, 2)
  }
  // A gallery photo narrower than the site's widest (1600 px) is never enlarged: its own width.
  expect((await largestOutput(PUBLIC, photoData(created.gallery[0]))).width).toBe(
    EDITED_PHOTO.width,
  )
  // The portrait cover whole in the card: letterboxed into the 3:2 frame, not cut to it.
  const cover = await cardImage(PUBLIC, NEW_PROJECT.id)
  expect(cover.width / cover.height).toBeCloseTo(1.5, 2)
  expect(await inspectWholePortrait(PUBLIC, widestOutput(cover))).toMatchObject({
    bandAtTop: true,
    letterboxedSides: true,
  })
})

test("the marked project leads the listing; the new project opens from it and on its own page, with its engineer", async ({
  page,
}) => {
  await page.goto("/projetos/")
  await hydrated(page)
  // The project the maintainer marked "Destaque no portfólio" in the editor comes first.
  const featured = PORTFOLIO.find((project) => project.projectId === FEATURED_PROJECT.id)
  expect(featured?.destaque).toBe(true)
  const firstCard = page.getByRole("main").getByRole("article").first()
  await expect(firstCard.getByRole("heading", { level: 2 })).toHaveText(featured?.title ?? "")
  if (process.env.DOCS_SCREENSHOTS) {
    // The guide's picture: on a phone, down to the first card's title.
    const viewport = page.viewportSize()
    await page.setViewportSize({ width: 390, height: 1080 })
    await docsScreenshot(page, "site-destaque.png")
    if (viewport) await page.setViewportSize(viewport)
  }
  const card = page.getByRole("article").filter({ hasText: NEW_TITLE })
  await card.getByRole("link", { name: /^Ver Detalhes/ }).click()
  const dialog = page.getByRole("dialog")
  await expect(dialog).toContainText(NEW_TITLE)
  await expect(dialog.getByText(/ de 3$/)).toBeVisible()
  await docsScreenshot(page, "site-novo-projeto.png")
  await expect(page).toHaveURL(new RegExp(`${NEW_PAGE}$`))
  // The project's own page, loaded directly: its title and its three photos.
  await page.goto(NEW_PAGE)
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(NEW_TITLE)
  await expect(page.getByRole("main").getByRole("img", { name: /: imagem \d de 3$/ })).toHaveCount(
    3,
  )
  // Its link preview: the whole portrait cover in 1200 × 630.
  const preview = await page.locator('meta[property="og:image"]').getAttribute("content")
  expect(await inspectWholePortrait(PUBLIC, preview ?? "")).toEqual({
    width: 1200,
    height: 630,
    bandAtTop: true,
    letterboxedSides: true,
  })
  // Its client and its responsible engineer, whose own page (/equipe/<id>/) gives their CREA.
  await expect(page.getByRole("main")).toContainText("SAAE de Sabará")
  await page.getByRole("main").getByRole("link", { name: NEW_MEMBER.name }).click()
  await expect(page).toHaveURL(new RegExp(`/equipe/${NEW_MEMBER.id}/$`))
  await expect(page.getByRole("main")).toContainText(NEW_MEMBER.crea)
})
