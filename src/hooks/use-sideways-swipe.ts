import { useEffect, type RefObject } from "react"

/**
 * Cancels the touchmoves of a sideways swipe over the element (React listens passively and
 * cannot), so the browser scrolls nothing and react-slick's touchend stays cancelable (Chrome logs
 * an error otherwise). An upward or downward swipe still scrolls.
 */
export function useSidewaysSwipe(ref: RefObject<HTMLElement | null>): void {
  useEffect(() => {
    const element = ref.current
    if (!element) return undefined
    let start: Touch | null = null
    const onStart = (event: TouchEvent) => {
      start = event.touches[0] ?? null
    }
    const onMove = (event: TouchEvent) => {
      const touch = event.touches[0]
      if (!start || !touch || !event.cancelable) return
      const across = Math.abs(touch.clientX - start.clientX)
      if (across > Math.abs(touch.clientY - start.clientY)) event.preventDefault()
    }
    element.addEventListener("touchstart", onStart, { passive: true })
    element.addEventListener("touchmove", onMove, { passive: false })
    return () => {
      element.removeEventListener("touchstart", onStart)
      element.removeEventListener("touchmove", onMove)
    }
  }, [ref])
}
