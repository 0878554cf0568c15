import { FooterContent } from "./footer-content"
import { WhatsAppButton } from "./whatsapp-button"
import { useSiteFacts } from "../../hooks/use-site-facts"
import { useCurrentYear } from "../../hooks/use-current-year"
import { useServices } from "../../hooks/use-services"

interface FooterProps {
  isHome: boolean
}

/** Every page's footer, from the firm's data in content/site.json and its services. */
export function Footer({ isHome }: FooterProps) {
  const facts = useSiteFacts()
  const year = useCurrentYear()
  const services = useServices().map((service) => service.title)
  return (
    <FooterContent facts={facts} year={year} isHome={isHome} services={services}>
      {/* Fixed in the corner of every page; inside the footer so it belongs to a landmark. */}
      <WhatsAppButton />
    </FooterContent>
  )
}
