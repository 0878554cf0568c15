import type { Page } from "@playwright/test"
import { test, expect, hydrated, DESKTOP, MOBILE } from "./fixtures"
import { cards, CATEGORIES, portfolioTitles } from "./portfolio"
import { parseHtml } from "./static-html"

/** The cards' titles, in the order shown. */
const cardTitles = (page: Page) => cards(page).getByRole("heading", { level: 2 })

/** The distinct left edges of the cards: one per grid column. */
const cardColumns = (page: Page) =>
  cards(page).evaluateAll((all) => [
    ...new Set(all.map((card) => Math.round(card.getBoundingClientRect().left))),
  ])

test.describe("projects listing at 1280 px", () => {
  test.use({ viewport: DESKTOP })

  test("shows 19 cards in two columns, each with 'Ver Detalhes'; each category button narrows to a non-empty set, and 'Todos' restores all", async ({
    page,
  }) => {
    await page.goto("/projetos/")
    await hydrated(page)
    await expect(cards(page)).toHaveCount(19)
    // In portfolio order: the projects marked "destaque" first (src/lib/portfolio-order.ts).
    await expect(cardTitles(page)).toHaveText(portfolioTitles())
    await expect(page.getByRole("link", { name: /^Ver Detalhes/ })).toHaveCount(19)
    // Polled: on a busy machine a card was once read before it was laid out (left 0).
    await expect.poll(() => cardColumns(page)).toHaveLength(2)
    await expect(page.getByLabel("Filtrar por categoria", { exact: true }).first()).toBeHidden()

    const filter = page.getByRole("group", { name: "Filtrar por categoria" })
    await expect(filter.getByRole("button")).toHaveText(["Todos", ...CATEGORIES])
    for (const category of CATEGORIES) {
      await filter.getByRole("button", { name: category }).click()
      await expect(filter.getByRole("button", { name: category })).toHaveAttribute(
        "aria-pressed",
        "true",
      )
      await expect(page).toHaveURL(/\/projetos\/categoria\/[a-z-]+\/$/)
      await expect(filter.getByRole("button", { name: category })).toBeFocused()
      const count = await cards(page).count()
      expect(count, category).toBeGreaterThan(0)
      expect(count, category).toBeLessThan(19)
      await expect(cardTitles(page), category).toHaveText(
        portfolioTitles((project) => project.categories.includes(category)),
      )
      await expect(page.getByRole("status")).toHaveText(
        new RegExp(`^${count} projetos? em ${category}$`),
      )
    }
    await filter.getByRole("button", { name: "Todos" }).click()
    await expect(cards(page)).toHaveCount(19)
    await expect(page).toHaveURL(/\/projetos\/$/)
  })
})

test.describe("projects listing at 390 px", () => {
  test.use({ viewport: MOBILE })

  test("a state's listing shows its projects and leads back to all; there, one column, the search's placeholder fits its field, and a dropdown filter narrows and restores", async ({
    page,
  }) => {
    await page.goto("/projetos/estado/mg/")
    await hydrated(page)
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Projetos em Minas Gerais")
    const inMg = await cards(page).count()
    expect(inMg).toBeGreaterThan(1)
    await expect(page.getByRole("status")).toHaveText(`${inMg} projetos em Minas Gerais`)
    await expect(cardTitles(page)).toHaveText(
      portfolioTitles((project) => project.location.endsWith(" - MG")),
    )
    await page.getByRole("link", { name: "Ver projetos de todos os estados" }).click()
    await expect(page).toHaveURL(/\/projetos\/$/)

    // The same load, now the whole listing.
    await expect(cards(page)).toHaveCount(19)
    await expect.poll(() => cardColumns(page)).toHaveLength(1)
    const fits = await page
      .getByRole("searchbox", { name: "Buscar projetos" })
      .evaluate((input: HTMLInputElement) => {
        const style = getComputedStyle(input)
        const context = document.createElement("canvas").getContext("2d")!
        context.font = `${style.fontWeight} ${style.fontSize} ${style.fontFamily}`
        const text = context.measureText(input.placeholder).width
        const room =
          input.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight)
        return { text, room }
      })
    expect(fits.text, "the search's placeholder, in its field").toBeLessThanOrEqual(fits.room)
    await expect(page.getByRole("group", { name: "Filtrar por categoria" })).toBeHidden()
    for (const category of CATEGORIES) {
      await page.getByRole("combobox", { name: "Filtrar por categoria" }).selectOption(category)
      await expect(page.getByRole("status")).toContainText(`em ${category}`)
      await expect(page.getByRole("combobox", { name: "Filtrar por categoria" })).toBeFocused()
      const count = await cards(page).count()
      expect(count, category).toBeGreaterThan(0)
      expect(count, category).toBeLessThan(19)
    }
    await page.getByRole("combobox", { name: "Filtrar por categoria" }).selectOption("Todos")
    await expect(cards(page)).toHaveCount(19)
  })
})

/**
 * The first card's cover is the largest thing on arrival. The head preloads it with the picture's
 * own srcset and sizes, so the browser asks for it before it has parsed the cards, and asks once.
 */
for (const [address, scale] of [
  ["/projetos/", 3],
  ["/projetos/estado/mg/", 2],
] as const) {
  test(`${address} at 390 px and ${scale}x: the head preloads the first cover, which is fetched once`, async ({
    browser,
  }) => {
    const context = await browser.newContext({ viewport: MOBILE, deviceScaleFactor: scale })
    const page = await context.newPage()
    const pictures: string[] = []
    page.on("request", (request) => {
      if (request.resourceType() === "image") pictures.push(new URL(request.url()).pathname)
    })
    const response = await page.goto(address)
    const html = (await response?.text()) ?? ""
    const first = cards(page).first().locator("picture")
    const source = first.locator("source").first()
    const srcset = await source.getAttribute("srcset")
    // The link as served (Gatsby's Head renders it again after hydration, so read the HTML).
    const preloads = parseHtml(html).head.querySelectorAll('link[rel="preload"][as="image"]')
    expect(preloads).toHaveLength(1)
    const attribute = (name: string) => preloads[0]?.getAttribute(name)
    expect(attribute("imagesrcset")).toBe(srcset)
    expect(attribute("imagesizes")).toBe(await source.getAttribute("sizes"))
    expect(attribute("type")).toBe("image/avif")
    expect(attribute("fetchpriority")).toBe("high")

    const img = first.locator("img")
    await expect(img).toHaveJSProperty("complete", true)
    const shown = new URL(await img.evaluate((el: HTMLImageElement) => el.currentSrc)).pathname
    // The width the card needs at this density: the card is the page's width less 32 px.
    const candidates = (srcset ?? "").split(",").map((entry) => {
      const [url, width] = entry.trim().split(/\s+/)
      return { url, width: parseInt(width, 10) }
    })
    const needed = (MOBILE.width - 32) * scale
    const fitting = candidates.find((candidate) => candidate.width >= needed) ?? candidates.at(-1)
    expect(shown).toBe(fitting?.url)
    // The copy the preload fetched is the one the card shows: no second width of it.
    const coverFolder = shown.split("/").slice(0, 3).join("/")
    expect(pictures.filter((picture) => picture.startsWith(`${coverFolder}/`))).toEqual([shown])
    await context.close()
  })
}
