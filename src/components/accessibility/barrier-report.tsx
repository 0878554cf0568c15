import { mailtoHref, telHref, whatsappHref } from "../../lib/contact-links"
import { paragraphs, type AccessibilityTexts } from "../../lib/site-texts"
import type { SiteFacts } from "../../hooks/use-site-facts"

/** How to report a barrier: the firm's invitation, then its phone, WhatsApp and e-mail. */
export function BarrierReport({
  facts,
  texts,
}: {
  facts: Pick<SiteFacts, "phone" | "whatsapp" | "email">
  texts: Pick<AccessibilityTexts, "barrier" | "barrierSubject" | "barrierMessage">
}) {
  return (
    <>
      <h2>Encontrou uma barreira?</h2>
      {paragraphs(texts.barrier).map((paragraph, index) => (
        <p key={index}>{paragraph}</p>
      ))}
      <ul>
        <li>
          {"E-mail: "}
          <a href={mailtoHref(facts.email, { subject: texts.barrierSubject })}>{facts.email}</a>
        </li>
        <li>
          {"Telefone: "}
          <a href={telHref(facts.phone)}>{facts.phone}</a>
        </li>
        <li>
          {"WhatsApp: "}
          <a
            href={whatsappHref(facts.whatsapp, texts.barrierMessage)}
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
