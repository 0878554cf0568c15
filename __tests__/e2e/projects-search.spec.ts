/**
 * The search on /projetos/: typing narrows the cards across the whole portfolio, the address
 * carries the query (?busca=), Back and Forward move between searches, and the search file is
 * fetched only once the field is used. Without JavaScript the field is hidden and every project
 * stays reachable through plain links.
 */
import { readdirSync, readFileSync } from "node:fs"
import path from "node:path"
import type { Page } from "@playwright/test"
import {
  test,
  expect,
  hydrated,
  pendingRequests,
  requestsSettled,
  DESKTOP,
  MOBILE,
} from "./fixtures"
import { cards, portfolioTitles } from "./portfolio"
import { links, one, servedDocument } from "./static-html"
import { projectSlug } from "../../src/lib/slug"
import { axeViolations } from "./axe"

const CONTENT = process.env.CONTENT_DIR ?? "__tests__/fixtures/content"
const projects = readdirSync(path.join(CONTENT, "projects")).map(
  (folder) =>
    JSON.parse(readFileSync(path.join(CONTENT, "projects", folder, "project.json"), "utf8")) as {
      title: string
      slug?: string
      location: string
      categories: string[]
      contratante: string
    },
)
const ALL = projects.length
const titlesWhere = (keep: (project: (typeof projects)[number]) => boolean) =>
  projects.filter(keep).map((project) => project.title)

const field = (page: Page) => page.getByRole("searchbox", { name: "Buscar projetos" })
const count = (page: Page) => page.getByRole("status")
const cardTitles = (page: Page) => cards(page).getByRole("heading", { level: 2 }).allTextContents()
const SEARCH_FILE = /\/projetos\/busca\.json$/

async function openListing(page: Page, address = "/projetos/") {
  await page.goto(address)
  await hydrated(page)
}

test.describe("search on /projetos/", () => {
  test.use({ viewport: DESKTOP })

  test("typing a city narrows the cards, the count follows, the address carries it, and a fresh tab shows the same; a category chosen keeps the search, which works within it", async ({
    page,
    context,
  }) => {
    const lagoaSanta = titlesWhere((project) => project.location === "Lagoa Santa - MG")
    expect(lagoaSanta.length).toBeGreaterThan(0)
    const requests: string[] = []
    page.on("request", (request) => requests.push(request.url()))
    const pending = pendingRequests(context)

    await openListing(page)
    await expect(cards(page)).toHaveCount(ALL)
    await expect(count(page)).toHaveText(`${ALL} projetos`)
    // Not in the first load: the search file waits for the field.
    await requestsSettled(page, pending)
    expect(requests.filter((url) => SEARCH_FILE.test(url))).toEqual([])

    await field(page).focus()
    await expect.poll(() => requests.filter((url) => SEARCH_FILE.test(url)).length).toBe(1)
    await field(page).pressSequentially("lagoa santa")
    await expect(cards(page)).toHaveCount(lagoaSanta.length)
    expect((await cardTitles(page)).sort()).toEqual([...lagoaSanta].sort())
    await expect(count(page)).toHaveText(
      `${lagoaSanta.length} projeto${lagoaSanta.length === 1 ? "" : "s"} para “lagoa santa”`,
    )
    await expect(page).toHaveURL(/\/projetos\/\?busca=lagoa\+santa$/)

    const fresh = await context.newPage()
    await openListing(fresh, "/projetos/?busca=lagoa+santa")
    await expect(field(fresh)).toHaveValue("lagoa santa")
    await expect(cards(fresh)).toHaveCount(lagoaSanta.length)
    expect((await cardTitles(fresh)).sort()).toEqual([...lagoaSanta].sort())

    // Back on the first tab: a category chosen keeps the search, and the search works within it.
    const inMg = (category: string) =>
      titlesWhere(
        (project) => project.location.endsWith("- MG") && project.categories.includes(category),
      )
    const filter = page.getByRole("group", { name: "Filtrar por categoria" })
    await filter.getByRole("button", { name: "Esgoto" }).click()
    await expect(page).toHaveURL(/\/projetos\/categoria\/esgoto\/\?busca=lagoa\+santa$/)
    await expect(field(page)).toHaveValue("lagoa santa")
    await field(page).fill("minas gerais")
    await expect(cards(page)).toHaveCount(inMg("Esgoto").length)
    // The results in portfolio order: the projects marked "destaque" first.
    expect(await cardTitles(page)).toEqual(
      portfolioTitles((project) => inMg("Esgoto").includes(project.title)),
    )
    await expect(count(page)).toContainText("em Esgoto para “minas gerais”")
    await filter.getByRole("button", { name: "Abastecimento de Água" }).click()
    await expect(page).toHaveURL(
      /\/projetos\/categoria\/abastecimento-de-agua\/\?busca=minas\+gerais$/,
    )
    await expect(field(page)).toHaveValue("minas gerais")
    await expect(cards(page)).toHaveCount(inMg("Abastecimento de Água").length)
    expect((await cardTitles(page)).sort()).toEqual(inMg("Abastecimento de Água").sort())
  })

  test("ignores accents and case, and wants every word; with no result it says so and offers to clear the search, which restores every card; Back and Forward move between the listing and the search; clearing the field restores every card and the page's address", async ({
    page,
  }) => {
    await openListing(page)
    const maceio = titlesWhere((project) => project.location.startsWith("Maceió"))
    expect(maceio.length).toBeGreaterThan(0)
    await field(page).fill("MACEIO")
    await expect(cards(page)).toHaveCount(maceio.length)
    expect(await cardTitles(page)).toEqual(expect.arrayContaining(maceio))

    const saoFrancisco = titlesWhere((project) => /São Francisco/.test(project.contratante))
    await field(page).fill("sao francisco")
    await expect(cards(page)).toHaveCount(saoFrancisco.length)
    await field(page).fill("sao francisco maceio")
    await expect(count(page)).toHaveText("Nenhum projeto para “sao francisco maceio”")

    await field(page).fill("xyzzy")
    await expect(cards(page)).toHaveCount(0)
    await expect(count(page)).toHaveText("Nenhum projeto para “xyzzy”")
    await expect(page.getByText(/^Confira a grafia ou busque por cidade/)).toBeVisible()
    await expect(page.getByRole("link", { name: /^Imprimir ou salvar em PDF/ })).toHaveCount(0)
    await page.getByRole("button", { name: "Limpar a busca e ver todos os projetos" }).click()
    await expect(cards(page)).toHaveCount(ALL)
    await expect(field(page)).toHaveValue("")
    await expect(field(page)).toBeFocused()
    await expect(page).toHaveURL(/\/projetos\/$/)

    // The same load goes on: each search is an entry of the history.
    await field(page).fill("lagoa")
    await expect(page).toHaveURL(/\?busca=lagoa$/)
    // The cards narrow once the search file has arrived, which may be after the address changed.
    await expect.poll(() => cards(page).count()).toBeLessThan(ALL)
    const found = await cards(page).count()

    await page.goBack()
    await expect(page).toHaveURL(/\/projetos\/$/)
    await expect(field(page)).toHaveValue("")
    await expect(cards(page)).toHaveCount(ALL)

    await page.goForward()
    await expect(page).toHaveURL(/\?busca=lagoa$/)
    await expect(field(page)).toHaveValue("lagoa")
    await expect(cards(page)).toHaveCount(found)

    await field(page).fill("")
    await expect(cards(page)).toHaveCount(ALL)
    await expect(count(page)).toHaveText(`${ALL} projetos`)
    await expect(page).toHaveURL(/\/projetos\/$/)
  })
})

