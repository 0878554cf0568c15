import styled from "@emotion/styled"
import { Icon } from "../icon"
import { ButtonAnchor } from "../ui/button-link"
import { mailtoQuoteLink, quoteValuesFrom, whatsappQuoteLink } from "../../lib/quote-fallback"

export interface FallbackContacts {
  whatsapp: string
  email: string
}

interface QuoteFallbackProps {
  /** The form's fields as typed. */
  data: FormData
  contacts: FallbackContacts
}

/** Shown after a failed send: the same request, already written, by WhatsApp or e-mail. */
export function QuoteFallback({ data, contacts }: QuoteFallbackProps) {
  const values = quoteValuesFrom(data)
  const whatsapp = whatsappQuoteLink(contacts.whatsapp, values)
  const email = mailtoQuoteLink(contacts.email, values)
  return (
    <Box>
      <Lead>Ou envie o mesmo pedido, já preenchido, por outro canal:</Lead>
      <Links>
        <ButtonAnchor
          variant="outline"
          href={whatsapp.href}
          target="_blank"
          rel="noopener noreferrer"
        >
          <Icon name="whatsapp" size={20} />
          Enviar pelo WhatsApp
        </ButtonAnchor>
        <ButtonAnchor variant="outline" href={email.href}>
          <Icon name="mail" size={20} />
          Enviar por e-mail
        </ButtonAnchor>
      </Links>
      {(whatsapp.truncated || email.truncated) && (
        <Lead>
          A descrição é longa e foi resumida (termina em “…”): complete-a na conversa ou no e-mail.
        </Lead>
      )}
    </Box>
  )
}

const Box = styled.div`
  margin-top: ${({ theme }) => theme.space.md};
`

const Lead = styled.p`
  margin: 0 0 ${({ theme }) => theme.space.sm};
  color: ${({ theme }) => theme.colors.text};
`

const Links = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.sm};
  margin-bottom: ${({ theme }) => theme.space.sm};
  color: ${({ theme }) => theme.colors.primaryDark};
`
