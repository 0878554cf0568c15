import styled from "@emotion/styled"
import { Section } from "../ui/section"
import { ContactCards } from "./contact-cards"
import { QuoteForm } from "../quote/quote-form"
import type { SiteFacts } from "../../hooks/use-site-facts"
import type { SectionHeading } from "../../lib/site-texts"

interface ContactProps {
  heading: SectionHeading
  facts: SiteFacts
  quoteEndpoint: string
  /** The page address's query, which may preset the quote form (src/lib/quote-preset.ts). */
  search?: string
}

/** The contact section: location, phone (WhatsApp), e-mail, opening hours, the quote form. */
export function Contact({ heading, facts, quoteEndpoint, search }: ContactProps) {
  return (
    <Section id="contato" {...heading} tone="alt">
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
