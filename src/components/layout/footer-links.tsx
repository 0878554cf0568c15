import { SectionLink } from "./section-link"
import { NAV_ITEMS } from "../../lib/navigation"

/**
 * The footer's quick links are the menu entries: Início, Serviços, Projetos, Sobre, Contato.
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
