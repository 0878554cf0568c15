import type { Locator, Page } from "@playwright/test"
import { test, expect, hydrated, DESKTOP, MOBILE } from "./fixtures"

const CATEGORIES = [
  "Abastecimento de Água",
  "Loteamento",
  "Drenagem",
  "Esgoto",
  "Irrigação",
  "Hidrossanitários",
]
const cards = (page: Page) => page.getByRole("main").getByRole("article")
/** The fixture's first project (the first card), with the cover and all ten pictures. */
const FIRST_PROJECT = "/projetos/sistema-de-abastecimento-de-agua-da-sede-municipal-de-itabira/"
const dialog = (page: Page) => page.getByRole("dialog")
const counter = (page: Page) => dialog(page).locator("[aria-live]").filter({ hasText: "/" })

async function openCard(page: Page, index: number): Promise<Locator> {
  const card = cards(page).nth(index)
  await card.getByRole("link", { name: /^Ver Detalhes/ }).click()
  await expect(dialog(page)).toBeVisible()
  return card
}

/**
 * The counter, once the slider is ready for the next move: react-slick ignores moves until
 * 10 ms after it reports a change, which only a script is quick enough to hit.
 */
async function position(page: Page): Promise<[number, number]> {
  await page.waitForTimeout(60)
  const text = (await counter(page).textContent()) ?? ""
  const [current, total] = text
    .replace("Imagem", "")
    .split("/")
    .map((part) => Number(part.trim()))
  return [current, total]
}

/**
 * Scrolls a card's button into view as a visitor would, lets the cards around it be drawn and
 * their pictures load, then opens and closes its dialog: the button must not move on screen.
 * Cards out of view are drawn late (content-visibility), so a wrong reserved height shows here.
 */
async function expectCardStaysPut(page: Page, index: number): Promise<void> {
  const button = cards(page)
    .nth(index)
    .getByRole("link", { name: /^Ver Detalhes/ })
  await button.scrollIntoViewIfNeeded()
  const top = async () => Math.round((await button.boundingBox())?.y ?? Number.NaN)
  const scrolledTo = await top()
  await page.waitForLoadState("networkidle")
  await page.waitForTimeout(300)
  expect(await top(), `card ${index + 1} after the cards around it are drawn`).toBe(scrolledTo)
  await button.click()
  await expect(dialog(page)).toBeVisible()
  await page.keyboard.press("Escape")
  await expect(dialog(page)).toBeHidden()
  expect(await top(), `card ${index + 1} after its dialog closed`).toBe(scrolledTo)
  await expect(button).toBeInViewport()
}

