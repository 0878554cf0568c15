import type { Page } from "@playwright/test"
import { test, expect, hydrated, DESKTOP } from "./fixtures"
import { cardIndex, cards, dialog, openCard, position } from "./portfolio"
import { ITABIRA_CAPTIONS } from "./photos"

test.describe("the project dialog's carousel", () => {
  test.use({ viewport: DESKTOP })

  const openListing = async (page: Page) => {
    await page.goto("/projetos/")
    await hydrated(page)
  }

  test("the carousel loops both ways, by arrows and by keyboard, with only the current slide exposed (clones and hidden slides are inert); a project with only a cover has no arrows; the first and last cards' dialogs request no image that fails", async ({
    page,
  }) => {
    await openListing(page)
    const failed = watchFailures(page)
    // Project 1 has the cover and all ten pictures.
    await openCard(page, cardIndex(1))
    await watchSlides(page)
    expect(await position(page)).toEqual([1, 11])
    await dialog(page).getByRole("button", { name: "Imagem anterior" }).click()
    await expect.poll(() => position(page)).toEqual([11, 11])
    await dialog(page).getByRole("button", { name: "Próxima imagem" }).click()
    await expect.poll(() => position(page)).toEqual([1, 11])
    await dialog(page).getByRole("button", { name: "Próxima imagem" }).focus()
    await page.keyboard.press("ArrowRight")
    await expect.poll(() => position(page)).toEqual([2, 11])
    // The track slides: its style took a transition on the way (reduced motion: the test below).
    expect(await slid(page), "the track slid").toBe(true)
    const exposed = await dialog(page)
      .locator(".slick-slide")
      .evaluateAll(
        (slides) =>
          slides.filter(
            (slide) => !slide.hasAttribute("inert") && slide.getAttribute("aria-hidden") !== "true",
          ).length,
      )
    expect(exposed).toBe(1)
    await expect(dialog(page).getByRole("img")).toHaveCount(1)
    // Project 1's photos have captions: the photo's alternative text, shown under it.
    await expect(dialog(page).getByRole("img")).toHaveAccessibleName(ITABIRA_CAPTIONS[1])
    await expect(dialog(page).locator("p[aria-hidden]")).toHaveText(ITABIRA_CAPTIONS[1])
    await page.keyboard.press("ArrowLeft")
    await expect.poll(() => position(page)).toEqual([1, 11])
    await page.keyboard.press("ArrowLeft")
    await expect.poll(() => position(page)).toEqual([11, 11])

    await page.keyboard.press("Escape")
    await expect(dialog(page)).toBeHidden()
    // Projects 4 and 15 have a cover only.
    await openCard(page, cardIndex(4))
    await expect(dialog(page).getByRole("img")).toHaveCount(1)
    await expect(dialog(page).getByRole("button", { name: "Próxima imagem" })).toHaveCount(0)
    await expect(dialog(page).locator(".slick-cloned")).toHaveCount(0)
    await page.keyboard.press("Escape")
    await expect(dialog(page)).toBeHidden()

    // The same load: the first card's and the last card's dialogs, their first picture loaded,
    // and no picture asked for by any of the dialogs opened here failed.
    const last = (await cards(page).count()) - 1
    expect(last).toBe(18)
    for (const index of [0, last]) {
      await openCard(page, index)
      await expect(dialog(page).getByRole("img").first()).toBeVisible()
      await dialog(page)
        .getByRole("img")
        .first()
        .evaluate((img: HTMLImageElement) =>
          img.complete
            ? null
            : new Promise((resolve) => img.addEventListener("load", resolve, { once: true })),
        )
      await dialog(page).getByRole("button", { name: "Fechar" }).click()
      await expect(dialog(page)).toBeHidden()
    }
    expect(failed).toEqual([])
  })

  test.describe("with reduced motion asked (WCAG 2.3.3)", () => {
    test.use({ reducedMotion: "reduce" })

    test("a picture that fails to load is dropped from the slides; the slides change without sliding", async ({
      page,
      browserLog,
    }) => {
      browserLog.allow(/Failed to load resource/)
      const pic2 = /\/static\/.*\/pic2\.(jpg|webp|avif)$/
      await page.route(pic2, (route) => route.abort())
      let pic2Failed = false
      page.on("requestfailed", (request) => {
        if (pic2.test(request.url())) pic2Failed = true
      })
      await openListing(page)
      await openCard(page, cardIndex(1))
      await watchSlides(page)
      const next = dialog(page).getByRole("button", { name: "Próxima imagem" })
      // pic2 is the third slide: it loads, and fails, as the visitor gets near it.
      for (let step = 0; step < 3 && !pic2Failed; step += 1) {
        await next.click()
        await position(page)
      }
      await expect.poll(async () => (await position(page))[1]).toBe(10)
      // The dropped picture's caption (pic2, the third photo) is never shown.
      await expect(dialog(page).getByRole("img")).not.toHaveAccessibleName(ITABIRA_CAPTIONS[2])
      for (let i = 0; i < 10; i += 1) {
        const [before] = await position(page)
        await next.click()
        await expect.poll(() => position(page)).toEqual([(before % 10) + 1, 10])
        const image = dialog(page).getByRole("img")
        await expect(image).not.toHaveAccessibleName(ITABIRA_CAPTIONS[2])
        await expect(image).toHaveJSProperty("complete", true)
        expect(await image.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0)
      }
      expect(await slid(page), "a slide move under reduced motion").toBe(false)
    })
  })

  test("every picture a project's dialog can ask for exists", async ({ request }) => {
    // Each dialog shows its project page's data over the listing, so every picture a dialog can
    // ask for (each size and format of every slide) is named in that page's page-data: all of
    // them must exist. Two dialogs are opened for real in the first test's load.
    const pages = Object.values(
      (await (await request.get("/projetos/enderecos.json")).json()) as Record<string, string>,
    )
    expect(pages).toHaveLength(19)
    for (const pathname of pages) {
      const pageData = await request.get(`/page-data${pathname}page-data.json`)
      expect(pageData.status(), pathname).toBe(200)
      const pictures = [...new Set(staticUrls(await pageData.json()))]
      expect(pictures.length, `pictures of ${pathname}`).toBeGreaterThan(0)
      // A page's pictures asked for together: only the answers' statuses are read.
      const statuses = await Promise.all(
        pictures.map(async (url) => `${(await request.get(url)).status()} ${url}`),
      )
      expect(
        statuses.filter((status) => !status.startsWith("200 ")),
        pathname,
      ).toEqual([])
    }
  })
})

