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

/** Below this spread of every colour channel, a screenshot counts as one flat colour. */
const FLAT_STDEV = 4

const carouselOf = (page: Page) => page.getByRole("region", { name: /^Imagens do projeto/ })

for (const viewport of [MOBILE, DESKTOP]) {
  test.describe(`every photo is visible once reached, at ${viewport.width} px`, () => {
    test.use({ viewport, hasTouch: viewport === MOBILE })

    for (const project of PROJECTS) {
      test(`in the dialog of project ${project.id}: each photo by arrow, key${viewport === MOBILE ? ", swipe" : ""}, wrap, End, Home and quick presses`, async ({
        page,
      }) => {
        await page.goto("/projetos/")
        await hydrated(page)
        await cardLink(page, project.title).click()
        await walk(page, project.photos)
      })

      test(`in the viewer of project ${project.id}: each photo by arrow, key${viewport === MOBILE ? ", swipe" : ""}, wrap, End, Home and quick presses`, async ({
        page,
        request,
      }) => {
        const addresses = (await (await request.get("/projetos/enderecos.json")).json()) as Record<
          string,
          string
        >
        await page.goto(addresses[project.id])
        await hydrated(page)
        await galleryLinks(page).first().click()
        await walk(page, project.photos)
      })
    }
  })
}

/**
 * Steps through every photo once (a cold cache: each file is fetched as it is reached), by the
 * next arrow, the → key and, on a touch screen, a swipe in turn; then past the last photo to
 * the first, and with End, Home and two quick ← presses back to photos already seen.
 */
async function walk(page: Page, photos: number) {
  const carousel = carouselOf(page)
  await expectPhotoShown(carousel, 1, photos)
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
    await expectPhotoShown(carousel, ((photo - 1) % photos) + 1, photos)
  }
  await next.focus()
  await page.keyboard.press("End")
  await expectPhotoShown(carousel, photos, photos)
  await page.keyboard.press("Home")
  await expectPhotoShown(carousel, 1, photos)
  await page.keyboard.press("ArrowLeft")
  await page.keyboard.press("ArrowLeft")
  await expectPhotoShown(carousel, photos - 1, photos)
}

/** Photo `n` is the one shown, at full opacity within PHOTO_VISIBLE_MS, and not a flat colour. */
async function expectPhotoShown(carousel: Locator, n: number, photos: number) {
  await expect(carousel.locator("[aria-live]")).toHaveText(`Imagem ${n} de ${photos}`)
  await expect
    .poll(
      () =>
        carousel.evaluate((region, index) => {
          const image = region.querySelector(
            `.slick-slide[data-index="${index}"] img[data-main-image]`,
          )
          return image ? getComputedStyle(image).opacity : "no image"
        }, n - 1),
      {
        message: `photo ${n} of ${photos} at full opacity`,
        timeout: PHOTO_VISIBLE_MS,
        intervals: [50],
      },
    )
    .toBe("1")
  // At rest on the photo's own slide (not a clone), the frame shows the photo's pixels.
  await expect(carousel.locator(".slick-track")).not.toHaveAttribute("style", /transition/)
  const { channels } = await sharp(await carousel.locator(".slick-list").screenshot()).stats()
  const spread = Math.max(...channels.map((channel) => channel.stdev))
  expect(spread, `photo ${n} of ${photos}: the frame is not one flat colour`).toBeGreaterThan(
    FLAT_STDEV,
  )
}
