import type { Page } from "@playwright/test"
import { test, expect, hydrated, DESKTOP, MOBILE } from "./fixtures"
import { expectAxeWithinBudget } from "./axe"
import { galleryLinks, ITABIRA, ITABIRA_CAPTIONS, scrollThrough, swipe } from "./photos"

const viewer = (page: Page) => page.getByRole("dialog", { name: /^Fotos do projeto/ })
const counter = (page: Page) => viewer(page).locator("[aria-live]")
const shownCaption = (page: Page) => viewer(page).locator("p[aria-hidden]")

/** The images the page asks for from now on. */
function imageRequests(page: Page): string[] {
  const urls: string[] = []
  page.on("request", (request) => {
    if (request.resourceType() === "image") urls.push(new URL(request.url()).pathname)
  })
  return urls
}

test.describe("the project page's photo viewer", () => {
  test.use({ viewport: DESKTOP, deviceScaleFactor: 2 })

  test("a click opens the photo large at its own address, with its caption and 'N de M'; arrows, Home and End move; Tab stays inside; Escape closes and gives focus back to the photo; it fetches only the photos it shows; axe finds nothing", async ({
    page,
  }) => {
    await page.goto(ITABIRA)
    await hydrated(page)
    await scrollThrough(page)
    await galleryLinks(page).nth(1).scrollIntoViewIfNeeded()
    // The tile (440 px at 2×) has its 1080 px file; the viewer (960 px) wants a wider one.
    const requested = imageRequests(page)
    await galleryLinks(page).nth(1).click()
    await expect(viewer(page)).toBeVisible()
    await expect(page).toHaveURL(/#foto-2$/)
    await expect(counter(page)).toHaveText("Imagem 2 de 11")
    await expect(shownCaption(page)).toHaveText(ITABIRA_CAPTIONS[1])
    await expect(viewer(page).getByRole("img")).toHaveAccessibleName(ITABIRA_CAPTIONS[1])
    await page.waitForLoadState("networkidle")
    expect(requested.length, requested.join("\n")).toBeGreaterThan(0)
    expect(
      requested.every((path) => /\/pic1\.(webp|jpg)$/.test(path)),
      requested.join("\n"),
    ).toBe(true)
    await expectAxeWithinBudget(page, "the photo viewer")

    await page.keyboard.press("ArrowRight")
    await expect(counter(page)).toHaveText("Imagem 3 de 11")
    await page.keyboard.press("Home")
    await expect(counter(page)).toHaveText("Imagem 1 de 11")
    await expect(shownCaption(page)).toHaveText(ITABIRA_CAPTIONS[0])
    // Keys pressed in quick succession, each while the track still moves: each counts from the
    // slide the last key asked for.
    await page.keyboard.press("End")
    await page.keyboard.press("ArrowRight")
    await expectShown(page, 1)
    await page.keyboard.press("End")
    await page.keyboard.press("ArrowLeft")
    await page.keyboard.press("ArrowLeft")
    await expectShown(page, 9)
    await page.keyboard.press("Home")
    await page.keyboard.press("ArrowLeft")
    await page.keyboard.press("ArrowRight")
    await page.keyboard.press("ArrowRight")
    await expectShown(page, 2)
    await page.keyboard.press("ArrowLeft")
    await expectShown(page, 1)
    await viewer(page).getByRole("button", { name: "Próxima imagem" }).click()
    await expect(counter(page)).toHaveText("Imagem 2 de 11")
    for (let press = 0; press < 6; press++) {
      await page.keyboard.press("Tab")
      expect(
        await viewer(page).evaluate((element) => element.contains(document.activeElement)),
      ).toBe(true)
    }
    await page.keyboard.press("Escape")
    await expect(viewer(page)).toHaveCount(0)
    await expect(page).toHaveURL(new RegExp(`${ITABIRA}$`))
    await expect(galleryLinks(page).nth(1)).toBeFocused()
  })

  test("Enter on a photo opens it; the browser's Back closes the viewer; the address #foto-N opens it at that photo", async ({
    page,
  }) => {
    await page.goto(ITABIRA)
    await hydrated(page)
    await galleryLinks(page).nth(1).focus()
    await page.keyboard.press("Enter")
    await expect(viewer(page)).toBeVisible()
    await expect(counter(page)).toHaveText("Imagem 2 de 11")
    await page.goBack()
    await expect(viewer(page)).toHaveCount(0)
    await expect(page).toHaveURL(new RegExp(`${ITABIRA}$`))
    await expect(galleryLinks(page).nth(1)).toBeFocused()

    await page.goto(`${ITABIRA}#foto-3`)
    await hydrated(page)
    await expect(viewer(page)).toBeVisible()
    await expect(counter(page)).toHaveText("Imagem 3 de 11")
    await viewer(page).getByRole("button", { name: "Fechar" }).click()
    await expect(viewer(page)).toHaveCount(0)
    await expect(page).toHaveURL(new RegExp(`${ITABIRA}$`))
  })
})

test.describe("the photo viewer on a touch screen", () => {
  test.use({ viewport: MOBILE, hasTouch: true })

  test("a tap opens it; a swipe moves to the next photo and back", async ({ page }) => {
    await page.goto(ITABIRA)
    await hydrated(page)
    await galleryLinks(page).nth(0).scrollIntoViewIfNeeded()
    await galleryLinks(page).nth(0).tap()
    await expect(viewer(page)).toBeVisible()
    await expect(counter(page)).toHaveText("Imagem 1 de 11")
    await expectAxeWithinBudget(page, "the photo viewer at 390 px")
    await swipe(page, viewer(page), -1)
    await expect(counter(page)).toHaveText("Imagem 2 de 11")
    await swipe(page, viewer(page), 1)
    await expect(counter(page)).toHaveText("Imagem 1 de 11")
  })
})

/** The viewer has come to rest on photo n of 11: its counter, its caption, and its own slide (not a
 * clone) in the frame once the track has stopped. */
async function expectShown(page: Page, n: number) {
  await expect(counter(page)).toHaveText(`Imagem ${n} de 11`)
  const caption = ITABIRA_CAPTIONS[n - 1]
  if (caption) await expect(viewer(page).getByRole("img")).toHaveAccessibleName(caption)
  const track = viewer(page).locator(".slick-track")
  await expect
    .poll(() =>
      track.evaluate((element) => element.style.transition + element.getAnimations().length),
    )
    .toBe("0")
  const left = (selector: string) =>
    viewer(page)
      .locator(selector)
      .evaluate((element) => Math.round(element.getBoundingClientRect().left))
  expect(await left(`.slick-slide[data-index="${n - 1}"]`)).toBe(await left(".slick-list"))
}
