import styled from "@emotion/styled"
import {
  projectQuantities,
  RECORD_LABELS,
  type ProjectQuantities as Quantities,
} from "../../lib/project-record"
import { fittedColumns } from "../../styles/mixins"

/** The project's quantities, as its atestado states them, each with its unit. */
export function ProjectQuantities({ quantities }: { quantities: Quantities | null }) {
  const entries = projectQuantities(quantities)
  if (entries.length === 0) return null
  return (
    <section aria-label={RECORD_LABELS.quantidades}>
      <Title>{RECORD_LABELS.quantidades}</Title>
      <List count={entries.length}>
        {entries.map(({ spec, text }) => (
          <div key={spec.key}>
            <dt>{spec.label}</dt>
            <dd>{text}</dd>
          </div>
        ))}
      </List>
    </section>
  )
}

const Title = styled.p`
  margin: ${({ theme }) => `${theme.space.md} 0 0`};
  font-weight: 700;
`

const List = styled.dl<{ count: number }>`
  display: grid;
  ${({ count, theme }) => fittedColumns(count, "16rem", theme.space.md)}
  row-gap: ${({ theme }) => theme.space.xs};
  margin: ${({ theme }) => `${theme.space.xs} 0 0`};
  div {
    display: flex;
    justify-content: space-between;
    gap: ${({ theme }) => theme.space.sm};
    border-bottom: 1px solid ${({ theme }) => theme.colors.border};
    padding: ${({ theme }) => `${theme.space.xs} 0`};
  }
  dt {
    color: ${({ theme }) => theme.colors.textMuted};
  }
  dd {
    margin: 0;
    font-weight: 700;
    white-space: nowrap;
  }
`
