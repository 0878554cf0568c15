/**
 * What a public client checks, on the built site: the firm's razão social, CNPJ and CREA in every
 * footer and in the JSON-LD; the responsible engineers on /equipe/ with their CREA numbers; who
 * contracted each project and who was responsible; the clients on the home page.
 */
import { readdirSync, readFileSync } from "node:fs"
import path from "node:path"
import { test, expect, DESKTOP, MOBILE } from "./fixtures"
import { jsonLdOf, links, one, servedDocument, textOf } from "./static-html"
import { hasValidCheckDigits } from "../../src/lib/cnpj"
import { projectSlug } from "../../src/lib/slug"
import { builtTexts, shownText } from "../helpers/fixture-texts"

const CONTENT = process.env.CONTENT_DIR ?? "__tests__/fixtures/content"
const site = JSON.parse(readFileSync(path.join(CONTENT, "site.json"), "utf8")) as {
  legalName: string
  cnpj: string
  crea: string
  certifications: { name: string; validUntil: string }[]
}
const team = readdirSync(path.join(CONTENT, "team"))
  .filter((name) => name.endsWith(".json"))
  .map(
    (name) =>
      JSON.parse(readFileSync(path.join(CONTENT, "team", name), "utf8")) as {
        id: string
        name: string
        crea: string
        photo?: string
      },
  )
const projects = readdirSync(path.join(CONTENT, "projects")).map(
  (folder) =>
    JSON.parse(readFileSync(path.join(CONTENT, "projects", folder, "project.json"), "utf8")) as {
      title: string
      slug?: string
      contratante: string
      escopo: string
      responsaveis: string[]
      atestado?: boolean
    },
)
const memberName = (id: string) => team.find((member) => member.id === id)!.name

test.describe("The firm's identity", () => {
  test("the footer of /, /projetos/, /equipe/ and /privacidade/ names the razão social, the CNPJ (with valid check digits) and the CREA", async ({
    request,
  }) => {
    for (const pathname of ["/", "/projetos/", "/equipe/", "/privacidade/"]) {
      const footer = textOf(one(await servedDocument(request, pathname), "footer"))
      expect(footer, pathname).toContain(`${site.legalName} · CNPJ ${site.cnpj} · ${site.crea}`)
      const shown = /CNPJ (\d{2}\.\d{3}\.\d{3}\/\d{4}-\d{2})/.exec(footer)?.[1] ?? ""
      expect(hasValidCheckDigits(shown), `${pathname}: the CNPJ shown, ${shown}`).toBe(true)
    }
  })

  test("the home page's Organization JSON-LD carries legalName, taxID and the CREA", async ({
    request,
  }) => {
    const [firm] = jsonLdOf(await servedDocument(request, "/")).filter(
      (item) => item["@type"] === "ProfessionalService",
    )
    expect(firm).toMatchObject({ legalName: site.legalName, taxID: site.cnpj })
    expect(firm.identifier).toEqual(
      expect.arrayContaining([
        { "@type": "PropertyValue", propertyID: "CNPJ", value: site.cnpj },
        { "@type": "PropertyValue", propertyID: "CREA", value: site.crea },
      ]),
    )
  })
})

test.describe("/equipe/", () => {
  test("lists every engineer with their CREA, each with a Person JSON-LD member of the firm", async ({
    request,
  }) => {
    const html = await servedDocument(request, "/equipe/")
    expect(textOf(one(html, "h1")).trim()).toBe("Equipe técnica e credenciais")
    for (const member of team) {
      const card = one(html, `li[id="${member.id}"]`)
      expect(textOf(one(card, "h3")).trim(), member.id).toBe(member.name)
      expect(textOf(card), member.id).toContain(member.crea)
    }
    const [graph] = jsonLdOf(html)
    const people = graph["@graph"] as Record<string, unknown>[]
    expect(people).toHaveLength(team.length)
    const firmId = (people[0].memberOf as { "@id": string })["@id"]
    expect(firmId).toMatch(/\/#empresa$/)
    for (const member of team) {
      expect(people).toContainEqual(
        expect.objectContaining({
          "@type": "Person",
          name: member.name,
          identifier: { "@type": "PropertyValue", propertyID: "CREA", value: member.crea },
          memberOf: { "@id": firmId },
        }),
      )
    }
  })

  test("shows a portrait photo whole, not cropped, at 390 and at 1280 px; on a phone, every card's bio runs the card's full width", async ({
    page,
  }) => {
    const withPhoto = team.find((member) => member.photo)
    expect(withPhoto).toBeDefined()
    await page.setViewportSize(MOBILE)
    await page.goto(`/equipe/#${withPhoto!.id}`)
    // One load, then the other width: the layout follows the width alone (CSS media queries).
    for (const viewport of [MOBILE, DESKTOP]) {
      await page.setViewportSize(viewport)
      const img = page.locator(`li#${withPhoto!.id} img`)
      await img.scrollIntoViewIfNeeded()
      await expect
        .poll(() => img.evaluate((el: HTMLImageElement) => el.naturalWidth))
        .toBeGreaterThan(0)
      const shown = await img.evaluate((el: HTMLImageElement) => {
        const box = el.getBoundingClientRect()
        const scale = Math.min(box.width / el.naturalWidth, box.height / el.naturalHeight)
        return {
          fit: getComputedStyle(el).objectFit,
          // The drawn picture fits inside the box: nothing is cut off.
          drawnWidth: el.naturalWidth * scale,
          drawnHeight: el.naturalHeight * scale,
          boxWidth: box.width,
          boxHeight: box.height,
          ratio: el.naturalWidth / el.naturalHeight,
        }
      })
      const at = `at ${viewport.width} px`
      expect(shown.fit, at).toBe("contain")
      expect(shown.ratio, at).toBeLessThan(1)
      expect(shown.drawnWidth, at).toBeLessThanOrEqual(shown.boxWidth + 0.5)
      expect(shown.drawnHeight, at).toBeLessThanOrEqual(shown.boxHeight + 0.5)
      if (viewport !== MOBILE) continue
      // The photo or initials sit beside the name; the bio takes the whole inner width.
      const widths = await page
        .locator(team.map((member) => `li#${member.id}`).join(", "))
        .evaluateAll((cards) =>
          cards.map((card) => {
            const style = getComputedStyle(card)
            const inner =
              card.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight)
            const bio = [...card.querySelectorAll("p")].at(-1)!
            return { id: card.id, share: bio.getBoundingClientRect().width / inner }
          }),
        )
      expect(widths.length).toBe(team.length)
      for (const { id, share } of widths) expect(share, `${id}'s bio`).toBeGreaterThan(0.99)
    }
  })
})

