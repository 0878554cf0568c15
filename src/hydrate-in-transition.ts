import { startTransition, type ReactElement } from "react"
import { createRoot, hydrateRoot } from "react-dom/client"

/**
 * Gatsby's replaceHydrateFunction: hydrates inside a transition, so React 18 works in short slices
 * instead of one long task (the largest part of Lighthouse's Total Blocking Time); a first click
 * makes it finish at once. A container with no static markup is rendered, as Gatsby does.
 */
export function hydrateInTransition(element: ReactElement, container: Element): void {
  const focusWrapper = container.querySelector("#gatsby-focus-wrapper")
  if (!focusWrapper?.children.length) {
    createRoot(container).render(element)
    return
  }
  startTransition(() => {
    hydrateRoot(container, element)
  })
}
