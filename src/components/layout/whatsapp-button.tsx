import styled from "@emotion/styled"
import { Icon } from "../icon"
import { WHATSAPP_GREETING, whatsappHref } from "../../lib/contact-links"
import { useSiteFacts } from "../../hooks/use-site-facts"

/**
 * The WhatsApp shortcut, a plain link (it works without JavaScript); it steps aside while a
 * dialog or the mobile menu is open (CSS `:has()` on the body, no script).
 */
export function WhatsAppButton() {
  const facts = useSiteFacts()
  return (
    <Float
      href={whatsappHref(facts.whatsapp, WHATSAPP_GREETING)}
      target="_blank"
      rel="noopener noreferrer"
      data-whatsapp-float=""
    >
      <Icon name="whatsapp" size={28} />
      <span className="visually-hidden">Conversar pelo WhatsApp</span>
    </Float>
  )
}

/** The corner it takes: what content near the bottom edge keeps clear of (see WHATSAPP_CLEARANCE). */
const SIZE = "56px"
const GAP = "16px"

/** The room a full-width line needs on each side to stay clear of the button, insets included. */
export const WHATSAPP_CLEARANCE = `calc(${SIZE} + 2 * ${GAP} + env(safe-area-inset-right, 0px))`

const Float = styled.a`
  position: fixed;
  right: calc(${GAP} + env(safe-area-inset-right, 0px));
  bottom: calc(${GAP} + env(safe-area-inset-bottom, 0px));
  z-index: 50;
  display: flex;
  align-items: center;
  justify-content: center;
  width: ${SIZE};
  height: ${SIZE};
  border-radius: ${({ theme }) => theme.radii.pill};
  /* The white ring keeps it distinct over the dark footer as well as over light sections. */
  border: 2px solid ${({ theme }) => theme.colors.white};
  background: ${({ theme }) => theme.colors.whatsapp};
  color: ${({ theme }) => theme.colors.white};
  box-shadow: ${({ theme }) => theme.shadows.raised};
  &:hover {
    background: ${({ theme }) => theme.colors.primaryDark};
  }
  &:focus-visible {
    outline: 3px solid ${({ theme }) => theme.colors.focus};
    outline-offset: 3px;
  }
  body:has(dialog[open]) &,
  body:has(#menu-movel[data-open="true"]) & {
    visibility: hidden;
  }
  @media print {
    display: none;
  }
`
