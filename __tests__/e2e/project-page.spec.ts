import { test, expect, hydrated, DESKTOP } from "./fixtures"
import { cardIndex, dialog, PORTFOLIO, PROJECT } from "./portfolio"
import { slugify } from "../../src/lib/slug"
import { jsonLdOf, one, servedDocument } from "./static-html"

test.describe("a project's own page", () => {
  test.use({ viewport: DESKTOP })

  test("a direct visit shows the whole project as a page, with every picture; it links to the previous and next projects, the portfolio and the contact form", async ({
    page,
  }) => {
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

    // The same load: the links, followed one after another.
    const at = cardIndex(PROJECT.id)
    const [previous, next] = [PORTFOLIO[at - 1], PORTFOLIO[at + 1]]
    const others = page.getByRole("navigation", { name: "Outros projetos" })
    await expect(others.getByRole("link")).toHaveCount([previous, next].filter(Boolean).length)
    await expect(others.getByRole("link", { name: /Projeto anterior/ })).toHaveCount(
      previous ? 1 : 0,
    )
    await others.getByRole("link", { name: /Próximo projeto/ }).click()
    await expect(page).toHaveURL(new RegExp(`/projetos/${slugify(next.title)}/$`))
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(next.title)
    await page.getByRole("link", { name: /Projeto anterior/ }).click()
    await expect(page).toHaveURL(new RegExp(`${PROJECT.path}$`))
    await page.getByRole("link", { name: "Solicite um orçamento" }).click()
    await expect(page).toHaveURL(/\/$/)
    await expect(page.locator("#contato")).toBeInViewport()
    await page.goBack()
    await expect(page).toHaveURL(new RegExp(`${PROJECT.path}$`))
    await page.getByRole("link", { name: "← Todos os projetos" }).click()
    await expect(page).toHaveURL(/\/projetos\/$/)
  })

  test("its pictures are plain <picture> elements: no script or <noscript> copy in the page", async ({
    request,
  }) => {
    const html = await (await request.get(PROJECT.path)).text()
    const main = html.slice(html.indexOf("<main"), html.indexOf("</main>"))
    expect(main.match(/<picture/g)).toHaveLength(PROJECT.pictures)
    expect(main).not.toMatch(/<script|<noscript/)
  })

  test("its head previews the project: title, description, canonical, picture and JSON-LD", async ({
    request,
  }) => {
    // The head as served: what a link preview reads, without running scripts.
    const html = await servedDocument(request, PROJECT.path)
    expect(html.title).toBe(`${PROJECT.title} | HidroVale Engenharia`)
    const meta = (selector: string) => html.querySelector(selector)?.getAttribute("content")
    expect(meta('meta[name="description"]')).toBe(PROJECT.firstSentence)
    expect(meta('meta[property="og:description"]')).toBe(PROJECT.firstSentence)
    expect(meta('meta[property="og:title"]')).toBe(`${PROJECT.title} | HidroVale Engenharia`)
    expect(one(html, 'link[rel="canonical"]').getAttribute("href")).toMatch(
      new RegExp(`^https?://[^/]+${PROJECT.path}$`),
    )
    const image = meta('meta[property="og:image"]') ?? ""
    expect(image).toMatch(/^https?:\/\/[^/]+\/static\/.+\.jpg$/)
    expect(image).not.toContain("og-image.jpg")
    expect(meta('meta[property="og:image:width"]')).toBe("1200")
    expect(meta('meta[property="og:image:height"]')).toBe("630")
    expect(meta('meta[name="twitter:image"]')).toBe(image)
    const picture = await request.get(new URL(image).pathname)
    expect(picture.status()).toBe(200)
    expect(picture.headers()["content-type"]).toBe("image/jpeg")
    const jsonLd = jsonLdOf(html).find((data) => data["@type"] === "CreativeWork")!
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
