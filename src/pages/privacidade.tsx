import { graphql, type HeadFC, type PageProps } from "gatsby"
import { PrivacyPolicy } from "../components/privacy/privacy-policy"
import { Seo } from "../components/seo"
import { useSiteFacts } from "../hooks/use-site-facts"
import { QUOTE_PROVIDER } from "../lib/quote-provider"
import { PRIVACY_ROUTE } from "../lib/navigation"

export default function PrivacyPage({ data }: PageProps<Queries.PrivacyPageQuery>) {
  const facts = useSiteFacts()
  if (!data.privacyPolicy) throw new Error("content/privacy.json was not loaded")
  return <PrivacyPolicy policy={data.privacyPolicy} facts={facts} provider={QUOTE_PROVIDER} />
}

export const Head: HeadFC = () => (
  <Seo
    title="Política de Privacidade"
    description="Como tratamos os dados pessoais enviados pelo site (LGPD): o que coletamos, para quê, por quanto tempo, quem trata e como exercer seus direitos. O site não usa cookies."
    pathname={PRIVACY_ROUTE}
  />
)

export const query = graphql`
  query PrivacyPage {
    privacyPolicy {
      updated
      intro
      controller
      officer {
        name
        email
      }
      purposes
      cookies
      legalBasis
      processors
      otherProcessors {
        name
        purpose
      }
      retentionMonths
      retention
      rightsIntro
      rights
      exercise
    }
  }
`
