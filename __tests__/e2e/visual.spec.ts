/**
 * Reviewed pictures of the views a buyer judges, at 390 and 1280 px (Playwright's
 * toHaveScreenshot, committed in __screenshots__/). After a reviewed change of the look, write
 * them again with `npm run test:snapshots:update` and look at each changed picture in the diff.
 *
 * Each picture is clipped to its view, with animations stopped, the caret hidden and the fonts
 * loaded. Photos are masked: a photo's pixels alone would make a picture of several hundred KB,
 * and what they show is photos-visible.spec.ts's check; the mask keeps each photo's place and size.
 */
import path from "node:path"
import type { Locator, Page } from "@playwright/test"
import { test, expect, hydrated, DESKTOP, MOBILE } from "./fixtures"
import { cardLink } from "./portfolio"
import { galleryLinks, ITABIRA, scrollThrough } from "./photos"

const ITABIRA_TITLE = "Sistema de Abastecimento de Água da Sede Municipal de Itabira"

/** The photos of a part of the page (the cards' pictures, the carousel's images), to mask. */
const photosOf = (scope: Locator) => scope.locator("picture img, img[data-main-image]")

const carouselOf = (page: Page) => page.getByRole("region", { name: /^Imagens do projeto/ })

/** The photo at rest on the slide the carousel shows. */
async function carouselAtRest(carousel: Locator, counter: string) {
  await expect(carousel.locator("[aria-live]")).toHaveText(counter)
  await expect(carousel.locator(".slick-track")).not.toHaveAttribute("style", /transition/)
  await expect(carousel.locator(".slick-current img[data-main-image]")).toHaveCSS("opacity", "1")
}

async function settled(page: Page) {
  await page.evaluate(() => document.fonts.ready)
}

for (const viewport of [MOBILE, DESKTOP]) {
  test.describe(`the views a buyer judges, at ${viewport.width} px`, () => {
    test.use({ viewport })
    const shot = (name: string) => `${name}-${viewport.width}.png`
    const options = (mask: Locator[] = []) =>
      ({ animations: "disabled", caret: "hide", scale: "css", mask, maskColor: "#7f8c99" }) as const

    test("the home page's hero", async ({ page }) => {
      await page.goto("/")
      await hydrated(page)
      await settled(page)
      // From the line above the title to the two actions, as wide as the title's column: the
      // hero's gradient is dithered, and all of the hero would be a picture of 170 to 370 KB.
      const clip = await page.locator("#inicio h1").evaluate((title) => {
        const top = title.previousElementSibling!.getBoundingClientRect().top - 16
        const actions = title.parentElement!.querySelector("h1 ~ div")!.getBoundingClientRect()
        const width = Math.min(window.innerWidth, title.getBoundingClientRect().right + 24)
        return { x: 0, y: top, width, height: actions.bottom + 16 - top }
      })
      await expect(page).toHaveScreenshot(shot("hero"), { ...options(), clip })
    })

    test("/projetos/, its first screen", async ({ page }) => {
      await page.goto("/projetos/")
      await hydrated(page)
      await settled(page)
      await expect(page).toHaveScreenshot(
        shot("projetos"),
        options([photosOf(page.locator("main"))]),
      )
    })

    test("a project's dialog on its second photo", async ({ page }) => {
      await page.goto("/projetos/")
      await hydrated(page)
      await cardLink(page, ITABIRA_TITLE).click()
      const carousel = carouselOf(page)
      await carousel.getByRole("button", { name: "Próxima imagem" }).click()
      await carouselAtRest(carousel, "Imagem 2 de 11")
      await settled(page)
      await expect(carousel).toHaveScreenshot(
        shot("dialog-second-photo"),
        options([photosOf(carousel.locator(".slick-current"))]),
      )
    })

    test("a project page's gallery", async ({ page }) => {
      await page.goto(ITABIRA)
      await hydrated(page)
      await scrollThrough(page)
      await settled(page)
      const gallery = page.locator("#fotos + ul")
      await expect(gallery).toHaveScreenshot(shot("gallery"), {
        ...options([photosOf(gallery)]),
        stylePath: path.join(__dirname, "visual-tall-view.css"),
      })
    })

    test("the photo viewer on a photo", async ({ page }) => {
      await page.goto(ITABIRA)
      await hydrated(page)
      await galleryLinks(page).nth(2).click()
      const carousel = carouselOf(page)
      await carouselAtRest(carousel, "Imagem 3 de 11")
      await settled(page)
      await expect(page).toHaveScreenshot(
        shot("viewer"),
        options([photosOf(carousel.locator(".slick-current"))]),
      )
    })

    test("/acervo/ with a requirement answered", async ({ page }) => {
      await page.goto("/acervo/?exigencia=esgoto_redeEsgoto_60_1")
      await hydrated(page)
      const answer = page.locator("[aria-live]").filter({ has: page.locator("li[data-atende]") })
      await expect(answer.locator("li[data-atende]")).toHaveCount(1)
      await settled(page)
      await expect(answer).toHaveScreenshot(shot("acervo-answer"), options())
    })
  })
}
