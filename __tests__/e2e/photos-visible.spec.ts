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

/**
 * Three of the fixture's projects, with their photos (the cover and its pictures): the issue's
 * two, each with a portrait among landscapes, and the one whose phone photos stand sideways in
 * their files (EXIF orientations 3, 6 and 8).
 */
const PROJECTS = [
  { id: 1, title: "Sistema de Abastecimento de Água da Sede Municipal de Itabira", photos: 11 },
  { id: 7, title: "Estação de Tratamento de Esgoto do Rio Piabanha", photos: 9 },
  { id: 8, title: "Microdrenagem Urbana da Região Norte de Blumenau", photos: 5 },
]

/** The project walked back with End, Home and quick presses too (the others by their arrows). */
const JUMPS = 1

/** Below this spread of every colour channel, a screenshot counts as one flat colour. */
const FLAT_STDEV = 4
/** The height in CSS pixels of the band screenshot taken across each photo. */
const BAND = 48

const carouselOf = (page: Page) => page.getByRole("region", { name: /^Imagens do projeto/ })

/** How each carousel is opened on a fresh page. */
const CAROUSELS = {
  dialog: async (page: Page, project: (typeof PROJECTS)[number]) => {
    await page.goto("/projetos/")
    await hydrated(page)
    await cardLink(page, project.title).click()
  },
  viewer: async (page: Page, project: (typeof PROJECTS)[number]) => {
    const addresses = (await (await page.request.get("/projetos/enderecos.json")).json()) as Record<
      string,
      string
    >
    await page.goto(addresses[project.id])
    await hydrated(page)
    await galleryLinks(page).first().click()
  },
}

/**
 * Each project's carousel is walked at 390 px on a touch screen and at 1280 px at once, each
 * screen in its own browser context (each with a cold cache): a walk mostly waits, on slick's
 * 300 ms slide after each move, so the two walks share that time instead of adding it up.
 */
for (const project of PROJECTS) {
  for (const [name, open] of Object.entries(CAROUSELS)) {
    const jumps = project.id === JUMPS
    const how = [
      "arrow, key, swipe (at 390 px), wrap",
      jumps && "End, Home and quick presses",
    ].filter(Boolean)
    test(`every photo is visible once reached, in the ${name} of project ${project.id} at 390 and 1280 px: each photo by ${how.join(", ")}`, async ({
      page,
      newContext,
    }) => {
      const phone = await (await newContext({ viewport: MOBILE, hasTouch: true })).newPage()
      const walks = [
        { page: phone, width: MOBILE.width },
        { page, width: DESKTOP.width },
      ].map(async (screen) => {
        await open(screen.page, project)
        await walk(screen.page, `at ${screen.width} px`, project.photos, jumps)
      })
      const failed = (await Promise.allSettled(walks)).find((walk) => walk.status === "rejected")
      if (failed) throw failed.reason
    })
  }
}

/**
 * Steps through every photo once (a cold cache: each file is fetched as it is reached), by the
 * next arrow, the → key and, on a touch screen, a swipe in turn; then past the last photo to
 * the first, and, with `jumps`, by End, Home and two quick ← presses back to photos already seen.
 */
async function walk(page: Page, where: string, photos: number, jumps: boolean) {
  const carousel = carouselOf(page)
  // Opening is no move: the first photo waits for the dialog's code and the project's data too.
  await expect(carousel.locator(".slick-current img[data-main-image]")).toHaveCSS("opacity", "1")
  await expectPhotoShown(page, carousel, where, 1, photos)
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
    await expectPhotoShown(page, carousel, where, ((photo - 1) % photos) + 1, photos)
  }
  if (!jumps) return
  await next.focus()
  await page.keyboard.press("End")
  await expectPhotoShown(page, carousel, where, photos, photos)
  await page.keyboard.press("Home")
  await expectPhotoShown(page, carousel, where, 1, photos)
  await page.keyboard.press("ArrowLeft")
  await page.keyboard.press("ArrowLeft")
  await expectPhotoShown(page, carousel, where, photos - 1, photos)
}

/**
 * Photo `n` is the one shown, at rest on its own slide (not a clone) and at full opacity within
 * PHOTO_VISIBLE_MS of the move, and the frame's pixels are not one flat colour.
 */
async function expectPhotoShown(
  page: Page,
  carousel: Locator,
  where: string,
  n: number,
  photos: number,
) {
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
    .poll(state, {
      message: `${where}, photo ${n} of ${photos}`,
      timeout: PHOTO_VISIBLE_MS,
      intervals: [50],
    })
    .toEqual({ counter: `Imagem ${n} de ${photos}`, moving: false, opacity: "1" })
  const frame = await carousel.locator(".slick-list").boundingBox()
  if (!frame) throw new Error("no photo frame")
  // A band across the frame's middle, where every photo is drawn: a blank slide is flat there too.
  const band = { ...frame, y: frame.y + frame.height / 2 - BAND / 2, height: BAND }
  const shot = await page.screenshot({ clip: band, type: "jpeg", quality: 80 })
  const { channels } = await sharp(shot).stats()
  const spread = Math.max(...channels.map((channel) => channel.stdev))
  expect(
    spread,
    `${where}, photo ${n} of ${photos}: the frame is not one flat colour`,
  ).toBeGreaterThan(FLAT_STDEV)
}
