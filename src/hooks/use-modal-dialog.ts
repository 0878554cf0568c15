import { useLayoutEffect, useRef, useState } from "react"
import { useFocusTrap } from "./use-focus-trap"
import { useLockBodyScroll } from "./use-lock-body-scroll"

interface ModalDialogOptions {
  onClose: () => void
  /** The element that gets focus back when the dialog closes. */
  returnFocus: () => HTMLElement | null
  /** The dialog closes with a change of address. */
  endsWithNavigation?: boolean
}

/**
 * A `<dialog>` opened as a modal on mount, with the body's scroll locked and focus trapped.
 * `shown` turns true once it is open, for content that must measure itself.
 */
export function useModalDialog({ onClose, returnFocus, endsWithNavigation }: ModalDialogOptions) {
  const dialogRef = useRef<HTMLDialogElement>(null)
  const closeRef = useRef<HTMLButtonElement>(null)
  const returnFocusRef = useRef<HTMLElement | null>(null)
  const [shown, setShown] = useState(false)
  useLayoutEffect(() => {
    returnFocusRef.current = returnFocus()
  }, [returnFocus])
  // Opened once, on mount: a new returnFocus (another returnFocusId) must not close and reopen it.
  useLayoutEffect(() => {
    const dialog = dialogRef.current
    if (dialog && !dialog.open) dialog.showModal()
    setShown(true)
    return () => dialog?.close()
  }, [])
  useLockBodyScroll(true)
  useFocusTrap(dialogRef, shown, {
    onEscape: onClose,
    returnFocusRef,
    initialFocusRef: closeRef,
    endsWithNavigation,
  })
  return { dialogRef, closeRef, shown }
}
