import styled from "@emotion/styled"
import { graphql, useStaticQuery } from "gatsby"
import { Section } from "../ui/section"
import { projectCountLabel } from "../../lib/project-states"
import { plainList } from "../../styles/mixins"
import { fillText, type SectionHeading, type Words } from "../../lib/site-texts"

/** How many clients are listed open; the rest stay one click away, in the page's text. */
export const CLIENTS_SHOWN = 12

/**
 * From how many clients the section shows: one name under "Quem contratou nossos projetos"
 * reads as an empty section, and "1 clientes" as a slip.
 */
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
  const shown = clients.slice(0, CLIENTS_SHOWN)
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
      <List>
        {shown.map((client) => (
          <Client key={client.name} {...client} />
        ))}
      </List>
      {more.length > 0 && (
        <More>
          <summary>{`Ver mais ${more.length} clientes`}</summary>
          <List>
            {more.map((client) => (
              <Client key={client.name} {...client} />
            ))}
          </List>
        </More>
      )}
    </Section>
  )
}

function Client({ name, count }: RankedClient) {
  return (
    <li>
      <strong>{name}</strong>
      <span>{projectCountLabel(count)}</span>
    </li>
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

/**
 * On phones the clients run as one paragraph-like list ("Name (2 projetos) · Name …"), so twelve
 * of them take a few lines; from the small breakpoint up, a grid of cards.
 */
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
