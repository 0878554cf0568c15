import { useId } from "react"
import styled from "@emotion/styled"
import { HONEYPOT_FIELD } from "../../lib/submit-quote"

/** The provider's spam trap: off-screen, out of the tab order, hidden from assistive technology. */
export function HoneypotField() {
  const id = useId()
  return (
    <OffScreen aria-hidden="true">
      <label htmlFor={id}>Deixe este campo em branco</label>
      <input id={id} type="text" name={HONEYPOT_FIELD} tabIndex={-1} autoComplete="off" />
    </OffScreen>
  )
}

const OffScreen = styled.div`
  position: absolute;
  left: -10000px;
  top: auto;
  width: 1px;
  height: 1px;
  overflow: hidden;
`
