import styled from "@emotion/styled"
import { Section } from "../ui/section"
import { ContactCards } from "./contact-cards"
import { QuoteForm } from "../quote/quote-form"
import type { SiteFacts } from "../../hooks/use-site-facts"

interface ContactProps {
  facts: SiteFacts
  quoteEndpoint: string
  /** The page address's query, which may preset the quote form (src/lib/quote-preset.ts). */
  search?: string
}

/** The contact section: location, phone (WhatsApp), e-mail, opening hours, the quote form. */
export function Contact({ facts, quoteEndpoint, search }: ContactProps) {
  return (
    <Section
      id="contato"
      eyebrow="Fale conosco"
      title="Entre em contato"
      intro="Conte-nos sobre o seu projeto. Respondemos rapidamente por telefone, WhatsApp ou e-mail."
      tone="alt"
    >
      <Columns>
        <ContactCards facts={facts} />
        <QuoteForm endpoint={quoteEndpoint} contacts={facts} search={search} />
      </Columns>
    </Section>
  )
}

const Columns = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.lg};
  ${({ theme }) => theme.breakpoints.sm} {
    gap: ${({ theme }) => theme.space.xl};
  }
  ${({ theme }) => theme.breakpoints.lg} {
    grid-template-columns: 1fr 1.4fr;
    align-items: start;
  }
`
