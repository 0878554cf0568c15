import { SectionLink } from "./section-link"
import { NAV_ITEMS } from "../../lib/navigation"

/** The menu entries; there is no #projetos section, so Projetos goes to the projects page. */
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
