import { readFileSync } from "node:fs"
import path from "node:path"
import type { Page } from "@playwright/test"
import { test, expect } from "./fixtures"
import { one, servedDocument } from "./static-html"
import { builtTexts, shownText } from "../helpers/fixture-texts"
import {
  DEMO_CONTENT,
  FIXTURE_CONTENT,
  readProjectTypes,
  readServices,
} from "../helpers/services-content"

/**
 * The firm's words come from content/texts.json: the built fixture site shows the fixture's
 * texts, and none of the demo's, on every page that carries them (one load per page).
 */
type Json = Record<string, unknown>
const read = (folder: string) =>
  JSON.parse(readFileSync(path.join(folder, "texts.json"), "utf8")) as Json
const fixture = read(process.env.CONTENT_DIR ?? "__tests__/fixtures/content")
const demo = read("content")

/**
 * Not in the page's text: links are addresses; the barrier's subject and greeting are in the
 * e-mail and WhatsApp links (accessibility-page.spec.ts); the similar quote's line is in the
 * project's link (similar-quote.spec.ts); /acervo/'s description is in its head (below).
 */
const NOT_SHOWN = ["link", "barrierSubject", "barrierMessage"]

/** The texts of some of texts.json's groups, as written. */
function textsOf(value: unknown, key = ""): string[] {
  if (typeof value === "string") return NOT_SHOWN.includes(key) ? [] : [value]
  if (Array.isArray(value)) return value.flatMap((item) => textsOf(item))
  if (value && typeof value === "object")
    return Object.entries(value).flatMap(([name, inner]) => textsOf(inner, name))
  return []
}

/** The words between the words in braces, which the page shows as written. */
const fragments = (text: string) =>
  text
    .split(/\{\w+\}|\n/)
    .map((part) => part.trim())
    .filter((part) => part.length >= 4)

const pick = (texts: Json, groups: readonly string[]) => groups.flatMap((g) => textsOf(texts[g]))

async function expectTexts(page: Page, groups: readonly string[]) {
  const shown = ((await page.locator("main").textContent()) ?? "").replace(/\s+/g, " ")
  const missing = pick(fixture, groups)
    .flatMap(fragments)
    .filter((part) => !shown.includes(part))
  expect(missing, "the fixture's texts the page does not show").toEqual([])
  // The demo's specialties are the SPEC's words, which the services' cards say too: they are
  // looked for in the specialties' list, every other text in the whole page.
  const { specialties, ...about } = (demo.about ?? {}) as Json
  const found = pick({ ...demo, about }, groups)
    .flatMap(fragments)
    .filter((part) => shown.includes(part))
  expect(found, "the demo's texts the page shows").toEqual([])
  if (groups.includes("about")) {
    const listed = await page
      .locator("#sobre")
      .getByRole("heading", { name: "Especialidades" })
      .locator("xpath=following-sibling::ul[1]/li")
      .allTextContents()
    expect(listed.filter((item) => textsOf(specialties).includes(item))).toEqual([])
    expect(listed).toEqual(textsOf((fixture.about as Json).specialties))
  }
}

const HOME = [
  "hero",
  "services",
  "callToAction",
  "about",
  "whereWeWork",
  "clients",
  "contact",
] as const

/**
 * The services and the Tipo de Projeto options are content too (content/services/,
 * quote-form.json): the home page's cards, the footer and the form show the fixture's.
 */
async function expectServices(page: Page) {
  const services = readServices(FIXTURE_CONTENT)
  const demoWords = readServices(DEMO_CONTENT).flatMap((service) => [
    service.title,
    ...service.items,
  ])
  const cards = page.locator("#servicos article")
  await expect(cards.locator("h3")).toHaveText(services.map((service) => service.title))
  for (const [i, service] of services.entries())
    await expect(cards.nth(i).getByRole("listitem")).toHaveText(service.items)
  const footer = page.getByRole("contentinfo").getByRole("navigation", { name: "Serviços" })
  await expect(footer.getByRole("listitem")).toHaveText(services.map((service) => service.title))
  const form = page.getByRole("form", { name: "Solicite um Orçamento" })
  await expect(form.getByLabel("Tipo de Projeto").getByRole("option")).toHaveText([
    "Selecione o tipo de projeto",
    ...readProjectTypes(FIXTURE_CONTENT),
  ])
  // Where the services are shown, no word of the demo's; of its options, only "Outro".
  const shown = [
    ...(await page.locator("#servicos").allInnerTexts()),
    ...(await footer.allInnerTexts()),
  ].join("\n")
  expect(demoWords.filter((words) => shown.includes(words))).toEqual([])
  const options = await form.getByLabel("Tipo de Projeto").getByRole("option").allTextContents()
  expect(options.filter((option) => readProjectTypes(DEMO_CONTENT).includes(option))).toEqual([
    "Outro",
  ])
}

test("the home page's sections say the fixture's texts.json, none of the demo's; its service cards, the footer and the form show the fixture's services and options, none of the demo's", async ({
  page,
}) => {
  await page.goto("/")
  await expectTexts(page, HOME)
  // The facts replace the words in braces: no brace reaches the page.
  await expect(page.locator("main")).not.toContainText("{")
  await expectServices(page)
})

test("/projetos/, /equipe/ and /acessibilidade/ say the fixture's texts, not the demo's", async ({
  page,
}) => {
  for (const [address, group] of [
    ["/projetos/", "portfolio"],
    ["/equipe/", "team"],
    ["/acessibilidade/", "accessibility"],
  ] as const) {
    await page.goto(address)
    await expectTexts(page, [group])
    await expect(page.locator("main")).not.toContainText("{")
  }
})

test("/acervo/ is described by the fixture's words, not the demo's", async ({ request }) => {
  const html = await servedDocument(request, "/acervo/")
  const description = one(html, 'meta[name="description"]').getAttribute("content")
  expect(description).toBe(shownText(builtTexts.record.description))
  const demoRecord = (demo.record ?? {}) as Json
  expect(description).not.toBe(demoRecord.description)
})
