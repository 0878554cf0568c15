import { useEffect, type RefObject } from "react"

/**
 * A sideways swipe over the element is its own: its touchmoves are cancelled here (React listens
 * to them passively and cannot), so the browser scrolls nothing and the touchend that react-slick
 * cancels is still cancelable (Chrome logs an error otherwise). An upward or downward swipe
 * still scrolls.
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
