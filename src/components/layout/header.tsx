import styled from "@emotion/styled"
import { Link } from "gatsby"
import { useSiteFacts } from "../../hooks/use-site-facts"
import { ContactDetails } from "./contact-details"
import { NavList } from "./nav-list"
import { MobileMenu } from "./mobile-menu"
import { identityPath } from "../../lib/identity-files"
import { drawnWhole } from "../../styles/mixins"

interface HeaderProps {
  isHome: boolean
}

/** A contact strip that scrolls away, above a menu bar that stays (sticky with a negative top). */
export function Header({ isHome }: HeaderProps) {
  const { name } = useSiteFacts()
  return (
    <Bar>
      <Strip data-print="hide">
        <Inner>
          <ContactDetails />
        </Inner>
      </Strip>
      <MenuBar>
        <Link to="/">
          <img src={identityPath("logo")} alt={name} width={160} height={40} />
        </Link>
        <DesktopNav aria-label="Menu principal" data-print="hide">
          <NavList isHome={isHome} />
        </DesktopNav>
        <MobileMenu isHome={isHome} />
      </MenuBar>
    </Bar>
  )
}

const STRIP_HEIGHT = "36px"

const Bar = styled.header`
  position: sticky;
  top: -${STRIP_HEIGHT};
  z-index: 50;
  background: ${({ theme }) => theme.colors.surface};
  box-shadow: 0 1px 0 ${({ theme }) => theme.colors.border};
  /* The contact list is centred or right-aligned, the menu right-aligned; main always follows. */
  ${drawnWhole("> * > *")}
`

const Strip = styled.div`
  height: ${STRIP_HEIGHT};
  background: ${({ theme }) => theme.colors.primaryDark};
  color: ${({ theme }) => theme.colors.white};
  font-size: ${({ theme }) => theme.fontSizes.xs};
  overflow: hidden;
`

const Inner = styled.div`
  max-width: ${({ theme }) => theme.maxWidth};
  height: 100%;
  margin: 0 auto;
  padding: 0 ${({ theme }) => theme.space.md};
  display: flex;
  align-items: center;
  justify-content: center;
  ${({ theme }) => theme.breakpoints.md} {
    justify-content: flex-end;
  }
  ul {
    flex-wrap: nowrap;
    gap: ${({ theme }) => theme.space.md};
    white-space: nowrap;
  }
  svg {
    display: none;
    ${({ theme }) => theme.breakpoints.sm} {
      display: block;
    }
  }
`

const MenuBar = styled.div`
  max-width: ${({ theme }) => theme.maxWidth};
  height: ${({ theme }) => theme.headerHeight};
  margin: 0 auto;
  padding: 0 ${({ theme }) => theme.space.md};
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.md};
  img {
    display: block;
  }
`

const DesktopNav = styled.nav`
  display: none;
  ${({ theme }) => theme.breakpoints.md} {
    display: block;
  }
`
