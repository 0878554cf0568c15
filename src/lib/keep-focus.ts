/** The element Gatsby's router focuses after every change of path. */
const ROUTER_FOCUS_WRAPPER = "gatsby-focus-wrapper"

/**
 * Focuses an element and keeps it focused through the navigation under way: after a change of
 * path the router moves focus to its wrapper (good for a new page), which would throw a keyboard
 * user back to the top after closing a project dialog or choosing a filter.
 */
export function focusThroughNavigation(element: HTMLElement | null | undefined): void {
  if (!element) return
  element.focus({ preventScroll: true })
  const wrapper = document.getElementById(ROUTER_FOCUS_WRAPPER)
  if (!wrapper) return
  const stop = () => {
    wrapper.removeEventListener("focus", refocus)
    window.clearTimeout(timer)
  }
  const refocus = () => {
    stop()
    if (element.isConnected) element.focus({ preventScroll: true })
  }
  wrapper.addEventListener("focus", refocus)
  const timer = window.setTimeout(stop, 1000)
}
