import { useEffect } from "react"
import type { SectionState } from "../lib/navigation"
import { prefersReducedMotion } from "./use-prefers-reduced-motion"

/**
 * Arrival on the home page with a section in navigation state: scroll to it once rendered, then
 * clear the state, so a reload or back/forward does not scroll again.
 */
export function useSectionScroll(state: SectionState | null | undefined): void {
  const section = state?.section
  useEffect(() => {
    if (!section) return undefined
    const frame = window.requestAnimationFrame(() => {
      const target = document.getElementById(section)
      if (target) {
        const behavior = prefersReducedMotion() ? "auto" : "smooth"
        target.scrollIntoView({ behavior, block: "start" })
      }
      clearSectionState()
    })
    return () => window.cancelAnimationFrame(frame)
  }, [section])
}

/** Removes the section id from the current history entry, keeping Gatsby's scroll key. */
function clearSectionState(): void {
  const current: unknown = window.history.state
  if (!current || typeof current !== "object" || !("section" in current)) return
  // eslint-disable-next-line @typescript-eslint/no-unused-vars
  const { section: _section, ...rest } = current as Record<string, unknown>
  window.history.replaceState(rest, "")
}
