import type { Page } from "@playwright/test"
import { test, expect, hydrated, DESKTOP, MOBILE } from "./fixtures"

/** The fixture's second project: Lagoa Santa - MG, Esgoto, a cover and five pictures. */
const PROJECT = {
  path: "/projetos/sistema-de-esgotamento-sanitario-de-lagoa-santa/",
  id: 2,
  title: "Sistema de Esgotamento Sanitário de Lagoa Santa",
  firstSentence:
    "Projeto executivo do sistema de esgotamento sanitário da sede urbana, em região cárstica " +
    "com exigências ambientais rigorosas.",
  pictures: 6,
}
const dialog = (page: Page) => page.getByRole("dialog")
const cardLink = (page: Page, title: string) =>
  page
    .getByRole("main")
    .getByRole("article")
    .filter({ has: page.getByRole("heading", { name: title }) })
    .getByRole("link", { name: /^Ver Detalhes/ })

test.describe("a project's own page", () => {
  test.use({ viewport: DESKTOP })

  test("a direct visit shows the whole project as a page, with every picture", async ({ page }) => {
    await page.goto(PROJECT.path)
    await hydrated(page)
    await expect(dialog(page)).toHaveCount(0)
    const main = page.getByRole("main")
    await expect(main.getByRole("heading", { level: 1 })).toHaveText(PROJECT.title)
    await expect(main).toContainText("Lagoa Santa - MG · 2014")
    await expect(main.getByRole("list", { name: "Categorias" })).toHaveText("Esgoto")
    await expect(main).toContainText("68.000 habitantes")
    await expect(main.getByRole("heading", { name: "Descrição" })).toBeVisible()
    await expect(
      main.getByRole("listitem").filter({ hasText: "Rede coletora de 96 km" }),
    ).toHaveCount(1)
    const pictures = main.getByRole("img", { name: new RegExp(`^${PROJECT.title}: imagem`) })
    await expect(pictures).toHaveCount(PROJECT.pictures)
    for (const picture of await pictures.all()) {
      await picture.scrollIntoViewIfNeeded()
      await expect(picture).toHaveJSProperty("complete", true)
      expect(await picture.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0)
    }
  })

  test("links to the previous and next projects, the portfolio and the contact form", async ({
    page,
  }) => {
    await page.goto(PROJECT.path)
    await hydrated(page)
    const others = page.getByRole("navigation", { name: "Outros projetos" })
    await expect(others.getByRole("link")).toHaveCount(2)
    await others.getByRole("link", { name: /Próximo projeto/ }).click()
    await expect(page).toHaveURL(/\/projetos\/macrodrenagem-da-bacia-do-rio-cachoeira\/$/)
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(
      "Macrodrenagem da Bacia do Rio Cachoeira",
    )
    await page.getByRole("link", { name: /Projeto anterior/ }).click()
    await expect(page).toHaveURL(new RegExp(`${PROJECT.path}$`))
    await page.getByRole("link", { name: "Solicite um orçamento" }).click()
    await expect(page).toHaveURL(/\/$/)
    await expect(page.locator("#contato")).toBeInViewport()
    await page.goto(PROJECT.path)
    await page.getByRole("link", { name: "← Todos os projetos" }).click()
    await expect(page).toHaveURL(/\/projetos\/$/)
  })

  test("its head previews the project: title, description, canonical, picture and JSON-LD", async ({
    page,
    request,
  }) => {
    await page.goto(PROJECT.path)
    await expect(page).toHaveTitle(`${PROJECT.title} | HidroVale Engenharia`)
    const meta = (selector: string) => page.locator(selector).getAttribute("content")
    expect(await meta('meta[name="description"]')).toBe(PROJECT.firstSentence)
    expect(await meta('meta[property="og:description"]')).toBe(PROJECT.firstSentence)
    expect(await meta('meta[property="og:title"]')).toBe(`${PROJECT.title} | HidroVale Engenharia`)
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
      "href",
      new RegExp(`^https?://[^/]+${PROJECT.path}$`),
    )
    const image = (await meta('meta[property="og:image"]')) ?? ""
    expect(image).toMatch(/^https?:\/\/[^/]+\/static\/.+\.jpg$/)
    expect(image).not.toContain("og-image.jpg")
    expect(await meta('meta[property="og:image:width"]')).toBe("1200")
    expect(await meta('meta[property="og:image:height"]')).toBe("630")
    expect(await meta('meta[name="twitter:image"]')).toBe(image)
    const picture = await request.get(new URL(image).pathname)
    expect(picture.status()).toBe(200)
    expect(picture.headers()["content-type"]).toBe("image/jpeg")
    const jsonLd = (await page.locator('script[type="application/ld+json"]').allTextContents())
      .map((text) => JSON.parse(text))
      .find((data) => data["@type"] === "CreativeWork")
    expect(jsonLd).toMatchObject({
      name: PROJECT.title,
      description: PROJECT.firstSentence,
      dateCreated: "2014",
      locationCreated: { address: { addressLocality: "Lagoa Santa", addressRegion: "MG" } },
      creator: { "@id": expect.stringMatching(/\/#empresa$/) },
      image: expect.stringMatching(/\/static\/.+\.jpg$/),
    })
    expect(jsonLd.url).toMatch(new RegExp(`${PROJECT.path}$`))
  })
})

test.describe("the dialog's address is the project's page", () => {
  test.use({ viewport: DESKTOP })

  test("opening a card puts the page's address in the bar; reloading it shows the page", async ({
    page,
  }) => {
    await page.goto("/projetos/")
    await hydrated(page)
    await cardLink(page, PROJECT.title).click()
    await expect(dialog(page)).toBeVisible()
    await expect(page).toHaveURL(new RegExp(`${PROJECT.path}$`))
    await expect(page).toHaveTitle(`${PROJECT.title} | HidroVale Engenharia`)
    await page.reload()
    await hydrated(page)
    await expect(dialog(page)).toHaveCount(0)
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(PROJECT.title)
  })

  test("Back from a dialog opened on a category listing restores that filter", async ({ page }) => {
    await page.goto("/projetos/")
    await hydrated(page)
    const filter = page.getByRole("group", { name: "Filtrar por categoria" })
    await filter.getByRole("button", { name: "Esgoto" }).click()
    await expect(page).toHaveURL(/\/projetos\/categoria\/esgoto\/$/)
    await cardLink(page, PROJECT.title).click()
    await expect(dialog(page)).toBeVisible()
    await expect(page).toHaveURL(new RegExp(`${PROJECT.path}$`))
    await page.goBack()
    await expect(dialog(page)).toHaveCount(0)
    await expect(page).toHaveURL(/\/projetos\/categoria\/esgoto\/$/)
    await expect(filter.getByRole("button", { name: "Esgoto" })).toHaveAttribute(
      "aria-pressed",
      "true",
    )
    await expect(page.getByRole("status")).toHaveText("6 projetos em Esgoto")
    await expect(cardLink(page, PROJECT.title)).toBeFocused()
  })

  test("a card shows that its project is loading until the dialog opens", async ({ page }) => {
    await page.goto("/projetos/")
    await hydrated(page)
    let release: () => void = () => undefined
    const held = new Promise<void>((resolve) => (release = resolve))
    await page.route(`**/page-data${PROJECT.path}page-data.json`, async (route) => {
      await held
      await route.continue()
    })
    const link = cardLink(page, PROJECT.title)
    await link.scrollIntoViewIfNeeded()
    const before = await link.boundingBox()
    await link.click()
    await expect(link).toHaveAttribute("aria-busy", "true")
    expect(await link.boundingBox()).toEqual(before)
    release()
    await expect(dialog(page)).toBeVisible()
    await page.keyboard.press("Escape")
    await expect(link).not.toHaveAttribute("aria-busy", "true")
  })

  test("a link opened in a new tab is the project's page", async ({ page, context }) => {
    await page.goto("/projetos/")
    await hydrated(page)
    const [tab] = await Promise.all([
      context.waitForEvent("page"),
      cardLink(page, PROJECT.title).click({ modifiers: ["Control"] }),
    ])
    await tab.waitForLoadState()
    await expect(tab).toHaveURL(new RegExp(`${PROJECT.path}$`))
    await expect(tab.getByRole("heading", { level: 1 })).toHaveText(PROJECT.title)
    await expect(dialog(page)).toHaveCount(0)
  })

  test("old gallery links end on the project's page or the category's listing", async ({
    page,
  }) => {
    await page.goto(`/projetos/?projeto=${PROJECT.id}`)
    await expect(page).toHaveURL(new RegExp(`${PROJECT.path}$`))
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(PROJECT.title)
    await page.goto("/projetos/?categoria=drenagem&projeto=3")
    await expect(page).toHaveURL(/\/projetos\/macrodrenagem-da-bacia-do-rio-cachoeira\/$/)
    await page.goto("/projetos/?categoria=drenagem")
    await expect(page).toHaveURL(/\/projetos\/categoria\/drenagem\/$/)
    await expect(
      page
        .getByRole("group", { name: "Filtrar por categoria" })
        .getByRole("button", { name: "Drenagem" }),
    ).toHaveAttribute("aria-pressed", "true")
  })
})

test.describe("listings by state", () => {
  test.use({ viewport: MOBILE })

  test("a state's listing shows its projects and leads back to all", async ({ page }) => {
    await page.goto("/projetos/estado/mg/")
    await hydrated(page)
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Projetos em Minas Gerais")
    const cards = page.getByRole("main").getByRole("article")
    const count = await cards.count()
    expect(count).toBeGreaterThan(1)
    await expect(page.getByRole("status")).toHaveText(`${count} projetos em Minas Gerais`)
    for (const card of await cards.all()) await expect(card).toContainText(" - MG · ")
    await page.getByRole("link", { name: "Ver projetos de todos os estados" }).click()
    await expect(page).toHaveURL(/\/projetos\/$/)
  })
})
