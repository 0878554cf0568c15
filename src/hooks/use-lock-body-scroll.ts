import { useEffect } from "react"

/** Stops the page behind an open drawer or dialog from scrolling. */
export function useLockBodyScroll(locked: boolean): void {
  useEffect(() => {
    if (!locked) return undefined
    const root = document.documentElement
    const previous = root.style.overflow
    root.style.overflow = "hidden"
    return () => {
      root.style.overflow = previous
    }
  }, [locked])
}
