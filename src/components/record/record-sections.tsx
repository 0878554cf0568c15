import styled from "@emotion/styled"
import { Link } from "gatsby"
import { memo } from "react"
import { formatQuantity, QUANTITIES } from "../../lib/project-record"
import { projectCountLabel } from "../../lib/project-states"
import type { RecordRow, RecordTotals } from "../../lib/record-totals"
import { plainList } from "../../styles/mixins"
import { RecordRowProject } from "./record-row-project"

interface SectionsProps {
  totals: RecordTotals
  /** How a row counts what it adds up: "3 projetos" on /acervo/, "2 CATs" on an engineer's page. */
  count?: (count: number) => string
}

/** Per category, a row per quantity. Memoised: the check's answers never re-render these rows. */
export const RecordSections = memo(function RecordSections({
  totals,
  count = projectCountLabel,
}: SectionsProps) {
  if (totals.sections.length === 0)
    return <Empty>Nenhum projeto deste filtro tem quantidades informadas.</Empty>
  return (
    <>
      {totals.sections.map((section) => (
        <Section key={section.category} aria-label={section.category}>
          <h2>{section.category}</h2>
          <Rows>
            {section.rows.map((row) => (
              <Row key={row.key} row={row} totals={totals} count={count} />
            ))}
          </Rows>
        </Section>
      ))}
    </>
  )
})

function Row({ row, totals, count }: Required<SectionsProps> & { row: RecordRow }) {
  const spec = QUANTITIES.find((quantity) => quantity.key === row.key)!
  const [largest, largestValue] = row.items[0]
  const [largestPath, largestName] = totals.projects[largest]
  return (
    <li data-quantidade={row.key} data-total={row.total}>
      <Label>{`${spec.label}: `}</Label>
      <Total>{formatQuantity(spec, row.total)}</Total>
      <details>
        <summary>{`em ${count(row.items.length)}`}</summary>
        <Projects>
          {row.items.map(([index, value]) => (
            <RecordRowProject
              key={index}
              totals={totals}
              index={index}
              value={formatQuantity(spec, value)}
            />
          ))}
        </Projects>
      </details>
      {row.items.length > 1 && (
        <Largest>
          {"maior: "}
          <Link to={largestPath}>{`${formatQuantity(spec, largestValue)} (${largestName})`}</Link>
        </Largest>
      )}
    </li>
  )
}

const Section = styled.section`
  margin-top: ${({ theme }) => theme.space.lg};
  h2 {
    margin: 0 0 ${({ theme }) => theme.space.xs};
    font-size: ${({ theme }) => theme.fontSizes.xl};
    break-after: avoid;
  }
  @media print {
    margin-top: 8pt;
    h2 {
      font-size: 13pt;
    }
  }
`

const Rows = styled.ul`
  ${plainList}
  > li {
    display: flex;
    flex-wrap: wrap;
    align-items: baseline;
    gap: 0 ${({ theme }) => theme.space.sm};
    padding: ${({ theme }) => `${theme.space.xs} 0`};
    border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  }
  summary {
    cursor: pointer;
    min-height: 24px;
    color: ${({ theme }) => theme.colors.primaryDark};
    text-decoration: underline;
  }
  details[open] {
    flex-basis: 100%;
  }
  @media print {
    font-size: 9.5pt;
    > li {
      padding: 1.5pt 0;
      break-inside: avoid;
    }
    summary {
      color: inherit;
      text-decoration: none;
      list-style: none;
    }
    summary::-webkit-details-marker {
      display: none;
    }
  }
`

const Label = styled.span`
  font-weight: 700;
`

const Total = styled.strong`
  color: ${({ theme }) => theme.colors.primaryDark};
  @media print {
    color: inherit;
  }
`

const Largest = styled.span`
  color: ${({ theme }) => theme.colors.textMuted};
  @media print {
    color: inherit;
  }
`

const Projects = styled.ul`
  margin: ${({ theme }) => `${theme.space.xs} 0 0`};
  padding-left: ${({ theme }) => theme.space.lg};
`

const Empty = styled.p`
  margin-top: ${({ theme }) => theme.space.lg};
`
