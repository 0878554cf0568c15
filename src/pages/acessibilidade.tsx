import type { HeadFC } from "gatsby"
import { AccessibilityStatement } from "../components/accessibility/accessibility-statement"
import { Seo } from "../components/seo"
import { useSiteFacts } from "../hooks/use-site-facts"
import { ACCESSIBILITY_ROUTE } from "../lib/navigation"

export default function AccessibilityPage() {
  return <AccessibilityStatement facts={useSiteFacts()} />
}

export const Head: HeadFC = () => (
  <Seo
    title="Acessibilidade"
    description="Como o site é feito e testado para todas as pessoas (WCAG 2.2 AA, ABNT NBR 17225), as limitações conhecidas, como relatar uma barreira e onde obter o VLibras."
    pathname={ACCESSIBILITY_ROUTE}
  />
)
