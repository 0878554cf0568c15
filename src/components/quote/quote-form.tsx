import { useId, useRef, useState, type FormEvent } from "react"
import styled from "@emotion/styled"
import { Link } from "gatsby"
import { PRIVACY_ROUTE } from "../../lib/navigation"
import { submitQuote } from "../../lib/submit-quote"
import { FormStatus, type QuoteStatus } from "./form-status"
import { HoneypotField } from "./honeypot-field"
import type { FallbackContacts } from "./quote-fallback"
import { useFallbackModule } from "./use-fallback-module"
import { QuoteFields } from "./quote-fields"
import { SubmitButton } from "./submit-button"

export type QuoteFormProps = {
  /** The form-collection provider's address (GATSBY_QUOTE_ENDPOINT); empty means misconfigured. */
  endpoint: string
  /** The firm's WhatsApp and e-mail, offered with the request filled in when sending fails. */
  contacts: FallbackContacts
}

/**
 * The quote request form: idle → loading → success | error. Success clears the fields; an
 * error keeps everything typed so the visitor can retry or use another channel
 * (docs/behaviours.md#quote-form).
 */
export function QuoteForm({ endpoint, contacts }: QuoteFormProps) {
  const titleId = useId()
  const [status, setStatus] = useState<QuoteStatus>("idle")
  // What was typed when sending failed (kept current by later edits), for the fallback links.
  const [typed, setTyped] = useState<FormData | null>(null)
  const [fallback, loadFallback] = useFallbackModule()
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
    if (result === "error") loadFallback()
    setTyped(result === "error" ? new FormData(form) : null)
    setStatus(result)
  }

  // Edits after a failure reach the fallback links too.
  function handleChange(event: FormEvent<HTMLFormElement>) {
    if (typed) setTyped(new FormData(event.currentTarget))
  }

  return (
    <Card
      onSubmit={handleSubmit}
      onChange={handleChange}
      aria-labelledby={titleId}
      action={endpoint || undefined}
      method="post"
      encType="multipart/form-data"
    >
      <Title id={titleId}>Solicite um Orçamento</Title>
      <QuoteFields />
      <HoneypotField />
      <Note>
        * Campos obrigatórios. Seus dados servem só para responder ao seu pedido: veja a{" "}
        <Link to={PRIVACY_ROUTE}>Política de Privacidade</Link>.
      </Note>
      <Actions>
        <SubmitButton loading={status === "loading"} />
        <FormStatus status={status} />
        {status === "error" && typed && fallback && (
          <fallback.QuoteFallback data={typed} contacts={contacts} />
        )}
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
  a {
    color: ${({ theme }) => theme.colors.primaryDark};
  }
`

/** No gap here: the live regions stay in the DOM while empty, and must take no space then. */
const Actions = styled.div`
  display: flex;
  flex-direction: column;
`
