import { graphql, type HeadProps, type PageProps } from "gatsby"
import { EngineerView } from "../components/engineer/engineer-view"
import { Seo } from "../components/seo"
import { useSiteFacts } from "../hooks/use-site-facts"
import { useSiteUrl } from "../hooks/use-site-url"
import type { EngineerPageContext } from "../lib/engineer-record"
import { memberPath } from "../lib/navigation"
import { catCountLabel, personJsonLd, type Member } from "../lib/team"

type Props = PageProps<Queries.EngineerPageQuery, EngineerPageContext>

/** /equipe/<id>/: an engineer's CATs and what they certify (plugins/portfolio-pages). */
export default function EngineerPage({ data, pageContext }: Props) {
  const facts = useSiteFacts()
  return <EngineerView member={toMember(data)} context={pageContext} facts={facts} />
}

export function Head({
  data,
  pageContext,
}: HeadProps<Queries.EngineerPageQuery, EngineerPageContext>) {
  const siteUrl = useSiteUrl()
  const member = toMember(data)
  const photo = data.teamMember?.photo?.childImageSharp?.gatsbyImageData.images.fallback?.src
  const person = personJsonLd(member, siteUrl, photo ?? null)
  return (
    <Seo
      title={`${member.name} — acervo técnico`}
      description={`${member.name}, ${member.title}, ${member.crea}: ${catCountLabel(pageContext.cats.length)}, com os quantitativos certificados por linha de serviço.`}
      pathname={memberPath(member.id)}
    >
      <script
        type="application/ld+json"
        dangerouslySetInnerHTML={{
          __html: JSON.stringify({ "@context": "https://schema.org", ...person }).replace(
            /</g,
            "\\u003c",
          ),
        }}
      />
    </Seo>
  )
}

function toMember({ teamMember }: Queries.EngineerPageQuery): Member {
  return {
    id: teamMember?.memberId ?? "",
    name: teamMember?.name ?? "",
    title: teamMember?.title ?? "",
    crea: teamMember?.crea ?? "",
    specialties: teamMember?.specialties ?? [],
    bio: teamMember?.bio ?? "",
    order: teamMember?.order ?? null,
  }
}

export const query = graphql`
  query EngineerPage($memberId: String!) {
    teamMember(memberId: { eq: $memberId }) {
      ...MemberFacts
    }
  }
`
