import type { Page } from "@playwright/test"
import { test, expect, hydrated, DESKTOP, MOBILE } from "./fixtures"
import { cards, CATEGORIES } from "./portfolio"

/** The distinct left edges of the cards: one per grid column. */
const cardColumns = (page: Page) =>
  cards(page).evaluateAll((all) => [
    ...new Set(all.map((card) => Math.round(card.getBoundingClientRect().left))),
  ])

test.describe("projects listing at 1280 px", () => {
  test.use({ viewport: DESKTOP })

  test.beforeEach(async ({ page }) => {
    await page.goto("/projetos/")
    await hydrated(page)
  })

  test("shows 18 cards in two columns, each with 'Ver Detalhes'", async ({ page }) => {
    await expect(cards(page)).toHaveCount(18)
    await expect(page.getByRole("link", { name: /^Ver Detalhes/ })).toHaveCount(18)
    expect(await cardColumns(page)).toHaveLength(2)
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
})

test.describe("projects listing at 390 px", () => {
  test.use({ viewport: MOBILE })

  test("one column and a dropdown filter that narrows and restores", async ({ page }) => {
    await page.goto("/projetos/")
    await hydrated(page)
    expect(await cardColumns(page)).toHaveLength(1)
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

  test("a state's listing shows its projects and leads back to all", async ({ page }) => {
    await page.goto("/projetos/estado/mg/")
    await hydrated(page)
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Projetos em Minas Gerais")
    const count = await cards(page).count()
    expect(count).toBeGreaterThan(1)
    await expect(page.getByRole("status")).toHaveText(`${count} projetos em Minas Gerais`)
    for (const card of await cards(page).all()) await expect(card).toContainText(" - MG · ")
    await page.getByRole("link", { name: "Ver projetos de todos os estados" }).click()
    await expect(page).toHaveURL(/\/projetos\/$/)
  })
})