/** Pictures and other requests that fail, from now on. */
function watchFailures(page: Page): string[] {
  const failed: string[] = []
  page.on("requestfailed", (failedRequest) => failed.push(failedRequest.url()))
  page.on("response", (response) => {
    if (response.status() >= 400) failed.push(`${response.status()} ${response.url()}`)
  })
  return failed
}

/** Records, from now on, whether the dialog's slide track takes a CSS transition (a slide). */
async function watchSlides(page: Page): Promise<void> {
  await dialog(page)
    .locator(".slick-list")
    .evaluate((list) => {
      const flag = window as unknown as { slid?: boolean }
      flag.slid = false
      new MutationObserver(() => {
        const track = list.querySelector<HTMLElement>(".slick-track")
        if (track?.style.transition.includes("transform")) flag.slid = true
      }).observe(list, { attributes: true, subtree: true, attributeFilter: ["style"] })
    })
}

const slid = (page: Page) => page.evaluate(() => (window as unknown as { slid?: boolean }).slid)

/** Every /static/ file a JSON value names, each candidate of a srcSet included. */
function staticUrls(value: unknown): string[] {
  if (typeof value === "string") return value.match(/\/static\/[^\s,"]+/g) ?? []
  if (value && typeof value === "object") return Object.values(value).flatMap(staticUrls)
  return []
}
