import { graphql, type HeadProps, type PageProps } from "gatsby"
import { TeamPage } from "../components/team/team-page"
import { Seo } from "../components/seo"
import { useSiteFacts } from "../hooks/use-site-facts"
import { useSiteUrl } from "../hooks/use-site-url"
import { TEAM_ROUTE } from "../lib/navigation"
import { personJsonLd, sortTeam, type Member } from "../lib/team"
import { fillTexts, firmWords } from "../lib/site-texts"

export default function Equipe({ data }: PageProps<Queries.TeamPageQuery>) {
  const facts = useSiteFacts()
  const texts = fillTexts(
    { intro: data.siteTexts?.team.intro ?? "", records: data.siteTexts?.team.records ?? "" },
    firmWords(facts),
  )
  return (
    <TeamPage
      members={sortTeam(data.allTeamMember.nodes.map(toMember))}
      facts={facts}
      intro={texts.intro}
      records={texts.records}
      certifications={facts.validCertifications}
    />
  )
}

export function Head({ data }: HeadProps<Queries.TeamPageQuery>) {
  const siteUrl = useSiteUrl()
  const people = sortTeam(data.allTeamMember.nodes.map(toMember)).map((member) =>
    personJsonLd(
      member,
      siteUrl,
      member.photo?.childImageSharp?.gatsbyImageData.images.fallback?.src ?? null,
    ),
  )
  return (
    <Seo
      title="Equipe técnica e credenciais"
      description="Os engenheiros responsáveis pelos projetos, com seus registros no CREA, e as credenciais da empresa: razão social, CNPJ, registro no CREA e certificações."
      pathname={TEAM_ROUTE}
    >
      <script
        type="application/ld+json"
        dangerouslySetInnerHTML={{
          __html: JSON.stringify({ "@context": "https://schema.org", "@graph": people }).replace(
            /</g,
            "\\u003c",
          ),
        }}
      />
    </Seo>
  )
}

type Node = Queries.TeamPageQuery["allTeamMember"]["nodes"][number]

function toMember(node: Node): Member & { photo: Node["photo"]; catCount: number } {
  return {
    id: node.memberId,
    name: node.name,
    title: node.title,
    crea: node.crea,
    specialties: node.specialties,
    bio: node.bio,
    order: node.order ?? null,
    photo: node.photo,
    catCount: node.catCount,
  }
}

export const query = graphql`
  query TeamPage {
    siteTexts {
      team {
        intro
        records
      }
    }
    allTeamMember {
      nodes {
        ...MemberFacts
        catCount
      }
    }
  }

  fragment MemberFacts on TeamMember {
    memberId
    name
    title
    crea
    specialties
    bio
    order
    # The whole photo at its own aspect ratio: never cropped.
    photo {
      childImageSharp {
        gatsbyImageData(width: 240, outputPixelDensities: [1, 2], formats: [AUTO, WEBP])
      }
    }
  }
`
