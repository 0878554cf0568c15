import { STATE_NAMES, type StateCode } from "./brazil-states"
import { statesPhrase } from "./project-states"
import { fillText, type Words } from "./site-texts"

/** Facts the portfolio's copy states, computed from the content when the site is built. */
export interface PortfolioFacts {
  /** The year of the oldest project, or null when there are none. */
  firstYear: number | null
  /** The states with projects, by code, in alphabetical order. */
  states: StateCode[]
}

/** "{estados}": "cinco estados brasileiros", "Minas Gerais", or "todo o Brasil" without projects. */
export function statesWord(states: readonly StateCode[]): string {
  if (states.length === 1) return STATE_NAMES[states[0]]
  return states.length > 1 ? `${statesPhrase(states.length)} brasileiros` : "todo o Brasil"
}

/** The portfolio's intro, the firm's text (texts.json) with "{estados}" and "{primeiroAno}" filled. */
export function portfolioIntro(facts: PortfolioFacts, text: string, words: Words = {}): string {
  return fillText(text, {
    ...words,
    estados: statesWord(facts.states),
    primeiroAno: facts.firstYear ?? "",
  })
}

/** The portfolio's description for search engines and link previews. */
export function portfolioDescription(facts: PortfolioFacts): string {
  const where = facts.states.length
    ? ` em ${new Intl.ListFormat("pt-BR", { type: "conjunction" }).format(facts.states)}`
    : ""
  return (
    "Portfólio de projetos de abastecimento de água, esgoto, drenagem, irrigação, loteamentos e " +
    `instalações hidrossanitárias${where}.`
  )
}
