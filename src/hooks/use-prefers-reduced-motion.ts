import { useSyncExternalStore } from "react"

const REDUCED_MOTION = "(prefers-reduced-motion: reduce)"

/** Whether the visitor asks for reduced motion, read once (for a scroll about to start). */
export function prefersReducedMotion(): boolean {
  return window.matchMedia?.(REDUCED_MOTION).matches ?? false
}

/** Whether the visitor asks for reduced motion, following a change of the setting. */
export function usePrefersReducedMotion(): boolean {
  return useSyncExternalStore(
    (onChange) => {
      const query = window.matchMedia?.(REDUCED_MOTION)
      query?.addEventListener("change", onChange)
      return () => query?.removeEventListener("change", onChange)
    },
    prefersReducedMotion,
    () => false,
  )
}