test.describe("projects gallery at 1280 px (SPEC §2, §4)", () => {
  test.use({ viewport: DESKTOP })

  test.beforeEach(async ({ page }) => {
    await page.goto("/projetos/")
    await hydrated(page)
  })

  test("shows 18 cards in two columns, each with 'Ver Detalhes'", async ({ page }) => {
    await expect(cards(page)).toHaveCount(18)
    await expect(page.getByRole("link", { name: /^Ver Detalhes/ })).toHaveCount(18)
    const lefts = await cards(page).evaluateAll((all) => [
      ...new Set(all.map((card) => Math.round(card.getBoundingClientRect().left))),
    ])
    expect(lefts).toHaveLength(2)
    await expect(page.getByLabel("Filtrar por categoria", { exact: true }).first()).toBeHidden()
  })

  test("each category button narrows to a non-empty set, and 'Todos' restores all", async ({
    page,
  }) => {
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
      expect(count, category).toBeLessThan(18)
      for (const card of await cards(page).all())
        await expect(card.getByRole("list", { name: "Categorias" })).toContainText(category)
      await expect(page.getByRole("status")).toHaveText(
        new RegExp(`^${count} projetos? em ${category}$`),
      )
    }
    await filter.getByRole("button", { name: "Todos" }).click()
    await expect(cards(page)).toHaveCount(18)
    await expect(page).toHaveURL(/\/projetos\/$/)
  })

  test("the dialog shows the project's carousel, title, location, year, tags, stats and description", async ({
    page,
  }) => {
    const card = await openCard(page, 0)
    const title = (await card.getByRole("heading").textContent()) ?? ""
    await expect(dialog(page)).toHaveAccessibleName(title)
    await expect(dialog(page).getByRole("heading", { level: 2 })).toHaveText(title)
    await expect(
      dialog(page).getByRole("region", { name: `Imagens do projeto ${title}` }),
    ).toBeVisible()
    await expect(dialog(page).getByRole("heading", { name: "Descrição" })).toBeVisible()
    await expect(dialog(page)).toContainText(/ - (SC|RJ|MG|AL|BA) · 20\d\d/)
    await expect(dialog(page).getByRole("list", { name: "Categorias" })).toBeVisible()
    await expect(page).toHaveURL(new RegExp(`${FIRST_PROJECT}$`))
    await expect(page).toHaveTitle(new RegExp(`^${title} \\|`))
  })

  test("'Fechar' and Escape close the dialog and focus returns to its 'Ver Detalhes'", async ({
    page,
  }) => {
    await openCard(page, 2)
    await expect(dialog(page).getByRole("button", { name: "Fechar" })).toBeFocused()
    await dialog(page).getByRole("button", { name: "Fechar" }).click()
    await expect(dialog(page)).toBeHidden()
    await expect(
      cards(page)
        .nth(2)
        .getByRole("link", { name: /^Ver Detalhes/ }),
    ).toBeFocused()
    await expect(page).toHaveURL(/\/projetos\/$/)

    await openCard(page, 3)
    await page.keyboard.press("Escape")
    await expect(dialog(page)).toBeHidden()
    await expect(
      cards(page)
        .nth(3)
        .getByRole("link", { name: /^Ver Detalhes/ }),
    ).toBeFocused()
  })

  test("a card scrolled to stays put as the page draws and its dialog opens and closes", async ({
    page,
  }) => {
    for (const index of [2, 5, 13]) await expectCardStaysPut(page, index)
  })

  test("focus stays inside the dialog and the page behind does not scroll", async ({ page }) => {
    await openCard(page, 0)
    for (let i = 0; i < 8; i += 1) {
      await page.keyboard.press("Tab")
      expect(await dialog(page).evaluate((el) => el.contains(document.activeElement))).toBe(true)
    }
    const before = await page.evaluate(() => window.scrollY)
    await page.mouse.wheel(0, 600)
    await page.waitForTimeout(200)
    expect(await page.evaluate(() => window.scrollY)).toBe(before)
  })

  test("the browser's back button closes the dialog", async ({ page }) => {
    await openCard(page, 1)
    await page.goBack()
    await expect(dialog(page)).toBeHidden()
    await expect(page).toHaveURL(/\/projetos\/$/)
  })

  test("the carousel loops both ways, by arrows and by keyboard", async ({ page }) => {
    // Project 1 has the cover and all ten pictures.
    await openCard(page, 0)
    expect(await position(page)).toEqual([1, 11])
    await dialog(page).getByRole("button", { name: "Imagem anterior" }).click()
    await expect.poll(() => position(page)).toEqual([11, 11])
    await dialog(page).getByRole("button", { name: "Próxima imagem" }).click()
    await expect.poll(() => position(page)).toEqual([1, 11])
    await dialog(page).getByRole("button", { name: "Próxima imagem" }).focus()
    await page.keyboard.press("ArrowRight")
    await expect.poll(() => position(page)).toEqual([2, 11])
    await page.keyboard.press("ArrowLeft")
    await expect.poll(() => position(page)).toEqual([1, 11])
    await page.keyboard.press("ArrowLeft")
    await expect.poll(() => position(page)).toEqual([11, 11])
  })

  test("only the current slide is exposed; clones and hidden slides are inert", async ({
    page,
  }) => {
    await openCard(page, 0)
    await dialog(page).getByRole("button", { name: "Próxima imagem" }).click()
    await expect.poll(() => position(page)).toEqual([2, 11])
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
    await expect(dialog(page).getByRole("img")).toHaveAccessibleName(/imagem 2 de 11/)
  })

  test("a project with only a cover has no arrows", async ({ page }) => {
    // Projects 4 and 15 have a cover only.
    await openCard(page, 3)
    await expect(dialog(page).getByRole("img")).toHaveCount(1)
    await expect(dialog(page).getByRole("button", { name: "Próxima imagem" })).toHaveCount(0)
    await expect(dialog(page).locator(".slick-cloned")).toHaveCount(0)
  })

  test("a picture that fails to load is dropped from the slides", async ({ page, browserLog }) => {
    browserLog.allow(/Failed to load resource/)
    await page.route(/\/static\/.*\/pic2\.(jpg|webp|avif)$/, (route) => route.abort())
    await page.reload()
    await hydrated(page)
    await openCard(page, 0)
    const next = dialog(page).getByRole("button", { name: "Próxima imagem" })
    // pic2 is the third slide: it loads, and fails, as the visitor gets near it.
    for (let step = 0; step < 3 && (await position(page))[1] === 11; step += 1) {
      await next.click()
      await page.waitForTimeout(400)
    }
    await expect.poll(async () => (await position(page))[1]).toBe(10)
    await expect(dialog(page).getByRole("img")).toHaveAccessibleName(/imagem \d+ de 10$/)
    for (let i = 0; i < 10; i += 1) {
      const [before] = await position(page)
      await next.click()
      await expect.poll(() => position(page)).toEqual([(before % 10) + 1, 10])
      const image = dialog(page).getByRole("img")
      await expect(image).toHaveJSProperty("complete", true)
      expect(await image.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0)
    }
  })

  test("opening every project's dialog requests no image that fails", async ({ page }) => {
    test.setTimeout(90_000)
    const failed: string[] = []
    page.on("requestfailed", (request) => failed.push(request.url()))
    page.on("response", (response) => {
      if (response.status() >= 400) failed.push(`${response.status()} ${response.url()}`)
    })
    for (let index = 0; index < 18; index += 1) {
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

  test("unknown values in an old address leave the full listing and no dialog", async ({
    page,
  }) => {
    await page.goto("/projetos/?categoria=piscinas&projeto=999")
    await hydrated(page)
    await page.waitForLoadState("networkidle")
    await expect(cards(page)).toHaveCount(18)
    await expect(dialog(page)).toHaveCount(0)
    await expect(page).toHaveURL(/\/projetos\/\?categoria=piscinas&projeto=999$/)
  })
})

test.describe("projects gallery at 390 px", () => {
  test.use({ viewport: MOBILE })

  test("one column and a dropdown filter that narrows and restores", async ({ page }) => {
    await page.goto("/projetos/")
    await hydrated(page)
    const lefts = await cards(page).evaluateAll((all) => [
      ...new Set(all.map((card) => Math.round(card.getBoundingClientRect().left))),
    ])
    expect(lefts).toHaveLength(1)
    await expect(page.getByRole("group", { name: "Filtrar por categoria" })).toBeHidden()
    for (const category of CATEGORIES) {
      await page.getByRole("combobox", { name: "Filtrar por categoria" }).selectOption(category)
      await expect(page.getByRole("status")).toContainText(`em ${category}`)
      await expect(page.getByRole("combobox", { name: "Filtrar por categoria" })).toBeFocused()
      const count = await cards(page).count()
      expect(count, category).toBeGreaterThan(0)
      expect(count, category).toBeLessThan(18)
    }
    await page.getByRole("combobox", { name: "Filtrar por categoria" }).selectOption("Todos")
    await expect(cards(page)).toHaveCount(18)
  })

  test("a card scrolled to stays put as the page draws and its dialog opens and closes", async ({
    page,
  }) => {
    await page.goto("/projetos/")
    await hydrated(page)
    for (const index of [1, 2, 9]) await expectCardStaysPut(page, index)
  })

  test("the dialog fits the screen with its 'Fechar' button", async ({ page }) => {
    await page.goto("/projetos/")
    await hydrated(page)
    await openCard(page, 0)
    const box = await dialog(page).boundingBox()
    expect(box && box.width).toBeLessThanOrEqual(MOBILE.width)
    await expect(dialog(page).getByRole("button", { name: "Fechar" })).toBeInViewport()
  })
})