test(`axe finds nothing in the search's states at ${MOBILE.width} and ${DESKTOP.width} px`, async ({
  page,
}) => {
  // One load, then the other width: the layout follows the width alone (CSS media queries).
  await page.setViewportSize(MOBILE)
  await openListing(page)
  for (const viewport of [MOBILE, DESKTOP]) {
    await page.setViewportSize(viewport)
    for (const [query, expected] of [
      ["lagoa", /^\d+ projetos? para “lagoa”$/],
      ["xyzzy", /^Nenhum projeto para “xyzzy”$/],
    ] as const) {
      await field(page).fill(query)
      await expect(count(page)).toHaveText(expected)
      // The search changes only the main content; the page around it is scanned as loaded, at
      // both widths, by the audit (scripts/lib/audit/axe-states.ts).
      const { violations } = await axeViolations(page, "main")
      expect(
        violations.map((violation) => `${viewport.width} px, ${query}: ${violation.id}`),
      ).toEqual([])
    }
  }
})

test("without JavaScript the field is hidden and every project is reachable through plain links", async ({
  browser,
  request,
}) => {
  const context = await browser.newContext({ javaScriptEnabled: false, viewport: DESKTOP })
  const page = await context.newPage()
  await page.goto("/projetos/?busca=lagoa")
  await expect(page.getByRole("searchbox")).toBeHidden()
  await context.close()
  // The listing and every page its page links lead to, as a crawler without scripts sees them:
  // the HTML as served.
  const reached = new Set<string>()
  const toVisit = ["/projetos/"]
  const visited = new Set<string>()
  while (toVisit.length) {
    const address = toVisit.shift() as string
    if (visited.has(address)) continue
    visited.add(address)
    for (const { href } of links(one(await servedDocument(request, address), "main"))) {
      if (/^\/projetos\/\d+\/$/.test(href)) toVisit.push(href)
      else if (/^\/projetos\/[a-z0-9-]+\/$/.test(href)) reached.add(href)
    }
  }
  const expected = projects.map((project) => `/projetos/${projectSlug(project)}/`)
  expect([...reached].sort()).toEqual(expect.arrayContaining(expected.sort()))
})
