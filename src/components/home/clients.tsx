import styled from "@emotion/styled"
import { graphql, useStaticQuery } from "gatsby"
import { Section } from "../ui/section"
import { projectCountLabel } from "../../lib/project-states"
import { plainList } from "../../styles/mixins"
import { fillText, type SectionHeading, type Words } from "../../lib/site-texts"

/** How many clients are listed open; the rest stay one click away, in the page's text. */
export const CLIENTS_SHOWN = 12

/** From how many clients the section shows: one name reads as an empty section ("1 clientes"). */
export const CLIENTS_MIN = 2

/** The clients who contracted the firm's projects, from the projects' "contratante", as text. */
export function Clients({ heading, words }: { heading: SectionHeading; words: Words }) {
  const data = useStaticQuery<Queries.ClientsQuery>(graphql`
    query Clients {
      allProject {
        group(field: { contratante: SELECT }) {
          fieldValue
          totalCount
        }
      }
    }
  `)
  const clients = rankClients(data.allProject.group)
  if (clients.length < CLIENTS_MIN) return null
  const more = clients.slice(CLIENTS_SHOWN)
  const filled = { ...words, clientes: clients.length }
  return (
    <Section
      id="clientes"
      eyebrow={fillText(heading.eyebrow, filled)}
      title={fillText(heading.title, filled)}
      intro={fillText(heading.intro, filled)}
      tone="alt"
    >
      <ClientList clients={clients.slice(0, CLIENTS_SHOWN)} />
      {more.length > 0 && (
        <More>
          <summary>{`Ver mais ${more.length} clientes`}</summary>
          <ClientList clients={more} />
        </More>
      )}
    </Section>
  )
}

function ClientList({ clients }: { clients: readonly RankedClient[] }) {
  return (
    <List>
      {clients.map(({ name, count }) => (
        <li key={name}>
          <strong>{name}</strong>
          <span>{projectCountLabel(count)}</span>
        </li>
      ))}
    </List>
  )
}

interface RankedClient {
  name: string
  count: number
}

/** Most projects first, then by name. */
export function rankClients(
  groups: readonly { fieldValue: string | null; totalCount: number }[],
): RankedClient[] {
  return groups
    .flatMap(({ fieldValue, totalCount }) =>
      fieldValue ? [{ name: fieldValue, count: totalCount }] : [],
    )
    .sort((a, b) => b.count - a.count || a.name.localeCompare(b.name, "pt-BR"))
}

/** On phones one paragraph-like list ("Name (2 projetos) · Name …"); from sm up, cards. */
const List = styled.ul`
  ${plainList}
  line-height: 1.7;
  li {
    display: inline;
  }
  li:not(:last-of-type)::after {
    content: " · ";
    color: ${({ theme }) => theme.colors.textMuted};
  }
  strong {
    font-weight: 700;
  }
  span {
    color: ${({ theme }) => theme.colors.textMuted};
    font-size: ${({ theme }) => theme.fontSizes.xs};
    white-space: nowrap;
    &::before {
      content: " (";
    }
    &::after {
      content: ")";
    }
  }
  ${({ theme }) => theme.breakpoints.sm} {
    display: grid;
    gap: ${({ theme }) => theme.space.sm};
    grid-template-columns: repeat(2, 1fr);
    line-height: inherit;
    li {
      display: flex;
      flex-direction: column;
      padding: ${({ theme }) => theme.space.md};
      border-radius: ${({ theme }) => theme.radii.md};
      background: ${({ theme }) => theme.colors.surface};
      border: 1px solid ${({ theme }) => theme.colors.border};
    }
    li:not(:last-of-type)::after,
    span::before,
    span::after {
      content: none;
    }
  }
  ${({ theme }) => theme.breakpoints.lg} {
    grid-template-columns: repeat(3, 1fr);
  }
`

const More = styled.details`
  margin-top: ${({ theme }) => theme.space.md};
  summary {
    min-height: 44px;
    display: flex;
    align-items: center;
    font-weight: 700;
    cursor: pointer;
    color: ${({ theme }) => theme.colors.primary};
  }
`
