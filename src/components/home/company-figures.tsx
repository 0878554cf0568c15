import styled from "@emotion/styled"
import type { SiteFacts } from "../../hooks/use-site-facts"
import { plainList } from "../../styles/mixins"

interface CompanyFiguresProps {
  figures: NonNullable<SiteFacts["figures"]>
}

/** The company figures ("figures" in content/site.json). */
export function CompanyFigures({ figures }: CompanyFiguresProps) {
  return (
    <List>
      {figures.map(({ value, label }) => (
        <li key={label}>
          <strong>{value}</strong>
          <span>{label}</span>
        </li>
      ))}
    </List>
  )
}

const List = styled.ul`
  ${plainList}
  display: grid;
  grid-template-columns: 1fr 1fr;
  gap: ${({ theme }) => theme.space.md};
  li {
    display: flex;
    flex-direction: column;
    padding: ${({ theme }) => theme.space.md};
    ${({ theme }) => theme.breakpoints.sm} {
      padding: ${({ theme }) => theme.space.lg};
    }
    border-radius: ${({ theme }) => theme.radii.lg};
    background: ${({ theme }) => theme.colors.primary};
    color: ${({ theme }) => theme.colors.primaryLight};
  }
  strong {
    font-size: ${({ theme }) => theme.fontSizes.xxl};
    color: ${({ theme }) => theme.colors.white};
    line-height: 1.1;
  }
`
