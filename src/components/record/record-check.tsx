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
  const [ignored, setIgnored] = useState<string[]>([])
  const form = useRef<HTMLFormElement>(null)
  useEffect(() => {
    const read = requirementsFromSearch(window.location.search, context.lines)
    setDrafts(
      read.requirements.length
        ? read.requirements.map((requirement, id) => ({
            id,
            category: requirement.category,
            key: requirement.key,
            minimum: minimumText(requirement.minimum),
            limit: String(requirement.limit),
          }))
        : [emptyDraft(0, context.lines)],
    )
    setAsked(read.requirements)
    setIgnored(read.ignored)
    onSearch(checkSearch(read.requirements))
  }, [context.lines, onSearch])
  const answers = useMemo(
    () => asked.map((requirement) => answerRequirement(requirement, context.totals)),
    [asked, context.totals],
  )

  const submit = (event: FormEvent) => {
    event.preventDefault()
    const found: Record<number, string> = {}
    const valid: Requirement[] = []
    for (const draft of drafts) {
      const minimum = parseMinimum(draft.minimum)
      if ("error" in minimum) found[draft.id] = minimum.error
      else valid.push({ ...draft, minimum: minimum.value, limit: Number(draft.limit) || Infinity })
    }
    setErrors(found)
    setAsked(valid)
    setIgnored([])
    const search = checkSearch(valid)
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
        <p>Informe cada quantidade mínima do edital. A resposta usa só os projetos deste filtro.</p>
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
      <RecordCheckAnswers answers={answers} ignored={ignored} totals={context.totals} />
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
