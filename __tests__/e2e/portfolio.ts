import type { Locator, Page } from "@playwright/test"
import { expect } from "./fixtures"

/** What the portfolio's end-to-end tests share: the fixture's projects, cards and the dialog. */
export { SPEC_CATEGORIES as CATEGORIES } from "../helpers/spec"

export { cardIndex, PORTFOLIO, portfolioTitles } from "../helpers/fixture-portfolio"

/** The fixture's project 1, with the cover and all ten pictures (its card: cardIndex(1)). */
export const PROJECT_1 = "/projetos/sistema-de-abastecimento-de-agua-da-sede-municipal-de-itabira/"

/** The fixture's second project: Lagoa Santa - MG, Esgoto, a cover and five pictures. */
export const PROJECT = {
  path: "/projetos/sistema-de-esgotamento-sanitario-de-lagoa-santa/",
  id: 2,
  title: "Sistema de Esgotamento Sanitário de Lagoa Santa",
  firstSentence:
    "Projeto executivo do sistema de esgotamento sanitário da sede urbana, em região cárstica " +
    "com exigências ambientais rigorosas.",
  pictures: 6,
}

export const cards = (page: Page) => page.getByRole("main").getByRole("article")
export const dialog = (page: Page) => page.getByRole("dialog")
const counter = (page: Page) => dialog(page).locator("[aria-live]").filter({ hasText: " de " })

/** The 'Ver Detalhes' link of the card with this title. */
export const cardLink = (page: Page, title: string) =>
  cards(page)
    .filter({ has: page.getByRole("heading", { name: title }) })
    .getByRole("link", { name: /^Ver Detalhes/ })

export async function openCard(page: Page, index: number): Promise<Locator> {
  const card = cards(page).nth(index)
  await card.getByRole("link", { name: /^Ver Detalhes/ }).click()
  await expect(dialog(page)).toBeVisible()
  return card
}

/**
 * The carousel's counter, once the slider is ready for the next move: react-slick moves its
 * track with a CSS transition and takes it off when the move has ended; a move sent before then
 * can be lost, which only a script is quick enough to hit.
 */
export async function position(page: Page): Promise<[number, number]> {
  await expect(dialog(page).locator(".slick-track")).not.toHaveAttribute("style", /transition/)
  const text = (await counter(page).textContent()) ?? ""
  const [current, total] = text
    .replace("Imagem", "")
    .split(" de ")
    .map((part) => Number(part.trim()))
  return [current, total]
}
