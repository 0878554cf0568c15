import styled from "@emotion/styled"
import { Link } from "gatsby"
import { Icon } from "../icon"
import { ButtonLink } from "../ui/button-link"
import { Section } from "../ui/section"
import { CompanyFigures } from "./company-figures"
import type { ReactNode } from "react"
import { PROJECTS_ROUTE, RECORD_ROUTE } from "../../lib/navigation"
import { mailtoHref, telHref } from "../../lib/contact-links"
import { addressLine } from "../../lib/office-address"
import type { SiteFacts } from "../../hooks/use-site-facts"
import { fillText, paragraphs, type AboutTexts, type Words } from "../../lib/site-texts"

interface AboutProps {
  texts: AboutTexts
  words: Words
  facts: SiteFacts
  /** The responsible engineers' short list (TeamSummary, which queries them). */
  team?: ReactNode
}

/** The about section: the firm's description and specialties, then figures, team, contacts. */
export function About({ texts, words, facts, team }: AboutProps) {
  return (
    <Section
      id="sobre"
      eyebrow={fillText(texts.eyebrow, words)}
      title={fillText(texts.title, words)}
    >
      <Columns>
        <AboutText texts={texts} words={words} />
        <div>
          {facts.figures && facts.figures.length > 0 && <CompanyFigures figures={facts.figures} />}
          {team}
          <Contacts>
            <li>
              <Icon name="pin" />
              {addressLine(facts.address)}
            </li>
            <li>
              <Icon name="phone" />
              <a href={telHref(facts.phone)}>{facts.phone}</a>
            </li>
            <li>
              <Icon name="mail" />
              <a href={mailtoHref(facts.email)}>{facts.email}</a>
            </li>
          </Contacts>
        </div>
      </Columns>
    </Section>
  )
}

/** The firm's description, a paragraph a line, its specialties and 'Conhecer Mais'. */
export function AboutText({ texts, words }: Pick<AboutProps, "texts" | "words">) {
  return (
    <Text>
      {paragraphs(fillText(texts.description, words)).map((paragraph, index) => (
        <p key={index}>{paragraph}</p>
      ))}
      <h3>Especialidades</h3>
      <Specialties>
        {texts.specialties.map((item, index) => (
          <li key={index}>
            <Icon name="check" size={18} />
            {item}
          </li>
        ))}
      </Specialties>
      <ButtonLink to={PROJECTS_ROUTE}>Conhecer Mais</ButtonLink>
      <p>
        <Link to={RECORD_ROUTE}>Acervo técnico: o que já projetamos, em números</Link>
      </p>
    </Text>
  )
}

const Columns = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.xl};
  ${({ theme }) => theme.breakpoints.sm} {
    gap: ${({ theme }) => theme.space.xxl};
  }
  ${({ theme }) => theme.breakpoints.md} {
    grid-template-columns: 1.1fr 1fr;
    align-items: start;
  }
`

const Text = styled.div`
  h3 {
    margin-top: ${({ theme }) => theme.space.xl};
    font-size: ${({ theme }) => theme.fontSizes.xl};
  }
`

const Specialties = styled.ul`
  list-style: none;
  margin: 0 0 ${({ theme }) => theme.space.xl};
  padding: 0;
  display: grid;
  gap: ${({ theme }) => theme.space.sm};
  ${({ theme }) => theme.breakpoints.sm} {
    grid-template-columns: 1fr 1fr;
  }
  li {
    display: flex;
    gap: ${({ theme }) => theme.space.sm};
  }
  svg {
    flex: none;
    margin-top: 4px;
    color: ${({ theme }) => theme.colors.accentDark};
  }
`

const Contacts = styled.ul`
  list-style: none;
  margin: ${({ theme }) => theme.space.xl} 0 0;
  padding: ${({ theme }) => theme.space.md};
  ${({ theme }) => theme.breakpoints.sm} {
    padding: ${({ theme }) => theme.space.lg};
  }
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.surfaceAlt};
  li {
    display: flex;
    gap: ${({ theme }) => theme.space.sm};
    margin-bottom: ${({ theme }) => theme.space.sm};
    overflow-wrap: anywhere;
  }
  svg {
    flex: none;
    margin-top: 3px;
    color: ${({ theme }) => theme.colors.primary};
  }
`
