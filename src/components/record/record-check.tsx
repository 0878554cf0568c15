import styled from "@emotion/styled"
import { useEffect, useMemo, useRef, useState, type FormEvent } from "react"
import { RecordCheckAnswers } from "./record-check-answers"
import { emptyDraft, RecordCheckFields, type Draft } from "./record-check-fields"
import {
  answerRequirement,
  checkSearch,
  minimumText,
  parseMinimum,
  requirementsFromSearch,
  type Requirement,
} from "../../lib/record-check"
import {
  answerProfessional,
  professionalFromSearch,
  type ProfessionalRequirement,
} from "../../lib/professional-check"
import type { RecordPageContext } from "../../lib/record-totals"
import { pillButton } from "../../styles/mixins"

export interface RecordCheckProps {
  context: RecordPageContext
  /** The check's query string ("" when none), for the filter links and the printed annex. */
  onSearch: (search: string) => void
}

/** The requirements check; its question lives in the address (?exigencia=…). */
export function RecordCheck({ context, onSearch }: RecordCheckProps) {
  const [drafts, setDrafts] = useState<Draft[]>([])
  const [errors, setErrors] = useState<Record<number, string>>({})
  const [asked, setAsked] = useState<Requirement[]>([])
  const [askedOfStaff, setAskedOfStaff] = useState<ProfessionalRequirement[]>([])
  const [ignored, setIgnored] = useState<string[]>([])
  const form = useRef<HTMLFormElement>(null)
  useEffect(() => {
    const read = requirementsFromSearch(window.location.search, context.lines)
    const staff = professionalFromSearch(window.location.search, context.lines)
    const drafts: Draft[] = [
      ...read.requirements.map((requirement) => ({
        side: "empresa" as const,
        category: requirement.category,
        key: requirement.key,
        minimum: minimumText(requirement.minimum),
        limit: String(requirement.limit),
      })),
      ...staff.requirements.map((requirement) => ({
        side: "profissional" as const,
        category: requirement.category,
        key: requirement.key ?? "",
        minimum: requirement.minimum === null ? "" : minimumText(requirement.minimum),
        limit: String(requirement.limit),
      })),
    ].map((draft, id) => ({ ...draft, id }))
    setDrafts(drafts.length ? drafts : [emptyDraft(0, context.lines)])
    setAsked(read.requirements)
    setAskedOfStaff(staff.requirements)
    setIgnored([...read.ignored, ...staff.ignored])
    onSearch(checkSearch(read.requirements, staff.requirements))
  }, [context.lines, onSearch])
  const answers = useMemo(
    () => asked.map((requirement) => answerRequirement(requirement, context.totals)),
    [asked, context.totals],
  )
  const staffAnswers = useMemo(
    () => askedOfStaff.map((requirement) => answerProfessional(requirement, context.staff)),
    [askedOfStaff, context.staff],
  )

  const submit = (event: FormEvent) => {
    event.preventDefault()
    const found: Record<number, string> = {}
    const valid: Requirement[] = []
    const validOfStaff: ProfessionalRequirement[] = []
    for (const draft of drafts) {
      const limit = Number(draft.limit) || Infinity
      if (draft.side === "profissional" && (!draft.key || draft.minimum.trim() === "")) {
        validOfStaff.push({
          category: draft.category,
          key: draft.key || null,
          minimum: null,
          limit,
        })
        continue
      }
      const minimum = parseMinimum(draft.minimum)
      if ("error" in minimum) found[draft.id] = minimum.error
      else if (draft.side === "profissional")
        validOfStaff.push({
          category: draft.category,
          key: draft.key,
          minimum: minimum.value,
          limit,
        })
      else valid.push({ category: draft.category, key: draft.key, minimum: minimum.value, limit })
    }
    setErrors(found)
    setAsked(valid)
    setAskedOfStaff(validOfStaff)
    setIgnored([])
    const search = checkSearch(valid, validOfStaff)
    window.history.replaceState(window.history.state, "", `${window.location.pathname}${search}`)
    onSearch(search)
    const first = Object.keys(found)[0]
    if (first !== undefined)
      form.current?.querySelector<HTMLElement>(`#exigencia-${first}-minimo`)?.focus()
  }
  const change = (next: Draft) =>
    setDrafts((all) => all.map((draft) => (draft.id === next.id ? next : draft)))
  const nextId = Math.max(-1, ...drafts.map((draft) => draft.id)) + 1

  return (
    <>
      <Form ref={form} onSubmit={submit} noValidate data-print="hide">
        <p>
          Informe cada exigência do edital: da empresa (atestados) ou de um profissional (CATs de um
          engenheiro). A resposta usa só os projetos deste filtro.
        </p>
        {drafts.map((draft, position) => (
          <RecordCheckFields
            key={draft.id}
            draft={draft}
            position={position + 1}
            lines={context.lines}
            error={errors[draft.id]}
            onChange={change}
            onRemove={
              drafts.length > 1
                ? () => setDrafts((all) => all.filter((item) => item.id !== draft.id))
                : undefined
            }
          />
        ))}
        <Actions>
          <button
            type="button"
            onClick={() => setDrafts((all) => [...all, emptyDraft(nextId, context.lines)])}
          >
            Adicionar exigência
          </button>
          <button type="submit">Verificar</button>
        </Actions>
      </Form>
      <RecordCheckAnswers
        answers={answers}
        professional={staffAnswers}
        ignored={ignored}
        totals={context.totals}
        staff={context.staff}
      />
    </>
  )
}

const Form = styled.form`
  display: grid;
  gap: ${({ theme }) => theme.space.md};
  > p {
    margin: 0;
  }
`

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.sm};
  button {
    ${({ theme }) => pillButton(theme)}
  }
  button[type="button"] {
    background: ${({ theme }) => theme.colors.surface};
    border: 1px solid ${({ theme }) => theme.colors.primary};
    color: ${({ theme }) => theme.colors.primaryDark};
  }
`
