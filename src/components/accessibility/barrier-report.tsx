import { mailtoHref, telHref, whatsappHref } from "../../lib/contact-links"
import type { SiteFacts } from "../../hooks/use-site-facts"

/** The subject of the e-mail and the start of the WhatsApp message a report opens with. */
export const BARRIER_SUBJECT = "Barreira de acessibilidade no site"
export const BARRIER_MESSAGE = "Olá! Encontrei uma barreira de acessibilidade no site:"

/** How to report a barrier: the firm's phone, WhatsApp and e-mail from site.json. */
export function BarrierReport({
  facts,
}: {
  facts: Pick<SiteFacts, "phone" | "whatsapp" | "email">
}) {
  return (
    <>
      <h2>Encontrou uma barreira?</h2>
      <p>
        Se alguma parte do site não funcionar para você, ou se precisar de uma informação do site em
        outro formato, fale conosco. Conte em que página estava, o que tentou fazer e, se quiser,
        que navegador ou tecnologia assistiva usa.
      </p>
      <ul>
        <li>
          {"E-mail: "}
          <a href={mailtoHref(facts.email, { subject: BARRIER_SUBJECT })}>{facts.email}</a>
        </li>
        <li>
          {"Telefone: "}
          <a href={telHref(facts.phone)}>{facts.phone}</a>
        </li>
        <li>
          {"WhatsApp: "}
          <a
            href={whatsappHref(facts.whatsapp, BARRIER_MESSAGE)}
            target="_blank"
            rel="noopener noreferrer"
          >
            {`${facts.whatsapp} (abre o WhatsApp)`}
          </a>
        </li>
      </ul>
    </>
  )
}
