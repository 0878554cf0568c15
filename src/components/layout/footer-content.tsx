import type { ReactNode } from "react"
import styled from "@emotion/styled"
import { Link } from "gatsby"
import { Icon, type IconName } from "../icon"
import { FooterLinks } from "./footer-links"
import { WHATSAPP_CLEARANCE } from "./whatsapp-button"
import { ACCESSIBILITY_ROUTE, PRIVACY_ROUTE } from "../../lib/navigation"
import { mailtoHref, telHref } from "../../lib/contact-links"
import type { SiteFacts } from "../../hooks/use-site-facts"
import { iconCircle } from "../../styles/mixins"
import { identityPath } from "../../lib/identity-files"

export type FooterFacts = Pick<
  SiteFacts,
  "name" | "tagline" | "social" | "phone" | "email" | "address" | "legalName" | "cnpj" | "crea"
>

interface FooterContentProps {
  facts: FooterFacts
  year: number
  isHome: boolean
  /** The services' titles, in their order (content/services/). */
  services: readonly string[]
  /** What the footer carries besides its columns (the page's WhatsApp button). */
  children?: ReactNode
}

const LOGO_ON_DARK = identityPath("logoOnDark")

const SOCIAL_ICONS: Record<string, IconName> = {
  linkedin: "linkedin",
  instagram: "instagram",
  facebook: "facebook",
}

/** The footer as the firm's data makes it: the page's footer and the editor's preview of site.json. */
export function FooterContent({ facts, year, isHome, services, children }: FooterContentProps) {
  const { street, district, city, state } = facts.address
  return (
    <Wrapper>
      {children}
      <Columns>
        <div data-print="hide">
          <Link to="/">
            <img src={LOGO_ON_DARK} alt={facts.name} width={160} height={40} loading="lazy" />
          </Link>
          <p>{facts.tagline}</p>
          {facts.social && facts.social.length > 0 && (
            <Social aria-label="Redes sociais">
              {facts.social.map(({ network, url }) => (
                <li key={network}>
                  <a href={url} target="_blank" rel="noopener noreferrer">
                    <Icon name={SOCIAL_ICONS[network.toLowerCase()] ?? "arrowRight"} />
                    <span className="visually-hidden">{`${network} (abre em nova aba)`}</span>
                  </a>
                </li>
              ))}
            </Social>
          )}
        </div>
        <nav aria-label="Serviços" data-print="hide">
          <h2>Serviços</h2>
          <ul>
            {services.map((title) => (
              <li key={title}>{title}</li>
            ))}
          </ul>
        </nav>
        <nav aria-label="Links rápidos" data-print="hide">
          <h2>Links rápidos</h2>
          <FooterLinks isHome={isHome} />
        </nav>
        <div>
          <h2>Contato</h2>
          <address>
            <p>
              <a href={telHref(facts.phone)}>{facts.phone}</a>
              <br />
              <a href={mailtoHref(facts.email)}>{facts.email}</a>
            </p>
            <p>{`${street}, ${district}, ${city} - ${state}`}</p>
          </address>
        </div>
      </Columns>
      <Copyright>
        <span>{`${facts.legalName} · CNPJ ${facts.cnpj} · ${facts.crea}`}</span>
        <br />
        {`© ${year} ${facts.legalName.replace(/\.$/, "")}. Todos os direitos reservados. `}
        <Link to={PRIVACY_ROUTE} data-print="hide">
          Política de Privacidade
        </Link>
        <span data-print="hide">{" · "}</span>
        <AccessibilityLink to={ACCESSIBILITY_ROUTE} data-print="hide">
          <Icon name="accessibility" size={18} />
          Acessibilidade
        </AccessibilityLink>
      </Copyright>
    </Wrapper>
  )
}

const Wrapper = styled.footer`
  background: ${({ theme }) => theme.colors.footer};
  color: ${({ theme }) => theme.colors.footerText};
  a {
    color: ${({ theme }) => theme.colors.white};
  }
  h2 {
    color: ${({ theme }) => theme.colors.white};
    font-size: ${({ theme }) => theme.fontSizes.md};
    text-transform: uppercase;
    letter-spacing: 0.06em;
  }
  ul {
    list-style: none;
    margin: 0;
    padding: 0;
  }
  li {
    margin-bottom: ${({ theme }) => theme.space.sm};
  }
  address {
    font-style: normal;
  }
`

/** On phones the two link columns sit side by side; from sm up a 2 × 2 grid, then four columns. */
const Columns = styled.div`
  max-width: ${({ theme }) => theme.maxWidth};
  margin: 0 auto;
  padding: ${({ theme }) => `${theme.space.xl} ${theme.space.md}`};
  ${({ theme }) => theme.breakpoints.sm} {
    padding: ${({ theme }) => `${theme.space.xxl} ${theme.space.md}`};
  }
  @media print {
    padding: ${({ theme }) => `${theme.space.md} 0 0`};
    border-top: 1px solid ${({ theme }) => theme.colors.border};
    break-inside: avoid;
  }
  display: grid;
  grid-template-columns: 1fr 1fr;
  gap: ${({ theme }) => `${theme.space.lg} ${theme.space.md}`};
  > :first-child,
  > address {
    grid-column: 1 / -1;
  }
  ${({ theme }) => theme.breakpoints.sm} {
    gap: ${({ theme }) => theme.space.xl};
    > :first-child,
    > address {
      grid-column: auto;
    }
  }
  ${({ theme }) => theme.breakpoints.lg} {
    grid-template-columns: 1.4fr 1fr 0.8fr 1.2fr;
  }
`

const Social = styled.ul`
  display: flex;
  gap: ${({ theme }) => theme.space.sm};
  a {
    ${({ theme }) => iconCircle(theme)};
    border: 1px solid ${({ theme }) => theme.colors.footerText};
  }
`

/** The International Symbol of Access before the word: the word names the link. */
const AccessibilityLink = styled(Link)`
  white-space: nowrap;
  svg {
    margin-right: ${({ theme }) => theme.space.xs};
    vertical-align: -4px;
  }
`

/** Keeps clear of the WhatsApp button: on phones on the right only, so it takes fewer lines. */
const Copyright = styled.p`
  margin: 0;
  padding: ${({ theme }) => `${theme.space.md} ${WHATSAPP_CLEARANCE} ${theme.space.md} ${theme.space.md}`};
  ${({ theme }) => theme.breakpoints.sm} {
    padding: ${({ theme }) => theme.space.md} ${WHATSAPP_CLEARANCE};
    text-align: center;
  }
  font-size: ${({ theme }) => theme.fontSizes.xs};
  border-top: 1px solid ${({ theme }) => theme.colors.primaryDark};
  @media print {
    padding: 0;
    text-align: left;
    border: 0;
  }
`
