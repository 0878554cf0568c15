import { useCallback, useRef, useState } from "react"
import styled from "@emotion/styled"
import { Icon } from "../icon"
import { ContactDetails } from "./contact-details"
import { NavList } from "./nav-list"
import { useFocusTrap } from "../../hooks/use-focus-trap"
import { useLockBodyScroll } from "../../hooks/use-lock-body-scroll"

interface MobileMenuProps {
  isHome: boolean
}

/** The small-screen menu: a right-side drawer with the entries, the phone and the e-mail. */
export function MobileMenu({ isHome }: MobileMenuProps) {
  const [open, setOpen] = useState(false)
  const toggleRef = useRef<HTMLButtonElement>(null)
  const drawerRef = useRef<HTMLDivElement>(null)
  const close = useCallback(() => setOpen(false), [])

  useLockBodyScroll(open)
  useFocusTrap(drawerRef, open, { onEscape: close, returnFocusRef: toggleRef })

  return (
    <Wrapper data-print="hide">
      <IconButton
        ref={toggleRef}
        type="button"
        aria-expanded={open}
        aria-controls="menu-movel"
        onClick={() => setOpen(true)}
      >
        <Icon name="menu" size={26} />
        <span className="visually-hidden">Abrir menu</span>
      </IconButton>
      <Backdrop data-open={open} onClick={close} aria-hidden="true" />
      <Drawer
        id="menu-movel"
        ref={drawerRef}
        role="dialog"
        aria-modal="true"
        aria-label="Menu"
        data-open={open}
      >
        <CloseButton type="button" onClick={close}>
          <Icon name="close" size={26} />
          <span className="visually-hidden">Fechar menu</span>
        </CloseButton>
        <nav aria-label="Menu">
          <DrawerNav isHome={isHome} onNavigate={close} />
        </nav>
        <DrawerContacts />
      </Drawer>
    </Wrapper>
  )
}

const Wrapper = styled.div`
  ${({ theme }) => theme.breakpoints.md} {
    display: none;
  }
`

const IconButton = styled.button`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 48px;
  height: 48px;
  border: 0;
  border-radius: ${({ theme }) => theme.radii.sm};
  background: transparent;
  color: ${({ theme }) => theme.colors.primaryDark};
  cursor: pointer;
`

const CloseButton = styled(IconButton)`
  align-self: flex-end;
`

const Backdrop = styled.div`
  position: fixed;
  inset: 0;
  background: ${({ theme }) => theme.colors.overlay};
  opacity: 0;
  visibility: hidden;
  transition:
    opacity 0.25s,
    visibility 0s linear 0.25s;
  &[data-open="true"] {
    opacity: 1;
    visibility: visible;
    transition: opacity 0.25s;
  }
`

const Drawer = styled.div`
  position: fixed;
  top: 0;
  right: 0;
  bottom: 0;
  width: min(320px, 85vw);
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.lg};
  padding: ${({ theme }) => theme.space.md};
  background: ${({ theme }) => theme.colors.surface};
  box-shadow: ${({ theme }) => theme.shadows.raised};
  overflow-y: auto;
  transform: translateX(100%);
  visibility: hidden;
  transition:
    transform 0.25s ease,
    visibility 0s linear 0.25s;
  &[data-open="true"] {
    transform: none;
    visibility: visible;
    transition: transform 0.25s ease;
  }
  @media (prefers-reduced-motion: reduce) {
    transition: none;
    &[data-open="true"] {
      transition: none;
    }
  }
`

const DrawerNav = styled(NavList)`
  flex-direction: column;
  a {
    padding: ${({ theme }) => theme.space.md};
    font-size: ${({ theme }) => theme.fontSizes.xl};
  }
`

const DrawerContacts = styled(ContactDetails)`
  flex-direction: column;
  padding: ${({ theme }) => theme.space.md};
  border-top: 1px solid ${({ theme }) => theme.colors.border};
  color: ${({ theme }) => theme.colors.primaryDark};
`
