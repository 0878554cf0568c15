import styled from "@emotion/styled"
import { Link } from "gatsby"
import type { LinkedProject } from "../../lib/project"

interface ProjectNeighboursProps {
  previous: LinkedProject | null
  next: LinkedProject | null
}

/** Links to the projects before and after this one, in the portfolio's order. */
export function ProjectNeighbours({ previous, next }: ProjectNeighboursProps) {
  if (!previous && !next) return null
  return (
    <Nav aria-label="Outros projetos" data-print="hide">
      {previous && (
        <Link to={previous.path} rel="prev">
          <small>← Projeto anterior</small>
          {previous.title}
        </Link>
      )}
      {next && (
        <Link to={next.path} rel="next" data-side="next">
          <small>Próximo projeto →</small>
          {next.title}
        </Link>
      )}
    </Nav>
  )
}

const Nav = styled.nav`
  display: grid;
  gap: ${({ theme }) => theme.space.md};
  margin-top: ${({ theme }) => theme.space.xl};
  ${({ theme }) => theme.breakpoints.md} {
    grid-template-columns: 1fr 1fr;
  }
  a {
    display: flex;
    flex-direction: column;
    gap: ${({ theme }) => theme.space.xs};
    padding: ${({ theme }) => theme.space.lg};
    border: 1px solid ${({ theme }) => theme.colors.border};
    border-radius: ${({ theme }) => theme.radii.md};
    font-weight: 700;
    text-decoration: none;
  }
  a[data-side="next"] {
    text-align: right;
    ${({ theme }) => theme.breakpoints.md} {
      grid-column: 2;
    }
  }
  small {
    color: ${({ theme }) => theme.colors.textMuted};
    font-size: ${({ theme }) => theme.fontSizes.xs};
    font-weight: 400;
  }
`
