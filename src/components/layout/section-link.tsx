import type { ReactNode } from "react"
import { Link } from "gatsby"
import type { NavItem, SectionState } from "../../lib/navigation"

interface SectionLinkProps {
  item: NavItem
  isHome: boolean
  className?: string
  onNavigate?: () => void
  children?: ReactNode
}

/** A menu entry: an anchor on the home page, elsewhere / with the section in navigation state. */
export function SectionLink({ item, isHome, className, onNavigate, children }: SectionLinkProps) {
  const label = children ?? item.label
  if ("route" in item) {
    return (
      <Link to={item.route} className={className} onClick={onNavigate}>
        {label}
      </Link>
    )
  }
  if (isHome) {
    return (
      <a href={`#${item.section}`} className={className} onClick={onNavigate}>
        {label}
      </a>
    )
  }
  const state: SectionState = { section: item.section }
  return (
    <Link to="/" state={state} className={className} onClick={onNavigate}>
      {label}
    </Link>
  )
}
