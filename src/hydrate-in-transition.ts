import { startTransition, type ReactElement } from "react"
import { createRoot, hydrateRoot } from "react-dom/client"

/**
 * Gatsby's replaceHydrateFunction. The static HTML is hydrated inside a transition, so React 18
 * does the work in short slices that let the browser paint and respond, instead of one long
 * task (longer still on Lighthouse's slowed mobile CPU, where it was the largest part of the
 * Total Blocking Time).
 * A click or key press that comes first makes React finish hydrating at once and then handle it.
 * A container with no static markup (gatsby develop, Gatsby's overlays) is rendered, as Gatsby
 * itself does.
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
