import type { GatsbyBrowser } from "gatsby"
import { keepsScroll } from "./src/lib/portfolio-navigation"
import { ROUTE_UPDATE_EVENT } from "./src/hooks/use-pending-navigation"
import { hydrateInTransition } from "./src/hydrate-in-transition"

export { wrapRootElement } from "./src/wrap-root-element"
export { wrapPageElement } from "./src/wrap-page-element"

/**
 * Keep the scroll position when only the query string changes, when a project dialog opens or
 * closes over a listing, and when a filter choice moves to another listing; every other
 * navigation behaves as Gatsby's default.
 */
export const shouldUpdateScroll: GatsbyBrowser["shouldUpdateScroll"] = ({
  prevRouterProps,
  routerProps,
}) => {
  const previous = prevRouterProps?.location as (Location & { state?: unknown }) | undefined
  const next = routerProps.location as Location & { state?: unknown }
  if (!previous) return true
  if (keepsScroll(previous.state, next.state)) return false
  return previous.pathname !== next.pathname
}

/** Lets components that wait for a navigation (a card loading its project) know it arrived. */
export const onRouteUpdate: GatsbyBrowser["onRouteUpdate"] = () => {
  window.dispatchEvent(new Event(ROUTE_UPDATE_EVENT))
}

type Renderer = ReturnType<NonNullable<GatsbyBrowser["replaceHydrateFunction"]>>

/**
 * Hydration in a transition, in slices the browser can paint and answer input between
 * (docs/decisions.md: "Hydration in a transition").
 */
export const replaceHydrateFunction: GatsbyBrowser["replaceHydrateFunction"] = () =>
  hydrateInTransition as Renderer
