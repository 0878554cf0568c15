import styled from "@emotion/styled"
import { Link } from "gatsby"
import { PROJECT_LABELS } from "../../lib/project-stats"
import { ATESTADO_TEXT, formatPeriod, RECORD_LABELS } from "../../lib/project-record"
import { memberPath } from "../../lib/navigation"
import type { ProjectDetail } from "../../lib/project"

type FactsProps = Pick<
  ProjectDetail,
  "contratante" | "escopo" | "engineers" | "atestado" | "period" | "cats"
>

/** Who contracted the project, what was done and when, who was responsible, and the atestado. */
export function ProjectFacts({
  contratante,
  escopo,
  engineers,
  atestado,
  period,
  cats,
}: FactsProps) {
  const when = formatPeriod(period)
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
        {when && (
          <div>
            <dt>{RECORD_LABELS.periodo}</dt>
            <dd>{when}</dd>
          </div>
        )}
        <div>
          <dt>{engineers.length === 1 ? "Responsável técnico" : PROJECT_LABELS.responsaveis}</dt>
          <dd>
            {engineers.map((engineer) => (
              <Engineer key={engineer.id}>
                <Link to={memberPath(engineer.id)}>{engineer.name}</Link>
                {` (${engineer.crea})`}
                {cats
                  .filter((cat) => cat.responsavel === engineer.id)
                  .map((cat) => (
                    <Cat key={cat.numero}>{`CAT nº ${cat.numero} (${cat.crea})`}</Cat>
                  ))}
              </Engineer>
            ))}
          </dd>
        </div>
      </List>
      {atestado && <Atestado>{ATESTADO_TEXT}</Atestado>}
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

const Engineer = styled.span`
  display: block;
`

const Cat = styled.span`
  display: block;
  font-weight: 400;
  color: ${({ theme }) => theme.colors.textMuted};
`

const Atestado = styled.p`
  margin: ${({ theme }) => `${theme.space.sm} 0 0`};
  color: ${({ theme }) => theme.colors.textMuted};
`
