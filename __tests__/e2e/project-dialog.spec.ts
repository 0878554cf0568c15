import type { Page, Request } from "@playwright/test"
import {
  test,
  expect,
  framesPassed,
  hydrated,
  requestsSettled,
  scrollSettled,
  DESKTOP,
  MOBILE,
} from "./fixtures"
import { cardIndex, cards, dialog, PROJECT_1, openCard } from "./portfolio"
import { readFileSync } from "node:fs"
import path from "node:path"

const CONTENT = process.env.CONTENT_DIR ?? "__tests__/fixtures/content"
const readJson = <T>(...parts: string[]) =>
  JSON.parse(readFileSync(path.join(CONTENT, ...parts), "utf8")) as T
/** The fixture's project 1 (card cardIndex(1)): who contracted it, and its first engineer. */
const first = readJson<{ contratante: string; responsaveis: string[] }>(
  "projects",
  "prj1",
  "project.json",
)
const engineer = readJson<{ name: string }>("team", `${first.responsaveis[0]}.json`).name

/**
 * How far a card may move as the estimated heights of the cards around it become real: one line
 * of a card's title at 390 px (a card is estimated with the usual two-line title).
 */
const SETTLE_PX = 27

/**
 * Scrolls a card's button into view as a visitor would, lets the cards around it be drawn and
 * their pictures load, then opens and closes its dialog: the button must not move on screen
 * by more than SETTLE_PX as the page draws, nor at all as the dialog opens and closes.
 * Cards out of view are drawn late (content-visibility), so a wrong reserved height shows here.
 */
async function expectCardStaysPut(page: Page, index: number): Promise<void> {
  const requests = trackRequests(page)
  const button = cards(page)
    .nth(index)
    .getByRole("link", { name: /^Ver Detalhes/ })
  await button.scrollIntoViewIfNeeded()
  const top = async () => Math.round((await button.boundingBox())?.y ?? Number.NaN)
  const scrolledTo = await top()
  await cardsInViewDrawn(page, requests.pending)
  requests.stop()
  // A card drawn late keeps its reserved height only as an estimate: the one that straddles the
  // top edge lands a title line off it when its title is a line shorter or longer than usual,
  // which moves the cards below it. A missing or wrong reservation moves them by a card's height.
  const drawn = await top()
  expect(
    Math.abs(drawn - scrolledTo),
    `card ${index + 1} after the cards around it are drawn (${scrolledTo} → ${drawn})`,
  ).toBeLessThanOrEqual(SETTLE_PX)
  await button.click()
  await expect(dialog(page)).toBeVisible()
  await page.keyboard.press("Escape")
  await expect(dialog(page)).toBeHidden()
  expect(await top(), `card ${index + 1} after its dialog closed`).toBe(drawn)
  await expect(button).toBeInViewport()
}

/**
 * Waits until the cards brought into view are drawn: every card on screen has its picture, no
 * request the page started (a lazy picture, a card's data) is still loading, and two frames
 * have passed with none started since.
 */
async function cardsInViewDrawn(page: Page, pending: ReadonlySet<unknown>): Promise<void> {
  await page.waitForFunction(() =>
    [...document.querySelectorAll("main article")]
      .filter((card) => {
        const box = card.getBoundingClientRect()
        return box.bottom > 0 && box.top < window.innerHeight
      })
      .every((card) => [...card.querySelectorAll("img")].every((img) => img.complete)),
  )
  await requestsSettled(page, pending)
}

/** The page's requests still loading, kept up to date until `stop` is called. */
function trackRequests(page: Page): { pending: ReadonlySet<Request>; stop: () => void } {
  const pending = new Set<Request>()
  const add = (request: Request) => pending.add(request)
  const remove = (request: Request) => pending.delete(request)
  page.on("request", add)
  page.on("requestfinished", remove)
  page.on("requestfailed", remove)
  const stop = () => {
    page.off("request", add)
    page.off("requestfinished", remove)
    page.off("requestfailed", remove)
  }
  return { pending, stop }
}

const detailsLink = (page: Page, index: number) =>
  cards(page)
    .nth(index)
    .getByRole("link", { name: /^Ver Detalhes/ })

