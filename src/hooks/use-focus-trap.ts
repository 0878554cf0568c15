import { useEffect, useRef, type RefObject } from "react"
import { focusThroughNavigation } from "../lib/keep-focus"

const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])'

interface FocusTrapOptions {
  onEscape: () => void
  /** Where focus goes when the trap ends; the element focused before it opened by default. */
  returnFocusRef?: RefObject<HTMLElement | null>
  initialFocusRef?: RefObject<HTMLElement | null>
  /** The trap ends with a change of address (a dialog with an address of its own). */
  endsWithNavigation?: boolean
}

/** Keeps Tab inside an open modal, closes it on Escape and gives focus back when it closes. */
export function useFocusTrap(
  containerRef: RefObject<HTMLElement | null>,
  active: boolean,
  { onEscape, returnFocusRef, initialFocusRef, endsWithNavigation = false }: FocusTrapOptions,
): void {
  const onEscapeRef = useRef(onEscape)
  onEscapeRef.current = onEscape

  useEffect(() => {
    const container = containerRef.current
    if (!active || !container) return undefined
    const previouslyFocused = document.activeElement as HTMLElement | null
    const focusables = () =>
      Array.from(container.querySelectorAll<HTMLElement>(FOCUSABLE)).filter(
        (element) => !element.closest('[aria-hidden="true"], [inert]'),
      )
    ;(initialFocusRef?.current ?? focusables()[0] ?? container).focus()

    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === "Escape") {
        event.preventDefault()
        onEscapeRef.current()
        return
      }
      if (event.key !== "Tab") return
      const items = focusables()
      const first = items[0]
      const last = items[items.length - 1]
      const current = document.activeElement
      if (!first || !last) {
        event.preventDefault()
      } else if (!container.contains(current)) {
        event.preventDefault()
        first.focus()
      } else if (event.shiftKey && current === first) {
        event.preventDefault()
        last.focus()
      } else if (!event.shiftKey && current === last) {
        event.preventDefault()
        first.focus()
      }
    }
    document.addEventListener("keydown", onKeyDown)
    return () => {
      document.removeEventListener("keydown", onKeyDown)
      // The target is read when the trap ends, on purpose: it may be set after the trap began.
      // eslint-disable-next-line react-hooks/exhaustive-deps
      const target = returnFocusRef?.current ?? previouslyFocused
      if (endsWithNavigation) focusThroughNavigation(target)
      else target?.focus({ preventScroll: true })
    }
  }, [active, containerRef, initialFocusRef, returnFocusRef, endsWithNavigation])
}
