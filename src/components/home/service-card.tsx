import styled from "@emotion/styled"
import { Icon } from "../icon"
import type { Service } from "../../lib/services"

/** One service's card: its icon, its title and every item (the home page and the editor's preview). */
export function ServiceCard({ service }: { service: Service }) {
  return (
    <Card>
      <Badge>
        <Icon name={service.icon} size={28} />
      </Badge>
      <h3>{service.title}</h3>
      <ul>
        {service.items.map((item, i) => (
          <li key={`${i}-${item}`}>
            <Icon name="check" size={18} />
            <span>{item}</span>
          </li>
        ))}
      </ul>
    </Card>
  )
}

/** On phones the icon sits beside the title; from the small breakpoint up, above it. */
const Card = styled.article`
  display: grid;
  grid-template-columns: auto 1fr;
  align-items: center;
  column-gap: ${({ theme }) => theme.space.md};
  padding: ${({ theme }) => `${theme.space.lg} ${theme.space.md}`};
  ${({ theme }) => theme.breakpoints.sm} {
    display: block;
    padding: ${({ theme }) => theme.space.xl};
  }
  background: ${({ theme }) => theme.colors.surface};
  border-radius: ${({ theme }) => theme.radii.lg};
  box-shadow: ${({ theme }) => theme.shadows.card};
  border-top: 4px solid ${({ theme }) => theme.colors.accent};
  h3 {
    margin: 0;
    font-size: ${({ theme }) => theme.fontSizes.xl};
    ${({ theme }) => theme.breakpoints.sm} {
      margin-bottom: ${({ theme }) => theme.space.md};
    }
  }
  ul {
    grid-column: 1 / -1;
    list-style: none;
    margin: ${({ theme }) => theme.space.sm} 0 0;
    padding: 0;
    ${({ theme }) => theme.breakpoints.sm} {
      margin: 0;
    }
  }
  /* On phones the sub-items run as one line of text ("Rede coletora · Estações elevatórias · …"). */
  li {
    display: inline;
    color: ${({ theme }) => theme.colors.textMuted};
  }
  li:not(:last-of-type)::after {
    content: " · ";
  }
  li svg {
    display: none;
  }
  ${({ theme }) => theme.breakpoints.sm} {
    li {
      display: flex;
      gap: ${({ theme }) => theme.space.sm};
      margin-bottom: ${({ theme }) => theme.space.sm};
    }
    li:not(:last-of-type)::after {
      content: none;
    }
    li svg {
      display: block;
      flex: none;
      margin-top: 3px;
      color: ${({ theme }) => theme.colors.accentDark};
    }
  }
`

const Badge = styled.div`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 48px;
  height: 48px;
  ${({ theme }) => theme.breakpoints.sm} {
    width: 56px;
    height: 56px;
    margin-bottom: ${({ theme }) => theme.space.md};
  }
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.primaryLight};
  color: ${({ theme }) => theme.colors.primary};
`
