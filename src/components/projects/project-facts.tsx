import { Fragment } from "react"
import styled from "@emotion/styled"
import { Link } from "gatsby"
import { PROJECT_LABELS } from "../../lib/project-stats"
import { memberPath } from "../../lib/navigation"
import type { ProjectDetail } from "../../lib/project"

type FactsProps = Pick<ProjectDetail, "contratante" | "escopo" | "engineers" | "atestado">

/** Who contracted the project, who was responsible, what was done, and the atestado on request. */
export function ProjectFacts({ contratante, escopo, engineers, atestado }: FactsProps) {
  return (
    <>
      <List>
        <div>
          <dt>{PROJECT_LABELS.contratante}</dt>
          <dd>{contratante}</dd>
        </div>
        <div>
          <dt>{PROJECT_LABELS.escopo}</dt>
          <dd>{escopo}</dd>
        </div>
        <div>
          <dt>{engineers.length === 1 ? "Responsável técnico" : PROJECT_LABELS.responsaveis}</dt>
          <dd>
            {engineers.map((engineer, i) => (
              <Fragment key={engineer.id}>
                {i > 0 && ", "}
                <Link to={memberPath(engineer.id)}>{engineer.name}</Link>
                {` (${engineer.crea})`}
              </Fragment>
            ))}
          </dd>
        </div>
      </List>
      {atestado && (
        <Atestado>Atestado de capacidade técnica disponível mediante solicitação.</Atestado>
      )}
    </>
  )
}

const List = styled.dl`
  display: grid;
  gap: ${({ theme }) => theme.space.xs};
  margin: ${({ theme }) => `${theme.space.md} 0 0`};
  div {
    display: grid;
    gap: 0 ${({ theme }) => theme.space.sm};
    ${({ theme }) => theme.breakpoints.sm} {
      grid-template-columns: 11rem 1fr;
    }
  }
  dt {
    color: ${({ theme }) => theme.colors.textMuted};
  }
  dd {
    margin: 0;
    font-weight: 700;
  }
`

const Atestado = styled.p`
  margin: ${({ theme }) => `${theme.space.sm} 0 0`};
  color: ${({ theme }) => theme.colors.textMuted};
`
