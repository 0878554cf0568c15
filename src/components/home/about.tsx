import styled from "@emotion/styled"
import { Icon } from "../icon"
import { ButtonLink } from "../ui/button-link"
import { Section } from "../ui/section"
import { CompanyFigures } from "./company-figures"
import { TeamSummary } from "./team-summary"
import { PROJECTS_ROUTE } from "../../lib/navigation"
import { mailtoHref, telHref } from "../../lib/contact-links"
import type { SiteFacts } from "../../hooks/use-site-facts"

/** The specialties the about section lists, in order. */
export const SPECIALTIES = [
  "Abastecimento de água",
  "Sistemas de esgotamento sanitário",
  "Drenagem",
  "Terraplanagem",
  "Laudos técnicos e consultoria",
  "Projetos sustentáveis e inovadores",
] as const

interface AboutProps {
  facts: SiteFacts
}

/** The about section: description, specialties, 'Conhecer Mais', figures, contacts. */
export function About({ facts }: AboutProps) {
  const { address } = facts
  return (
    <Section id="sobre" eyebrow="Quem somos" title={`Sobre a ${facts.name}`}>
      <Columns>
        <div>
          <p>
            {`A ${facts.name} é uma consultoria de engenharia hidráulica sanitária sediada em ${address.city}. Registrada em ${facts.foundingYear}, reúne engenheiros com ${facts.experienceYears} anos de prática em saneamento e desenvolve projetos para prefeituras, companhias de saneamento, construtoras e indústrias em todo o Brasil.`}
          </p>
          <p>
            Cada projeto nasce de levantamentos de campo, modelagem hidráulica e atenção às normas
            técnicas e ambientais, para que a obra seja viável, econômica e duradoura.
          </p>
          <h3>Especialidades</h3>
          <Specialties>
            {SPECIALTIES.map((item) => (
              <li key={item}>
                <Icon name="check" size={18} />
                {item}
              </li>
            ))}
          </Specialties>
          <ButtonLink to={PROJECTS_ROUTE}>Conhecer Mais</ButtonLink>
          <p>
            <a href="/acervo/">Acervo técnico: o que já projetamos, em números</a>
          </p>
        </div>
        <div>
          <CompanyFigures figures={facts.figures} />
          <TeamSummary />
          <Contacts>
            <li>
              <Icon name="pin" />
              {`${address.street}, ${address.district}, ${address.city} - ${address.state}, ${address.postalCode}`}
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
