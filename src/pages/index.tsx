import type { HeadFC, PageProps } from "gatsby"
import { Hero } from "../components/home/hero"
import { Services } from "../components/home/services"
import { CallToAction } from "../components/home/call-to-action"
import { About } from "../components/home/about"
import { WhereWeWork } from "../components/home/where-we-work"
import { Clients } from "../components/home/clients"
import { Contact } from "../components/home/contact"
import { Seo } from "../components/seo"
import { useSiteFacts } from "../hooks/use-site-facts"
import { useSiteUrl } from "../hooks/use-site-url"
import { useSectionScroll } from "../hooks/use-section-scroll"
import { businessJsonLd } from "../lib/business-json-ld"
import { QUOTE_ENDPOINT } from "../lib/quote-endpoint"
import type { SectionState } from "../lib/navigation"

export default function HomePage({ location }: PageProps<object, object, SectionState | null>) {
  const facts = useSiteFacts()
  useSectionScroll(location.state)
  return (
    <>
      <Hero
        experienceYears={facts.experienceYears}
        foundingYear={facts.foundingYear}
        hasCertifications={facts.validCertifications.length > 0}
      />
      <Services />
      <CallToAction />
      <About facts={facts} />
      <WhereWeWork />
      <Clients />
      <Contact facts={facts} quoteEndpoint={QUOTE_ENDPOINT} search={location.search} />
    </>
  )
}

export const Head: HeadFC = () => {
  const facts = useSiteFacts()
  const siteUrl = useSiteUrl()
  return (
    <Seo pathname="/">
      <script
        type="application/ld+json"
        dangerouslySetInnerHTML={{
          __html: JSON.stringify(businessJsonLd(facts, siteUrl)).replace(/</g, "\\u003c"),
        }}
      />
    </Seo>
  )
}
