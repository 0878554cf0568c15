import { test, expect, hydrated, DESKTOP, MOBILE } from "./fixtures"
import { PROJECT } from "./portfolio"
import {
  galleryLinks,
  jpegCoding,
  ITABIRA,
  ITABIRA_CAPTIONS,
  PHONE_FIRST_VIEW_BYTES,
  scrollThrough,
  tiles,
} from "./photos"

for (const viewport of [MOBILE, DESKTOP]) {
  test.describe(`the project page's photos at ${viewport.width} px, 2×`, () => {
    test.use({ viewport, deviceScaleFactor: 2 })

    test("every picture covers at least 90 % of its tile (a portrait among landscapes too), the layout does not shift as they load, and each file is at least 1.5× as wide as the photo is shown, up to the original's width", async ({
      page,
    }) => {
      await page.addInitScript(() => {
        ;(window as unknown as { shifts: number }).shifts = 0
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries() as (PerformanceEntry & { value: number })[]) {
            ;(window as unknown as { shifts: number }).shifts += entry.value
          }
        }).observe({ type: "layout-shift", buffered: true })
      })
      await page.goto(ITABIRA)
      await hydrated(page)
      await scrollThrough(page)
      const found = await tiles(page)
      expect(found).toHaveLength(11)
      for (const [index, tile] of found.entries()) {
        expect(tile.coverage, `tile ${index + 1} covered`).toBeGreaterThanOrEqual(0.9)
        const wanted = Math.min(1.5 * tile.shownWidth, tile.largest)
        expect(tile.fileWidth, `tile ${index + 1}: ${tile.src}`).toBeGreaterThanOrEqual(wanted)
      }
      expect(await page.evaluate(() => (window as unknown as { shifts: number }).shifts)).toBe(0)
    })
  })
}

test.describe("the project page's photos on a phone at 3×", () => {
  test.use({ viewport: MOBILE, deviceScaleFactor: 3 })

  test("the first view loads no more image bytes than the issue's 76,452, and no file wider than the screen's 1170 pixels", async ({
    page,
  }) => {
    const images: { url: string; bytes: number }[] = []
    page.on("requestfinished", async (request) => {
      if (request.resourceType() !== "image" || request.url().startsWith("data:")) return
      images.push({ url: request.url(), bytes: (await request.sizes()).responseBodySize })
    })
    await page.goto(ITABIRA, { waitUntil: "networkidle" })
    await hydrated(page)
    const bytes = images.reduce((total, image) => total + image.bytes, 0)
    expect(
      bytes,
      images.map((image) => `${image.bytes} ${image.url}`).join("\n"),
    ).toBeLessThanOrEqual(PHONE_FIRST_VIEW_BYTES)
    await scrollThrough(page)
    for (const tile of await tiles(page)) expect(tile.fileWidth).toBeLessThanOrEqual(3 * 390)
  })
})

test.describe("the project page's photos", () => {
  test.use({ viewport: DESKTOP })

  test("a captioned photo is described by its caption, one without by the project's title and its position", async ({
    page,
  }) => {
    await page.goto(ITABIRA)
    const photos = page.locator("#fotos + ul img")
    for (const [index, caption] of ITABIRA_CAPTIONS.entries()) {
      await expect(photos.nth(index)).toHaveAccessibleName(caption)
    }
    await page.goto(PROJECT.path)
    await expect(page.locator("#fotos + ul img").nth(1)).toHaveAccessibleName(
      `${PROJECT.title}: imagem 2 de ${PROJECT.pictures}`,
    )
  })

  test.describe("without JavaScript", () => {
    test.use({ javaScriptEnabled: false })

    test("every picture stays whole in its tile, and each photo links to its largest file, a baseline JPG with standard tables", async ({
      page,
      request,
    }) => {
      await page.goto(ITABIRA)
      await scrollThrough(page)
      for (const tile of await tiles(page)) expect(tile.coverage).toBeGreaterThanOrEqual(0.9)
      const links = await galleryLinks(page).evaluateAll((anchors) =>
        anchors.map((anchor) => {
          const files = (anchor.querySelector("img")?.getAttribute("srcset") ?? "")
            .split(",")
            .map((candidate) => candidate.trim().split(/\s+/))
            .map(([url, width]) => ({ url, width: Number.parseInt(width, 10) }))
          const widest = files.sort((a, b) => b.width - a.width)[0]?.url
          return { href: anchor.getAttribute("href") ?? "", widest }
        }),
      )
      expect(links).toHaveLength(11)
      for (const { href, widest } of links) {
        expect(href).toBe(widest)
        const response = await request.get(href)
        expect(response.status()).toBe(200)
        // Baseline with standard tables encodes fastest (docs/decisions.md, picture widths).
        expect(href).toMatch(/\.jpg$/)
        expect(jpegCoding(await response.body())).toEqual({
          progressive: false,
          standardTables: true,
        })
      }
      await galleryLinks(page).nth(4).click()
      await expect(page).toHaveURL(/pic4\.jpg$/)
    })
  })
})
