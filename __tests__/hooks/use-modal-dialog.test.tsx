import { useCallback } from "react"
import { render, screen } from "@testing-library/react"
import { useModalDialog } from "../../src/hooks/use-modal-dialog"

function Dialog({ returnFocusId }: { returnFocusId: string }) {
  const returnFocus = useCallback(() => document.getElementById(returnFocusId), [returnFocusId])
  const { dialogRef, closeRef } = useModalDialog({ onClose: () => undefined, returnFocus })
  return (
    <dialog ref={dialogRef} aria-label="Projeto">
      <button ref={closeRef}>Fechar</button>
    </dialog>
  )
}

function Page({ returnFocusId, open = true }: { returnFocusId: string; open?: boolean }) {
  return (
    <>
      <button id="primeiro">Primeiro</button>
      <button id="segundo">Segundo</button>
      {open && <Dialog returnFocusId={returnFocusId} />}
    </>
  )
}

describe("useModalDialog", () => {
  it("keeps the dialog open when the element to return focus to changes", () => {
    const showModal = jest.spyOn(HTMLDialogElement.prototype, "showModal")
    const close = jest.spyOn(HTMLDialogElement.prototype, "close")
    const { rerender } = render(<Page returnFocusId="primeiro" />)
    expect(showModal).toHaveBeenCalledTimes(1)

    rerender(<Page returnFocusId="segundo" />)
    expect(showModal).toHaveBeenCalledTimes(1)
    expect(close).not.toHaveBeenCalled()
    expect(screen.getByRole("dialog", { name: "Projeto" })).toHaveAttribute("open")
    expect(screen.getByRole("button", { name: "Fechar" })).toHaveFocus()
    showModal.mockRestore()
    close.mockRestore()
  })

  it("gives focus back to the element named last when the dialog closes", () => {
    const { rerender } = render(<Page returnFocusId="primeiro" />)
    rerender(<Page returnFocusId="segundo" />)
    rerender(<Page returnFocusId="segundo" open={false} />)
    expect(screen.getByRole("button", { name: "Segundo" })).toHaveFocus()
  })
})
