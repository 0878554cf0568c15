import styled from "@emotion/styled"
import { ContactCard } from "./contact-card"
import {
  WHATSAPP_GREETING,
  hourLabel,
  mailtoHref,
  telHref,
  whatsappHref,
} from "../../lib/contact-links"
import { cityLine } from "../../lib/office-address"
import type { SiteFacts } from "../../hooks/use-site-facts"

export type ContactFacts = Pick<
  SiteFacts,
  "address" | "phone" | "whatsapp" | "email" | "hours" | "emergencies" | "emailResponse"
>

/** Where the firm is, its phone (WhatsApp), e-mail and opening hours, one card each. */
export function ContactCards({ facts }: { facts: ContactFacts }) {
  const { address } = facts
  return (
    <Cards>
      <ContactCard icon="pin" title="Localização">
        <p>{`${address.street}, ${address.district}`}</p>
        <p>{cityLine(address)}</p>
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
        {facts.emailResponse && <p>{facts.emailResponse}</p>}
      </ContactCard>
      {Boolean(facts.hours?.length || facts.emergencies) && (
        <ContactCard icon="clock" title="Horário de atendimento">
          {facts.hours?.map((hours) => (
            <p
              key={hours.label}
            >{`${hours.label}: ${hourLabel(hours.opens)} às ${hourLabel(hours.closes)}`}</p>
          ))}
          {facts.emergencies && <p>{facts.emergencies}</p>}
        </ContactCard>
      )}
    </Cards>
  )
}

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
