import { useId, useRef, useState, type FormEvent } from "react"
import styled from "@emotion/styled"
import { submitQuote } from "../../lib/submit-quote"
import { FormStatus, type QuoteStatus } from "./form-status"
import { HoneypotField } from "./honeypot-field"
import { QuoteFields } from "./quote-fields"
import { SubmitButton } from "./submit-button"

export type QuoteFormProps = {
  /** The form-collection provider's address (GATSBY_QUOTE_ENDPOINT); empty means misconfigured. */
  endpoint: string
}

/**
 * The quote request form (SPEC §3 to §5, §8): idle → loading → success | error. Success clears
 * the fields; an error keeps everything typed so the visitor can retry or use another channel.
 */
export function QuoteForm({ endpoint }: QuoteFormProps) {
  const titleId = useId()
  const [status, setStatus] = useState<QuoteStatus>("idle")
  // State updates are asynchronous: the ref blocks a second submit in the same tick as well.
  const pending = useRef(false)

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    if (pending.current) return
    pending.current = true
    const form = event.currentTarget
    setStatus("loading")
    const result = await submitQuote(endpoint, new FormData(form))
    if (result === "success") form.reset()
    pending.current = false
    setStatus(result)
  }

  return (
    <Card
      onSubmit={handleSubmit}
      aria-labelledby={titleId}
      action={endpoint || undefined}
      method="post"
      encType="multipart/form-data"
    >
      <Title id={titleId}>Solicite um Orçamento</Title>
      <QuoteFields />
      <HoneypotField />
      <Note>* Campos obrigatórios. Seus dados estão protegidos e não serão compartilhados.</Note>
      <Actions>
        <SubmitButton loading={status === "loading"} />
        <FormStatus status={status} />
      </Actions>
    </Card>
  )
}

const Card = styled.form`
  position: relative;
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.lg};
  padding: ${({ theme }) => theme.space.lg};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg};
  background-color: ${({ theme }) => theme.colors.surface};
  box-shadow: ${({ theme }) => theme.shadows.card};
  ${({ theme }) => theme.breakpoints.sm} {
    padding: ${({ theme }) => theme.space.xl};
  }
`

const Title = styled.h3`
  margin: 0;
  color: ${({ theme }) => theme.colors.text};
  font-size: ${({ theme }) => theme.fontSizes.xl};
`

const Note = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.xs};
`

/** No gap here: the live regions stay in the DOM while empty, and must take no space then. */
const Actions = styled.div`
  display: flex;
  flex-direction: column;
`
