import styled from "@emotion/styled"
import { Link } from "gatsby"
import type { IGatsbyImageData } from "gatsby-plugin-image"
import { Inner } from "../ui/section"
import { Picture } from "../ui/picture"
import { FirmCredentials } from "../ui/firm-credentials"
import { brazilianDate } from "../../lib/certifications"
import { RECORD_PATH } from "../../lib/record-totals"
import { initials, type Member } from "../../lib/team"
import type { SiteFacts } from "../../hooks/use-site-facts"
import { plainList } from "../../styles/mixins"

type Certification = SiteFacts["validCertifications"][number]

interface TeamPageProps {
  members: readonly (Member & {
    photo: { childImageSharp: { gatsbyImageData: IGatsbyImageData } | null } | null
  })[]
  facts: SiteFacts
  /** The certifications still valid when the site was built. */
  certifications: readonly Certification[]
}

/** /equipe/: the responsible engineers with their CREA registrations, then the firm's credentials. */
export function TeamPage({ members, facts, certifications }: TeamPageProps) {
  return (
    <Article aria-labelledby="equipe-titulo">
      <Inner>
        <h1 id="equipe-titulo">Equipe técnica e credenciais</h1>
        <p>
          {`Cada projeto da ${facts.name} tem engenheiros responsáveis registrados no CREA, que assinam a ART do trabalho. Abaixo, quem são e as credenciais da empresa.`}
        </p>
        <p>
          <Link to={RECORD_PATH}>
            Acervo técnico: as quantidades de projeto somadas, com as CATs
          </Link>
        </p>
        <h2 id="engenheiros">Engenheiros responsáveis</h2>
        <Members aria-labelledby="engenheiros">
          {members.map((member) => {
            const image = member.photo?.childImageSharp?.gatsbyImageData
            return (
              <li key={member.id} id={member.id}>
                <Photo>
                  {image ? (
                    <Picture image={image} alt={`Foto de ${member.name}`} loading="lazy" />
                  ) : (
                    <span aria-hidden="true">{initials(member.name)}</span>
                  )}
                </Photo>
                <div>
                  <h3>{member.name}</h3>
                  <p>{member.title}</p>
                  <p>
                    <strong>{member.crea}</strong>
                  </p>
                  <p>{member.bio}</p>
                  <Specialties aria-label={`Especialidades de ${member.name}`}>
                    {member.specialties.map((specialty) => (
                      <li key={specialty}>{specialty}</li>
                    ))}
                  </Specialties>
                </div>
              </li>
            )
          })}
        </Members>
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
        <p>
          Atestados de capacidade técnica e certidões de acervo técnico (CAT) dos projetos são
          enviados a quem pedir, para processos de contratação e licitações.
        </p>
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

const Members = styled.ul`
  ${plainList}
  display: grid;
  gap: ${({ theme }) => theme.space.lg};
  ${({ theme }) => theme.breakpoints.md} {
    grid-template-columns: repeat(2, 1fr);
  }
  > li {
    display: grid;
    grid-template-columns: 72px 1fr;
    gap: ${({ theme }) => theme.space.md};
    align-items: start;
    padding: ${({ theme }) => theme.space.lg};
    border: 1px solid ${({ theme }) => theme.colors.border};
    border-radius: ${({ theme }) => theme.radii.lg};
    scroll-margin-top: calc(
      ${({ theme }) => theme.headerHeight} + ${({ theme }) => theme.space.md}
    );
    ${({ theme }) => theme.breakpoints.sm} {
      grid-template-columns: 140px 1fr;
    }
  }
  h3 {
    margin: 0;
    font-size: ${({ theme }) => theme.fontSizes.xl};
  }
  p {
    margin: ${({ theme }) => `${theme.space.xs} 0 0`};
  }
`

/** The whole photo, scaled into a fixed box: never cropped. */
const Photo = styled.div`
  display: grid;
  place-items: center;
  aspect-ratio: 4 / 5;
  overflow: hidden;
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.primaryLight};
  color: ${({ theme }) => theme.colors.primaryDark};
  font-size: ${({ theme }) => theme.fontSizes.xxl};
  font-weight: 700;
  picture,
  img {
    width: 100%;
    height: 100%;
    object-fit: contain;
  }
`

const Specialties = styled.ul`
  ${plainList}
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.xs};
  margin-top: ${({ theme }) => theme.space.sm};
  li {
    padding: ${({ theme }) => `${theme.space.xs} ${theme.space.sm}`};
    border-radius: ${({ theme }) => theme.radii.pill};
    background: ${({ theme }) => theme.colors.accentLight};
    font-size: ${({ theme }) => theme.fontSizes.xs};
  }
`

const Certifications = styled.ul`
  padding-left: ${({ theme }) => theme.space.lg};
  li {
    margin-bottom: ${({ theme }) => theme.space.sm};
  }
`
