/**
 * Navigation state inside the portfolio. A project opened from a listing carries
 * `projectDialog`, so the listing stays on screen with the project in a dialog over it; a filter
 * choice carries `filterControl`, so the new listing keeps the scroll position and gives focus
 * back to the control that was used.
 */
export interface PortfolioState {
  projectDialog?: boolean
  filterControl?: FilterControl
}

export type FilterControl = "select" | "toggle"

function portfolioState(state: unknown): PortfolioState {
  return typeof state === "object" && state !== null ? (state as PortfolioState) : {}
}

export function opensAsDialog(state: unknown): boolean {
  return portfolioState(state).projectDialog === true
}

export function filterControlOf(state: unknown): FilterControl | null {
  return portfolioState(state).filterControl ?? null
}

/**
 * The id of a card's "Ver Detalhes" link, where focus returns when its project's dialog closes.
 * Here rather than with the card, so the project page does not load the listing's code for it.
 */
export const detailsButtonId = (id: number) => `projeto-${id}-detalhes`

/** A dialog opening or closing, or a filter choice, keeps the page where it is. */
export function keepsScroll(previousState: unknown, nextState: unknown): boolean {
  return opensAsDialog(previousState) || opensAsDialog(nextState) || !!filterControlOf(nextState)
}
