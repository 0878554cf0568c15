import { useEffect, useId, useRef, useState, type FormEvent } from "react"
import styled from "@emotion/styled"
import { Link } from "gatsby"
import { PRIVACY_ROUTE } from "../../lib/navigation"
import { isNetlifyFormsMode, NETLIFY_FORM_NAME, NETLIFY_FORMS_PATH } from "../../lib/netlify-forms"
import { submitQuote } from "../../lib/submit-quote"
import { readQuotePreset } from "../../lib/quote-preset"
import { useProjectTypes } from "../../hooks/use-project-types"
import { FormStatus, type QuoteStatus } from "./form-status"
import { HoneypotField } from "./honeypot-field"
import { QuoteFallback, type FallbackContacts } from "./quote-fallback"
import { QuoteFields } from "./quote-fields"
import { SubmitButton } from "./submit-button"

/** The note under the form (docs/behaviours.md, "Quote form"); the privacy policy says what it means. */
export const FORM_NOTE =
  "* Campos obrigatórios. Seus dados estão protegidos e não serão compartilhados."

export type QuoteFormProps = {
  /** GATSBY_QUOTE_ENDPOINT, or "netlify" for Netlify Forms; empty means misconfigured. */
  endpoint: string
  contacts: FallbackContacts
  /** The page address's query, which may preset two fields (src/lib/quote-preset.ts). */
  search?: string
}

/**
 * The quote request form (docs/behaviours.md#quote-form). The fallback links ship in this bundle:
 * after a network failure a lazy chunk may not arrive either (docs/decisions.md).
 */
export function QuoteForm({ endpoint, contacts, search = "" }: QuoteFormProps) {
  const titleId = useId()
  const projectTypes = useProjectTypes()
  const formRef = useRef<HTMLFormElement>(null)
  const titleRef = useRef<HTMLHeadingElement>(null)
  const [status, setStatus] = useState<QuoteStatus>("idle")
  // What was typed when sending failed (kept current by later edits), for the fallback links.
  const [typed, setTyped] = useState<FormData | null>(null)
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
    setTyped(result === "error" ? new FormData(form) : null)
    setStatus(result)
  }

  function handleChange(event: FormEvent<HTMLFormElement>) {
    if (typed) setTyped(new FormData(event.currentTarget))
  }

  // A preset fills only empty fields (nothing typed before the page started is lost), then
  // focus goes to the form's title, so keyboards and screen readers start at the form.
  useEffect(() => {
    const preset = readQuotePreset(search, projectTypes)
    const form = formRef.current
    if (!form || (!preset.type && !preset.description)) return
    const type = form.elements.namedItem("tipo_projeto")
    const description = form.elements.namedItem("descricao")
    if (preset.type && type instanceof HTMLSelectElement && !type.value) type.value = preset.type
    if (preset.description && description instanceof HTMLTextAreaElement && !description.value)
      description.value = preset.description
    // After the frame: the router focuses its page wrapper in an effect that runs after this one.
    const frame = window.requestAnimationFrame(() => titleRef.current?.focus())
    return () => window.cancelAnimationFrame(frame)
  }, [search, projectTypes])

  // Netlify Forms: without JavaScript the form posts natively, URL-encoded, with its form-name.
  const netlify = isNetlifyFormsMode(endpoint)

  return (
    <Card
      ref={formRef}
      onSubmit={handleSubmit}
      onChange={handleChange}
      aria-labelledby={titleId}
      name={netlify ? NETLIFY_FORM_NAME : undefined}
      action={netlify ? NETLIFY_FORMS_PATH : endpoint || undefined}
      method="post"
      encType={netlify ? "application/x-www-form-urlencoded" : "multipart/form-data"}
    >
      <Title id={titleId} ref={titleRef} tabIndex={-1}>
        Solicite um Orçamento
      </Title>
      {netlify && <input type="hidden" name="form-name" value={NETLIFY_FORM_NAME} />}
      <QuoteFields projectTypes={projectTypes} />
      <HoneypotField />
      <Note>
        {FORM_NOTE} <Link to={PRIVACY_ROUTE}>Política de Privacidade</Link>
      </Note>
      <Actions>
        <SubmitButton loading={status === "loading"} />
        <FormStatus status={status} />
        {status === "error" && typed && <QuoteFallback data={typed} contacts={contacts} />}
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
