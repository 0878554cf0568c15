import type { Locator, Page } from "@playwright/test"
import sharp from "sharp"
import { test, expect, hydrated, DESKTOP, MOBILE } from "./fixtures"
import { cardLink } from "./portfolio"
import { galleryLinks, PHOTO_VISIBLE_MS, swipe } from "./photos"

/**
 * What the visitor sees at each photo of the dialog and the viewer: the photo itself, not the
 * frame's dark background. Playwright's toBeVisible() passes an image at opacity 0, so each
 * photo is checked by its computed opacity and by the pixels of a screenshot.
 */

/** The fixture's projects with the most photos (the cover and its pictures). */
const PROJECTS = [
  { id: 1, title: "Sistema de Abastecimento de Água da Sede Municipal de Itabira", photos: 11 },
  { id: 7, title: "Estação de Tratamento de Esgoto do Rio Piabanha", photos: 9 },
  { id: 13, title: "Saneamento Integrado da Bacia do Rio Vieira", photos: 11 },
]

/** The project walked back with End, Home and quick presses too (the others by their arrows). */
const JUMPS = 1

/** Below this spread of every colour channel, a screenshot counts as one flat colour. */
const FLAT_STDEV = 4
/** The height in CSS pixels of the band screenshot taken across each photo. */
const BAND = 48

const carouselOf = (page: Page) => page.getByRole("region", { name: /^Imagens do projeto/ })

for (const viewport of [MOBILE, DESKTOP]) {
  test.describe(`every photo is visible once reached, at ${viewport.width} px`, () => {
    test.use({ viewport, hasTouch: viewport === MOBILE })

    for (const project of PROJECTS) {
      const moves = [
        "arrow, key",
        viewport === MOBILE && "swipe",
        "wrap",
        project.id === JUMPS && "End, Home and quick presses",
      ]
      const how = `each photo by ${moves.filter(Boolean).join(", ")}`
      test(`in the dialog of project ${project.id}: ${how}`, async ({ page }) => {
        await page.goto("/projetos/")
        await hydrated(page)
        await cardLink(page, project.title).click()
        await walk(page, project.photos, project.id === JUMPS)
      })

      test(`in the viewer of project ${project.id}: ${how}`, async ({ page, request }) => {
        const addresses = (await (await request.get("/projetos/enderecos.json")).json()) as Record<
          string,
          string
        >
        await page.goto(addresses[project.id])
        await hydrated(page)
        await galleryLinks(page).first().click()
        await walk(page, project.photos, project.id === JUMPS)
      })
    }
  })
}

/**
 * Steps through every photo once (a cold cache: each file is fetched as it is reached), by the
 * next arrow, the → key and, on a touch screen, a swipe in turn; then past the last photo to
 * the first, and, with `jumps`, by End, Home and two quick ← presses back to photos already seen.
 */
async function walk(page: Page, photos: number, jumps: boolean) {
  const carousel = carouselOf(page)
  // Opening is no move: the first photo waits for the dialog's code and the project's data too.
  await expect(carousel.locator(".slick-current img[data-main-image]")).toHaveCSS("opacity", "1")
  await expectPhotoShown(page, carousel, 1, photos)
  const next = carousel.getByRole("button", { name: "Próxima imagem" })
  const touch = (await page.evaluate(() => navigator.maxTouchPoints)) > 0
  for (let photo = 2; photo <= photos + 1; photo++) {
    const move = photo % 3
    if (move === 0) await next.click()
    else if (move === 1 && touch) await swipe(page, carousel, -1)
    else {
      await next.focus()
      await page.keyboard.press("ArrowRight")
    }
    await expectPhotoShown(page, carousel, ((photo - 1) % photos) + 1, photos)
  }
  if (!jumps) return
  await next.focus()
  await page.keyboard.press("End")
  await expectPhotoShown(page, carousel, photos, photos)
  await page.keyboard.press("Home")
  await expectPhotoShown(page, carousel, 1, photos)
  await page.keyboard.press("ArrowLeft")
  await page.keyboard.press("ArrowLeft")
  await expectPhotoShown(page, carousel, photos - 1, photos)
}

/**
 * Photo `n` is the one shown, at rest on its own slide (not a clone) and at full opacity within
 * PHOTO_VISIBLE_MS of the move, and the frame's pixels are not one flat colour.
 */
async function expectPhotoShown(page: Page, carousel: Locator, n: number, photos: number) {
  const state = () =>
    carousel.evaluate((region, index) => {
      const image = region.querySelector(`.slick-slide[data-index="${index}"] img[data-main-image]`)
      return {
        counter: region.querySelector("[aria-live]")?.textContent,
        moving: /transition/.test(
          region.querySelector(".slick-track")?.getAttribute("style") ?? "",
        ),
        opacity: image ? getComputedStyle(image).opacity : "no image",
      }
    }, n - 1)
  await expect
    .poll(state, { message: `photo ${n} of ${photos}`, timeout: PHOTO_VISIBLE_MS, intervals: [50] })
    .toEqual({ counter: `Imagem ${n} de ${photos}`, moving: false, opacity: "1" })
  const frame = await carousel.locator(".slick-list").boundingBox()
  if (!frame) throw new Error("no photo frame")
  // A band across the frame's middle, where every photo is drawn: a blank slide is flat there too.
  const band = { ...frame, y: frame.y + frame.height / 2 - BAND / 2, height: BAND }
  const shot = await page.screenshot({ clip: band, type: "jpeg", quality: 80 })
  const { channels } = await sharp(shot).stats()
  const spread = Math.max(...channels.map((channel) => channel.stdev))
  expect(spread, `photo ${n} of ${photos}: the frame is not one flat colour`).toBeGreaterThan(
    FLAT_STDEV,
  )
}
