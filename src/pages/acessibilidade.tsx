import { graphql, type HeadFC, type PageProps } from "gatsby"
import { AccessibilityStatement } from "../components/accessibility/accessibility-statement"
import { Seo } from "../components/seo"
import { useSiteFacts } from "../hooks/use-site-facts"
import { ACCESSIBILITY_ROUTE } from "../lib/navigation"
import { fillTexts, firmWords, type AccessibilityTexts } from "../lib/site-texts"

const EMPTY: AccessibilityTexts = {
  commitment: "",
  barrier: "",
  barrierSubject: "",
  barrierMessage: "",
  libras: "",
}

export default function AccessibilityPage({ data }: PageProps<Queries.AccessibilityPageQuery>) {
  const facts = useSiteFacts()
  const texts = fillTexts(data.siteTexts?.accessibility ?? EMPTY, {
    ...firmWords(facts),
    razaoSocial: facts.legalName,
  })
  return <AccessibilityStatement facts={facts} texts={texts} />
}

export const Head: HeadFC = () => (
  <Seo
    title="Acessibilidade"
    description="Como o site é feito e testado para todas as pessoas (WCAG 2.2 AA, ABNT NBR 17225), as limitações conhecidas, como relatar uma barreira e onde obter o VLibras."
    pathname={ACCESSIBILITY_ROUTE}
  />
)

export const query = graphql`
  query AccessibilityPage {
    siteTexts {
      accessibility {
        commitment
        barrier
        barrierSubject
        barrierMessage
        libras
      }
    }
  }
`
