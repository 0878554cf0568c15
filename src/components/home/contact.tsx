import styled from "@emotion/styled"
import { Section } from "../ui/section"
import { ContactCard } from "./contact-card"
import { QuoteForm } from "../quote/quote-form"
import {
  WHATSAPP_GREETING,
  hourLabel,
  mailtoHref,
  telHref,
  whatsappHref,
} from "../../lib/contact-links"
import type { SiteFacts } from "../../hooks/use-site-facts"

interface ContactProps {
  facts: SiteFacts
  quoteEndpoint: string
}

/** The contact section: location, phone (WhatsApp), e-mail, opening hours, the quote form. */
export function Contact({ facts, quoteEndpoint }: ContactProps) {
  const { address } = facts
  return (
    <Section
      id="contato"
      eyebrow="Fale conosco"
      title="Entre em contato"
      intro="Conte-nos sobre o seu projeto. Respondemos rapidamente por telefone, WhatsApp ou e-mail."
      tone="alt"
    >
      <Columns>
        <Cards>
          <ContactCard icon="pin" title="Localização">
            <p>{`${address.street}, ${address.district}`}</p>
            <p>{`${address.city} - ${address.state}, ${address.postalCode}`}</p>
          </ContactCard>
          <ContactCard icon="phone" title="Telefone">
            <p>
              <a href={telHref(facts.phone)}>{facts.phone}</a>
            </p>
            <p>
              WhatsApp disponível:{" "}
              <a
                href={whatsappHref(facts.whatsapp, WHATSAPP_GREETING)}
                target="_blank"
                rel="noopener noreferrer"
              >
                {`${facts.whatsapp} (abre o WhatsApp)`}
              </a>
            </p>
          </ContactCard>
          <ContactCard icon="mail" title="E-mail">
            <p>
              <a href={mailtoHref(facts.email)}>{facts.email}</a>
            </p>
            <p>Resposta em até 24h</p>
          </ContactCard>
          <ContactCard icon="clock" title="Horário de atendimento">
            {facts.hours.map((hours) => (
              <p
                key={hours.label}
              >{`${hours.label}: ${hourLabel(hours.opens)} às ${hourLabel(hours.closes)}`}</p>
            ))}
            <p>{facts.emergencies}</p>
          </ContactCard>
        </Cards>
        <QuoteForm endpoint={quoteEndpoint} contacts={facts} />
      </Columns>
    </Section>
  )
}

const Columns = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.xl};
  ${({ theme }) => theme.breakpoints.lg} {
    grid-template-columns: 1fr 1.4fr;
    align-items: start;
  }
`

const Cards = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.md};
  ${({ theme }) => theme.breakpoints.sm} {
    grid-template-columns: 1fr 1fr;
  }
  ${({ theme }) => theme.breakpoints.lg} {
    grid-template-columns: 1fr;
  }
`