test.describe("project dialog at 1280 px", () => {
  test.use({ viewport: DESKTOP })

  test.beforeEach(async ({ page }) => {
    await page.goto("/projetos/")
    await hydrated(page)
  })

  test("the dialog shows the project's carousel, title, location, year, tags, stats and description, its client and its engineer, over the WhatsApp button; focus stays inside it and the page behind does not scroll; 'Fechar', Escape and the browser's back button close the dialog; focus returns to its 'Ver Detalhes'", async ({
    page,
  }) => {
    // One load of the listing: the first dialog is read, then dialogs are opened and closed.
    const whatsApp = page.getByRole("link", { name: "Conversar pelo WhatsApp" })
    await expect(whatsApp).toBeVisible()
    const card = await openCard(page, cardIndex(1))
    const title = (await card.getByRole("heading").textContent()) ?? ""
    await expect(dialog(page)).toHaveAccessibleName(title)
    await expect(dialog(page).getByRole("heading", { level: 2 })).toHaveText(title)
    await expect(
      dialog(page).getByRole("region", { name: `Imagens do projeto ${title}` }),
    ).toBeVisible()
    await expect(dialog(page).getByRole("heading", { name: "Descrição" })).toBeVisible()
    await expect(dialog(page)).toContainText(/ - (SC|RJ|MG|AL|BA) · 20\d\d/)
    await expect(dialog(page).getByRole("list", { name: "Categorias" })).toBeVisible()
    // What a public client checks (credentials.spec.ts): who contracted it, who was responsible.
    await expect(dialog(page)).toContainText(first.contratante)
    await expect(dialog(page).getByRole("link", { name: engineer })).toBeVisible()
    await expect(page).toHaveURL(new RegExp(`${PROJECT_1}$`))
    await expect(page).toHaveTitle(new RegExp(`^${title} \\|`))
    await expect(whatsApp, "the WhatsApp button hides while the dialog is open").toBeHidden()
    for (let i = 0; i < 8; i += 1) {
      await page.keyboard.press("Tab")
      expect(await dialog(page).evaluate((el) => el.contains(document.activeElement))).toBe(true)
    }
    const before = await page.evaluate(() => window.scrollY)
    const wheels = () => page.evaluate(() => (window as unknown as { wheels: number }).wheels)
    await page.evaluate(() => {
      const counted = window as unknown as { wheels: number }
      counted.wheels = 0
      window.addEventListener("wheel", () => (counted.wheels += 1), {
        capture: true,
        passive: true,
      })
    })
    await page.mouse.wheel(0, 600)
    // The wheel reached the page, and a scroll it started would have begun and settled.
    await expect.poll(wheels).toBe(1)
    await framesPassed(page)
    await scrollSettled(page)
    expect(await page.evaluate(() => window.scrollY)).toBe(before)
    await dialog(page).getByRole("button", { name: "Fechar" }).click()
    await expect(dialog(page)).toBeHidden()
    await expect(whatsApp, "the WhatsApp button back once the dialog closes").toBeVisible()

    await openCard(page, 2)
    await expect(dialog(page).getByRole("button", { name: "Fechar" })).toBeFocused()
    await dialog(page).getByRole("button", { name: "Fechar" }).click()
    await expect(dialog(page)).toBeHidden()
    await expect(detailsLink(page, 2)).toBeFocused()
    await expect(page).toHaveURL(/\/projetos\/$/)

    await openCard(page, 3)
    await page.keyboard.press("Escape")
    await expect(dialog(page)).toBeHidden()
    await expect(detailsLink(page, 3)).toBeFocused()

    await openCard(page, 1)
    await page.goBack()
    await expect(dialog(page)).toBeHidden()
    await expect(page).toHaveURL(/\/projetos\/$/)
  })

  test("a card scrolled to stays put as the page draws and its dialog opens and closes", async ({
    page,
  }) => {
    for (const index of [2, 5, 13]) await expectCardStaysPut(page, index)
  })
})

test.describe("project dialog at 390 px", () => {
  test.use({ viewport: MOBILE })

  test.beforeEach(async ({ page }) => {
    await page.goto("/projetos/")
    await hydrated(page)
  })

  test("a card scrolled to stays put as the page draws and its dialog opens and closes; the dialog fits the screen with its 'Fechar' button", async ({
    page,
  }) => {
    // The cards first, on the fresh load: each is reached as the page draws.
    for (const index of [1, 2, 9]) await expectCardStaysPut(page, index)
    await openCard(page, 0)
    const box = await dialog(page).boundingBox()
    expect(box && box.width).toBeLessThanOrEqual(MOBILE.width)
    await expect(dialog(page).getByRole("button", { name: "Fechar" })).toBeInViewport()
  })
})
