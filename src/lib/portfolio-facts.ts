import { joinWithE, STATE_NAMES, type StateCode } from "./brazil-states"

/** Facts the portfolio's copy states, computed from the content when the site is built. */
export interface PortfolioFacts {
  /** The year of the oldest project, or null when there are none. */
  firstYear: number | null
  /** The states with projects, by code, in alphabetical order. */
  states: StateCode[]
}

const NUMBER_WORDS = ["zero", "um", "dois", "três", "quatro", "cinco", "seis", "sete", "oito"]

function count(n: number): string {
  return NUMBER_WORDS[n] ?? String(n)
}

/** "… desde 2012 … em cinco estados brasileiros." */
export function portfolioIntro(facts: PortfolioFacts): string {
  const since = facts.firstYear ? ` desde ${facts.firstYear}` : ""
  const where =
    facts.states.length === 1
      ? ` em ${STATE_NAMES[facts.states[0]]}`
      : facts.states.length > 1
        ? ` em ${count(facts.states.length)} estados brasileiros`
        : ""
  return (
    `Uma seleção de projetos de saneamento desenvolvidos${since} para municípios, companhias ` +
    `de saneamento e empreendedores${where}.`
  )
}

/** The portfolio's description for search engines and link previews. */
export function portfolioDescription(facts: PortfolioFacts): string {
  const where = facts.states.length ? ` em ${joinWithE(facts.states)}` : ""
  return (
    "Portfólio de projetos de abastecimento de água, esgoto, drenagem, irrigação, loteamentos e " +
    `instalações hidrossanitárias${where}.`
  )
}
