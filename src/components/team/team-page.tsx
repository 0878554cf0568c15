import styled from "@emotion/styled"
import { Link } from "gatsby"
import type { IGatsbyImageData } from "gatsby-plugin-image"
import { Inner } from "../ui/section"
import { FirmCredentials } from "../ui/firm-credentials"
import { brazilianDate } from "../../lib/certifications"
import { RECORD_ROUTE } from "../../lib/navigation"
import type { Member } from "../../lib/team"
import type { SiteFacts } from "../../hooks/use-site-facts"
import { MemberCard, MemberList } from "./member-card"

type Certification = SiteFacts["validCertifications"][number]

interface TeamPageProps {
  members: readonly (Member & {
    catCount: number
    photo: { childImageSharp: { gatsbyImageData: IGatsbyImageData } | null } | null
  })[]
  facts: SiteFacts
  intro: string
  /** How to ask for the attestations and CATs, the firm's words with their facts filled in. */
  records: string
  /** The certifications still valid when the site was built. */
  certifications: readonly Certification[]
}

/** /equipe/: the responsible engineers with their CREA registrations, then the firm's credentials. */
export function TeamPage({ members, facts, intro, records, certifications }: TeamPageProps) {
  return (
    <Article aria-labelledby="equipe-titulo">
      <Inner>
        <h1 id="equipe-titulo">Equipe técnica e credenciais</h1>
        <p>{intro}</p>
        <p>
          <Link to={RECORD_ROUTE}>
            Acervo técnico: as quantidades de projeto somadas, com as CATs
          </Link>
        </p>
        <h2 id="engenheiros">Engenheiros responsáveis</h2>
        <MemberList aria-labelledby="engenheiros">
          {members.map((member) => (
            <MemberCard
              key={member.id}
              member={member}
              image={member.photo?.childImageSharp?.gatsbyImageData ?? null}
              cats={member.catCount}
            />
          ))}
        </MemberList>
        <h2 id="credenciais">Credenciais da empresa</h2>
        <FirmCredentials facts={facts} />
        {certifications.length > 0 && (
          <>
            <h2 id="certificacoes">Certificações</h2>
            <Certifications>
              {certifications.map((item) => (
                <li key={`${item.name}-${item.number}`}>
                  <strong>{item.name}</strong>
                  {` — certificado nº ${item.number}, emitido por ${item.issuer}, válido até ${brazilianDate(item.validUntil)}.`}
                </li>
              ))}
            </Certifications>
          </>
        )}
        <p>{records}</p>
      </Inner>
    </Article>
  )
}

const Article = styled.article`
  padding: ${({ theme }) => theme.space.section} 0;
  h1 {
    font-size: ${({ theme }) => theme.fontSizes.title};
  }
  h2 {
    margin-top: ${({ theme }) => theme.space.xxl};
    font-size: ${({ theme }) => theme.fontSizes.xl};
  }
  > div > p {
    max-width: 780px;
  }
`

const Certifications = styled.ul`
  padding-left: ${({ theme }) => theme.space.lg};
  li {
    margin-bottom: ${({ theme }) => theme.space.sm};
  }
`
