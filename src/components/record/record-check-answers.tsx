import styled from "@emotion/styled"
import { RecordRowProject } from "./record-row-project"
import { formatQuantity } from "../../lib/project-record"
import { projectCountLabel } from "../../lib/project-states"
import type { ProfessionalAnswer } from "../../lib/professional-check"
import { projectsToAttach, type Answer } from "../../lib/record-check"
import type { RecordTotals, StaffRecord } from "../../lib/record-totals"
import { StaffAnswerItem } from "./record-check-staff"
import { plainList } from "../../styles/mixins"

interface AnswersProps {
  answers: readonly Answer[]
  /** The técnico-profissional requirements' answers, after the firm's. */
  professional: readonly ProfessionalAnswer[]
  /** Requirements of the address that could not be read, as written there. */
  ignored: readonly string[]
  totals: RecordTotals
  staff: StaffRecord
}

/** The answer to each requirement, then the CATs to attach: what the printed annex holds. */
export function RecordCheckAnswers({
  answers,
  professional,
  ignored,
  totals,
  staff,
}: AnswersProps) {
  const attach = projectsToAttach(answers)
  return (
    <Live aria-live="polite">
      {ignored.length > 0 && (
        <Note>{`Exigências do endereço que não pudemos ler e foram ignoradas: ${ignored.map((token) => `“${token}”`).join(", ")}.`}</Note>
      )}
      {answers.length + professional.length > 0 && (
        <>
          <h3>Resposta</h3>
          <Answers>
            {answers.map((answer, position) => (
              <AnswerItem key={position} answer={answer} totals={totals} />
            ))}
            {professional.map((answer, position) => (
              <StaffAnswerItem key={`p${position}`} answer={answer} staff={staff} />
            ))}
          </Answers>
        </>
      )}
      {attach.length > 0 && (
        <>
          <h3>CATs a anexar</h3>
          <Projects>
            {attach.map((index) => (
              <RecordRowProject key={index} totals={totals} index={index} />
            ))}
          </Projects>
        </>
      )}
    </Live>
  )
}

function AnswerItem({ answer, totals }: { answer: Answer; totals: RecordTotals }) {
  const { requirement, spec, selection } = answer
  const amount = (value: number) => formatQuantity(spec, value)
  const limit =
    requirement.limit === 1
      ? "um único atestado"
      : Number.isFinite(requirement.limit)
        ? `até ${requirement.limit} atestados somados`
        : "atestados somados"
  const count = selection.picks.length
  return (
    <li data-atende={selection.met ? "sim" : "não"}>
      <strong>{`${requirement.category} · ${spec.label} ≥ ${amount(requirement.minimum)}, ${limit}`}</strong>
      <p>
        {selection.met
          ? count === 1
            ? `Atende com um atestado: ${amount(selection.total)}, margem de ${amount(selection.difference)}.`
            : `Atende somando ${count} atestados: ${amount(selection.total)}, margem de ${amount(selection.difference)}.`
          : `Não atende: faltam ${amount(selection.difference)}. ${
              count === 0
                ? "Nenhum projeto deste filtro tem esta quantidade."
                : Number.isFinite(requirement.limit)
                  ? `${count === 1 ? "O maior atestado tem" : `Os ${count} maiores atestados somam`} ${amount(selection.total)}.`
                  : `O acervo deste filtro soma ${amount(selection.total)} em ${projectCountLabel(count)}.`
            }`}
        {answer.unusual &&
          ` Mínimo muito acima do usual para esta quantidade (até ${amount(spec.plausible.max)}): confira o valor.`}
        {!selection.exact &&
          " O melhor conjunto achado a tempo; pode haver outro de soma um pouco menor."}
      </p>
      {selection.met && (
        <Projects>
          {selection.picks.map(([index, value]) => (
            <RecordRowProject key={index} totals={totals} index={index} value={amount(value)} />
          ))}
        </Projects>
      )}
    </li>
  )
}

const Live = styled.div`
  h3 {
    margin: ${({ theme }) => `${theme.space.lg} 0 ${theme.space.sm}`};
    font-size: ${({ theme }) => theme.fontSizes.md};
  }
  @media print {
    h3 {
      margin: 6pt 0 3pt;
    }
  }
`

const Note = styled.p`
  margin: ${({ theme }) => `${theme.space.md} 0 0`};
  color: ${({ theme }) => theme.colors.error};
`

const Answers = styled.ul`
  ${plainList}
  display: grid;
  gap: ${({ theme }) => theme.space.md};
  p {
    margin: ${({ theme }) => `${theme.space.xs} 0`};
  }
  li li {
    margin-top: ${({ theme }) => theme.space.xs};
  }
  li[data-atende="sim"] > strong::before {
    content: "✓ ";
    color: ${({ theme }) => theme.colors.success};
  }
  li[data-atende="não"] > strong::before {
    content: "✗ ";
    color: ${({ theme }) => theme.colors.error};
  }
  @media print {
    gap: 4pt;
    font-size: 10pt;
  }
`

const Projects = styled.ul`
  margin: 0;
  padding-left: ${({ theme }) => theme.space.lg};
  @media print {
    font-size: 10pt;
  }
`
