import {
  test,
  expect,
  expectHeadingInView,
  framesPassed,
  hydrated,
  scrollSettled,
  DESKTOP,
} from "./fixtures"
import { builtTexts, shownText } from "../helpers/fixture-texts"

test.use({ viewport: DESKTOP })

test.describe("home page: hero, sections and firm facts", () => {
  test("one load of the home page: sections in order; hero, about, contact and head content; a direct visit does not scroll anywhere; the hero's 'Ver Projetos', the call to action's 'Ver Projetos' and 'Conhecer Mais' go to /projetos/; 'Solicitar Orçamento' scrolls to the contact section", async ({
    page,
  }) => {
    // Checks of what the page shows, none changing it, a step each; then its links, followed.
    await page.goto("/")
    await test.step("has the sections in order: hero, services, call to action, about, where we work, clients, contact", async () => {
      const ids = await page
        .locator("main > section, main > div > section")
        .evaluateAll((sections) =>
          sections.map((section) => section.id || section.getAttribute("aria-labelledby")),
        )
      expect(ids).toEqual([
        "inicio",
        "servicos",
        "cta-titulo",
        "sobre",
        "onde-atuamos",
        "clientes",
        "contato",
      ])
    })
    await test.step("the hero states the firm's title, lead (40 years and 2011 filled in) and four points", async () => {
      const hero = page.locator("#inicio")
      const { title, lead, points } = builtTexts.hero
      await expect(hero.getByRole("heading", { level: 1 })).toHaveText(shownText(title))
      expect([lead, shownText(lead)]).toEqual([
        expect.stringMatching(/\{anos\}.*\{fundacao\}|\{fundacao\}.*\{anos\}/),
        expect.stringMatching(/40 .*2011|2011.*40 /),
      ])
      await expect(hero).toContainText(shownText(lead))
      expect(points).toHaveLength(4)
      for (const point of points) await expect(hero.getByText(shownText(point.text))).toBeVisible()
    })
    await test.step("about shows the four figures and contact shows hours, WhatsApp and the 24h reply", async () => {
      for (const figure of ["40+", "500+", "50+", "24/7"]) {
        await expect(page.locator("#sobre").getByText(figure, { exact: true })).toBeVisible()
      }
      const contact = page.locator("#contato")
      await expect(contact).toContainText("Segunda a Sexta: 8h às 20h")
      await expect(contact).toContainText("Sábado: 9h às 17h")
      await expect(contact).toContainText("24 horas, 7 dias por semana")
      await expect(contact).toContainText("WhatsApp disponível")
      await expect(contact).toContainText("Resposta em até 24h")
      await expect(contact.getByRole("link", { name: /abre o WhatsApp/ })).toHaveAttribute(
        "href",
        /^https:\/\/wa\.me\/55/,
      )
    })
    await test.step("the head has description, canonical, Open Graph and the firm's JSON-LD", async () => {
      await expect(page.locator('meta[name="description"]')).toHaveAttribute(
        "content",
        /engenharia hidráulica sanitária/,
      )
      await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", /\/$/)
      await expect(page.locator('meta[property="og:image"]')).toHaveAttribute(
        "content",
        /\/og-image\.jpg$/,
      )
      await expect(page.locator('meta[name="twitter:card"]')).toHaveAttribute(
        "content",
        "summary_large_image",
      )
      const jsonLd = JSON.parse(
        (await page.locator('script[type="application/ld+json"]').textContent()) ?? "{}",
      )
      expect(jsonLd).toMatchObject({
        "@type": "ProfessionalService",
        name: "HidroVale Engenharia",
        telephone: "+553135550140",
        email: "contato@hidrovale.example.com",
        foundingDate: "2011",
        areaServed: { name: "Brasil" },
        address: { addressLocality: "Belo Horizonte", addressRegion: "MG" },
      })
      expect(jsonLd.openingHoursSpecification).toHaveLength(2)
    })
    await hydrated(page)
    // The arrival handler runs in an effect and scrolls in the next frame: once frames have
    // passed and any scroll has settled, the page is still at the top.
    await framesPassed(page)
    await scrollSettled(page)
    expect(await page.evaluate(() => window.scrollY), "after a direct visit").toBe(0)
    const links = [
      [
        "the hero's 'Ver Projetos'",
        page.locator("#inicio").getByRole("link", { name: "Ver Projetos" }),
      ],
      [
        "the call to action's 'Ver Projetos'",
        page
          .getByRole("region", { name: shownText(builtTexts.callToAction.title) })
          .getByRole("link", { name: "Ver Projetos" }),
      ],
      ["'Conhecer Mais'", page.getByRole("link", { name: "Conhecer Mais" })],
    ] as const
    for (const [what, link] of links) {
      await link.click()
      await expect(page, what).toHaveURL(/\/projetos\/$/)
      await page.goBack()
      await expect(page).toHaveURL(/127\.0\.0\.1:\d+\/$/)
    }
    await page.getByRole("link", { name: "Solicitar Orçamento" }).click()
    await expectHeadingInView(page, "#contato")
  })

  test("navigation state naming a missing section does nothing and throws nothing", async ({
    page,
  }) => {
    await page.goto("/projetos/")
    await hydrated(page)
    await page.evaluate(() => {
      const w = window as unknown as { ___navigate: (to: string, options: object) => void }
      w.___navigate("/", { state: { section: "nao-existe" } })
    })
    await expect(page).toHaveURL(/127\.0\.0\.1:\d+\/$/)
    // The handler clears the section from the history entry in the frame it would scroll in.
    await expect
      .poll(() =>
        page.evaluate(() => (window.history.state as { section?: string } | null)?.section),
      )
      .toBeUndefined()
    await scrollSettled(page)
    expect(await page.evaluate(() => window.scrollY)).toBe(0)
  })
})
