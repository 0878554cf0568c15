import styled from "@emotion/styled"
import { Icon } from "../icon"
import { mailtoHref, telHref } from "../../lib/contact-links"
import { useSiteFacts } from "../../hooks/use-site-facts"
import { plainList } from "../../styles/mixins"

interface ContactDetailsProps {
  className?: string
}

/** The phone number and e-mail as links, as shown in the header and the mobile menu. */
export function ContactDetails({ className }: ContactDetailsProps) {
  const { phone, email } = useSiteFacts()
  return (
    <List className={className}>
      <li>
        <a href={telHref(phone)}>
          <Icon name="phone" size={16} />
          <span>{phone}</span>
        </a>
      </li>
      <li>
        <a href={mailtoHref(email)}>
          <Icon name="mail" size={16} />
          <span>{email}</span>
        </a>
      </li>
    </List>
  )
}

const List = styled.ul`
  ${plainList}
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => `${theme.space.xs} ${theme.space.lg}`};
  a {
    display: inline-flex;
    align-items: center;
    gap: ${({ theme }) => theme.space.sm};
    color: inherit;
    text-decoration: none;
    min-height: 32px;
    overflow-wrap: anywhere;
  }
  a:hover span {
    text-decoration: underline;
  }
  svg {
    flex: none;
  }
`
