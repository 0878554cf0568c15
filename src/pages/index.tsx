import { graphql, type HeadFC, type PageProps } from "gatsby"
import { Hero } from "../components/home/hero"
import { Services } from "../components/home/services"
import { CallToAction } from "../components/home/call-to-action"
import { About } from "../components/home/about"
import { TeamSummary } from "../components/home/team-summary"
import { WhereWeWork } from "../components/home/where-we-work"
import { Clients } from "../components/home/clients"
import { Contact } from "../components/home/contact"
import { Seo } from "../components/seo"
import { useSiteFacts } from "../hooks/use-site-facts"
import { useSiteUrl } from "../hooks/use-site-url"
import { useSectionScroll } from "../hooks/use-section-scroll"
import { usePortfolioStates } from "../hooks/use-portfolio-states"
import { fillHeading, firmWords, type HomeTexts } from "../lib/site-texts"
import { statesWord } from "../lib/portfolio-facts"
import { businessJsonLd } from "../lib/business-json-ld"
import { QUOTE_ENDPOINT } from "../lib/quote-endpoint"
import type { SectionState } from "../lib/navigation"

type Props = PageProps<Queries.HomePageQuery, object, SectionState | null>

export default function HomePage({ data, location }: Props) {
  const facts = useSiteFacts()
  const states = usePortfolioStates()
  useSectionScroll(location.state)
  const texts = data.siteTexts as HomeTexts | null
  if (!texts) throw new Error("content/texts.json was not loaded")
  const words = { ...firmWords(facts), estados: statesWord(states) }
  return (
    <>
      <Hero
        texts={texts.hero}
        words={words}
        hasCertifications={facts.validCertifications.length > 0}
      />
      <Services heading={fillHeading(texts.services, words)} />
      <CallToAction texts={texts.callToAction} words={words} />
      <About texts={texts.about} words={words} facts={facts} team={<TeamSummary />} />
      <WhereWeWork texts={texts.whereWeWork} words={words} />
      <Clients heading={texts.clients} words={words} />
      <Contact
        heading={fillHeading(texts.contact, words)}
        facts={facts}
        quoteEndpoint={QUOTE_ENDPOINT}
        search={location.search}
      />
    </>
  )
}

export const query = graphql`
  query HomePage {
    siteTexts {
      hero {
        eyebrow
        title
        lead
        points {
          text
          link
        }
      }
      services {
        ...SectionHeading
      }
      callToAction {
        title
        text
      }
      about {
        eyebrow
        title
        description
        specialties
      }
      whereWeWork {
        eyebrow
        intro
      }
      clients {
        ...SectionHeading
      }
      contact {
        ...SectionHeading
      }
    }
  }

  fragment SectionHeading on SectionHeading {
    eyebrow
    title
    intro
  }
`

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
