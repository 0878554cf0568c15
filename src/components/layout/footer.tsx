import { FooterContent } from "./footer-content"
import { WhatsAppButton } from "./whatsapp-button"
import { useSiteFacts } from "../../hooks/use-site-facts"
import { useCurrentYear } from "../../hooks/use-current-year"

interface FooterProps {
  isHome: boolean
}

/** Every page's footer, from the firm's data in content/site.json. */
export function Footer({ isHome }: FooterProps) {
  const facts = useSiteFacts()
  const year = useCurrentYear()
  return (
    <FooterContent facts={facts} year={year} isHome={isHome}>
      {/* Fixed in the corner of every page; inside the footer so it belongs to a landmark. */}
      <WhatsAppButton />
    </FooterContent>
  )
}
