import { STATE_NAMES, type StateCode } from "./brazil-states"
import { statesPhrase } from "./project-states"

/** Facts the portfolio's copy states, computed from the content when the site is built. */
export interface PortfolioFacts {
  /** The year of the oldest project, or null when there are none. */
  firstYear: number | null
  /** The states with projects, by code, in alphabetical order. */
  states: StateCode[]
}

/** " em cinco estados brasileiros", " em Minas Gerais", or "" with no states. */
export function whereStates(states: readonly StateCode[], adjective = " brasileiros"): string {
  if (states.length === 1) return ` em ${STATE_NAMES[states[0]]}`
  return states.length > 1 ? ` em ${statesPhrase(states.length)}${adjective}` : ""
}

/** "… desde 2012 … em cinco estados brasileiros." */
export function portfolioIntro(facts: PortfolioFacts): string {
  const since = facts.firstYear ? ` desde ${facts.firstYear}` : ""
  const where = whereStates(facts.states)
  return (
    `Uma seleção de projetos de saneamento desenvolvidos${since} para municípios, companhias ` +
    `de saneamento e empreendedores${where}.`
  )
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
