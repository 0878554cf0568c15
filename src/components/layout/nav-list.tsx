import styled from "@emotion/styled"
import { NAV_ITEMS } from "../../lib/navigation"
import { SectionLink } from "./section-link"
import { plainList } from "../../styles/mixins"

interface NavListProps {
  isHome: boolean
  onNavigate?: () => void
  className?: string
}

/** The five menu entries (NAV_ITEMS), shared by the desktop bar and the mobile drawer. */
export function NavList({ isHome, onNavigate, className }: NavListProps) {
  return (
    <List className={className}>
      {NAV_ITEMS.map((item) => (
        <li key={item.label}>
          <SectionLink item={item} isHome={isHome} onNavigate={onNavigate} />
        </li>
      ))}
    </List>
  )
}

const List = styled.ul`
  ${plainList}
  display: flex;
  a {
    display: block;
    padding: ${({ theme }) => `${theme.space.sm} ${theme.space.md}`};
    color: ${({ theme }) => theme.colors.text};
    font-weight: 700;
    text-decoration: none;
    border-radius: ${({ theme }) => theme.radii.sm};
  }
  a:hover {
    color: ${({ theme }) => theme.colors.primary};
    background: ${({ theme }) => theme.colors.primaryLight};
  }
`
