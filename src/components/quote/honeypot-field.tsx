import { useId } from "react"
import styled from "@emotion/styled"
import { HONEYPOT_FIELD } from "../../lib/submit-quote"

/**
 * The provider's spam trap: bots fill every input, people never meet this one. It is off-screen,
 * out of the tab order and hidden from assistive technology; the label speaks only to bots (and to
 * anyone who sees the page without its CSS).
 */
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