test.describe("What each project says about itself", () => {
  test("every project page names its client, scope and responsible engineers, in the JSON-LD too", async ({
    request,
  }) => {
    for (const project of projects) {
      const pathname = `/projetos/${projectSlug(project)}/`
      const html = await servedDocument(request, pathname)
      const main = one(html, "main")
      const text = textOf(main)
      expect(text, pathname).toContain(project.contratante)
      expect(text, pathname).toContain(project.escopo)
      for (const id of project.responsaveis) {
        const named = links(main).filter((link) => link.text.includes(memberName(id)))
        expect(
          named.map((link) => link.href),
          `${pathname}: link to ${id}`,
        ).toEqual([`/equipe/${id}/`])
      }
      const note = "Atestado de capacidade técnica disponível mediante solicitação."
      expect(text.split(note).length - 1, `${pathname}: the atestado note`).toBe(
        project.atestado ? 1 : 0,
      )
      const work = jsonLdOf(html).find((item) => item["@type"] === "CreativeWork")!
      expect(work.funder, pathname).toEqual({ "@type": "Organization", name: project.contratante })
      expect(
        (work.contributor as { name: string }[]).map((person) => person.name),
        pathname,
      ).toEqual(project.responsaveis.map(memberName))
    }
  })

  // The dialog over the listing shows the client and the engineer too: project-dialog.spec.ts,
  // in its load of the listing.
})

test("the home page lists the clients, with the number of projects of each; its links lead to /equipe/ (in the sitemap) and, from the selling point linking there, to the valid certifications, an expired one not shown", async ({
  page,
  request,
}) => {
  const counts = new Map<string, number>()
  for (const project of projects)
    counts.set(project.contratante, (counts.get(project.contratante) ?? 0) + 1)
  await page.goto("/")
  const { clients } = builtTexts
  const section = page.getByRole("region", { name: shownText(clients.title) })
  expect(clients.intro).toContain("{clientes}")
  await expect(section).toContainText(shownText(clients.intro, { clientes: counts.size }))
  // The first ones are listed open; the rest one click away, without a script.
  await section.getByText(/^Ver mais \d+ clientes$/).click()
  const items = section.getByRole("listitem")
  await expect(items).toHaveCount(counts.size)
  for (const [client, count] of counts) {
    await expect(items.filter({ hasText: client })).toContainText(
      count === 1 ? "1 projeto" : `${count} projetos`,
    )
  }

  const sitemap = await (await request.get("/sitemap-0.xml")).text()
  expect(sitemap).toContain("/equipe/</loc>")
  await page.getByRole("link", { name: "Conheça a equipe e as credenciais da empresa" }).click()
  await expect(page).toHaveURL(/\/equipe\/$/)
  await page.goBack()
  await expect(page).toHaveURL(/127\.0\.0\.1:\d+\/$/)

  const today = new Date().toISOString().slice(0, 10)
  const valid = site.certifications.filter((item) => item.validUntil >= today)
  const expired = site.certifications.filter((item) => item.validUntil < today)
  expect(valid.length).toBeGreaterThan(0)
  expect(expired.length).toBeGreaterThan(0)
  const certified = builtTexts.hero.points.find((point) => point.link === "/equipe/#certificacoes")!
  await page.getByRole("link", { name: shownText(certified.text) }).click()
  await expect(page).toHaveURL(/\/equipe\/#certificacoes$/)
  const list = page.locator("#certificacoes + ul")
  for (const item of valid) await expect(list).toContainText(item.name)
  for (const item of expired) await expect(page.getByRole("main")).not.toContainText(item.name)
})
