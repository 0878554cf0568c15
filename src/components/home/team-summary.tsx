import styled from "@emotion/styled"
import { graphql, Link, useStaticQuery } from "gatsby"
import { memberPath, TEAM_ROUTE } from "../../lib/navigation"
import { sortTeam } from "../../lib/team"
import { plainList } from "../../styles/mixins"

/** The about section's short list of responsible engineers, each linking to their place on /equipe/. */
export function TeamSummary() {
  const data = useStaticQuery<Queries.TeamSummaryQuery>(graphql`
    query TeamSummary {
      allTeamMember {
        nodes {
          memberId
          name
          crea
          order
        }
      }
    }
  `)
  const members = sortTeam(data.allTeamMember.nodes)
  if (members.length === 0) return null
  return (
    <Wrapper>
      <h3 id="responsaveis-tecnicos">Responsáveis técnicos</h3>
      <List aria-labelledby="responsaveis-tecnicos">
        {members.map((member) => (
          <li key={member.memberId}>
            <Link to={memberPath(member.memberId)}>{member.name}</Link>
            {` · ${member.crea}`}
          </li>
        ))}
      </List>
      <Link to={TEAM_ROUTE}>Conheça a equipe e as credenciais da empresa</Link>
    </Wrapper>
  )
}

const Wrapper = styled.div`
  margin-top: ${({ theme }) => theme.space.xl};
  h3 {
    margin: 0 0 ${({ theme }) => theme.space.sm};
    font-size: ${({ theme }) => theme.fontSizes.xl};
  }
  > a {
    font-weight: 700;
  }
`

const List = styled.ul`
  ${plainList}
  margin-bottom: ${({ theme }) => theme.space.md};
  li {
    margin-bottom: ${({ theme }) => theme.space.xs};
  }
`
