import type { GatsbyBrowser } from "gatsby"
import type { Renderer } from "react-dom"
import { hydrateInTransition } from "./src/hydrate-in-transition"

export { wrapRootElement } from "./src/wrap-root-element"
export { wrapPageElement } from "./src/wrap-page-element"

/**
 * Keep the scroll position when only the query string changes (the projects page keeps its
 * filter and open project there); every other navigation behaves as Gatsby's default.
 */
export const shouldUpdateScroll: GatsbyBrowser["shouldUpdateScroll"] = ({
  prevRouterProps,
  routerProps,
}) => prevRouterProps?.location.pathname !== routerProps.location.pathname

/** Hydration in short slices (see the function). Gatsby's type still names React 17's render. */
export const replaceHydrateFunction: GatsbyBrowser["replaceHydrateFunction"] = () =>
  hydrateInTransition as Renderer
