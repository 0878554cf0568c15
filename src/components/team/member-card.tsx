import styled from "@emotion/styled"
import type { IGatsbyImageData } from "gatsby-plugin-image"
import { Picture } from "../ui/picture"
import { memberPath } from "../../lib/navigation"
import { catCountLabel, initials, type Member } from "../../lib/team"
import { plainList } from "../../styles/mixins"

interface MemberCardProps {
  member: Omit<Member, "order">
  /** The photo, whole; without one the card shows the member's initials. */
  image: IGatsbyImageData | null
  /**
   * How many CATs the projects list in the member's name: the name then links to their page
   * (/equipe/<id>/). None in the editor's preview, which has no such page.
   */
  cats?: number
}

/** A responsible engineer's card on /equipe/; the editor's team preview draws it too. */
export function MemberCard({ member, image, cats }: MemberCardProps) {
  return (
    <li id={member.id}>
      <Photo>
        {image ? (
          <Picture image={image} alt={`Foto de ${member.name}`} loading="lazy" />
        ) : (
          <span aria-hidden="true">{initials(member.name)}</span>
        )}
      </Photo>
      <Heading>
        <h3>
          {cats === undefined ? member.name : <a href={memberPath(member.id)}>{member.name}</a>}
        </h3>
        <p>{member.title}</p>
        <p>
          <strong>{member.crea}</strong>
        </p>
        {cats !== undefined && (
          <p data-cats={cats}>
            {cats === 0 ? "Nenhuma CAT registrada" : `${catCountLabel(cats)} no acervo técnico`}
          </p>
        )}
      </Heading>
      <Body>
        <p>{member.bio}</p>
        <Specialties aria-label={`Especialidades de ${member.name}`}>
          {member.specialties.map((specialty) => (
            <li key={specialty}>{specialty}</li>
          ))}
        </Specialties>
      </Body>
    </li>
  )
}

/** One column, two from md; on a phone the photo sits beside the name only, the bio below. */
export const MemberList = styled.ul`
  ${plainList}
  display: grid;
  gap: ${({ theme }) => theme.space.lg};
  ${({ theme }) => theme.breakpoints.md} {
    grid-template-columns: repeat(2, 1fr);
  }
  > li {
    display: grid;
    grid-template-columns: 72px 1fr;
    grid-template-areas: "photo heading" "body body";
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
      grid-template-rows: auto 1fr;
      grid-template-areas: "photo heading" "photo body";
      row-gap: 0;
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

const Heading = styled.div`
  grid-area: heading;
`

const Body = styled.div`
  grid-area: body;
`

/** The whole photo, scaled into a fixed box: never cropped. */
const Photo = styled.div`
  grid-area: photo;
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
