import styled from "@emotion/styled"
import { projectStats, type ProjectStatsInput } from "../../lib/project-stats"
import { fittedColumns } from "../../styles/mixins"

/** The project's figures (population, area, flow rates), only those it has. */
export function ProjectStats({ stats }: { stats: ProjectStatsInput | null }) {
  const entries = projectStats(stats)
  if (entries.length === 0) return null
  return (
    <List count={entries.length}>
      {entries.map(({ key, label, value }) => (
        <div key={key}>
          <dt>{label}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </List>
  )
}

const List = styled.dl<{ count: number }>`
  display: grid;
  ${({ count, theme }) => fittedColumns(count, "140px", theme.space.sm)}
  row-gap: ${({ theme }) => theme.space.sm};
  margin: ${({ theme }) => `${theme.space.md} 0 0`};
  div {
    padding: ${({ theme }) => theme.space.md};
    border-radius: ${({ theme }) => theme.radii.md};
    background: ${({ theme }) => theme.colors.primaryLight};
  }
  dt {
    color: ${({ theme }) => theme.colors.textMuted};
    font-size: ${({ theme }) => theme.fontSizes.xs};
    text-transform: uppercase;
    letter-spacing: 0.05em;
  }
  dd {
    margin: 0;
    color: ${({ theme }) => theme.colors.primaryDark};
    font-size: ${({ theme }) => theme.fontSizes.xl};
    font-weight: 700;
    line-height: 1.25;
  }
`
