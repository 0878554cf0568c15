import { SectionLink } from "./section-link"
import { NAV_ITEMS } from "../../lib/navigation"

/**
 * Quick links (SPEC §2: #inicio, #servicos, #projetos, #sobre, #contato): the menu entries.
 * There is no #projetos section, so that one goes to the projects page, as in the menu.
 */
export function FooterLinks({ isHome }: { isHome: boolean }) {
  return (
    <ul>
      {NAV_ITEMS.map((item) => (
        <li key={item.label}>
          <SectionLink item={item} isHome={isHome} />
        </li>
      ))}
    </ul>
  )
}
