import styled from "@emotion/styled"
import { Icon, type IconName } from "../icon"
import { ButtonAnchor, ButtonLink } from "../ui/button-link"
import { Eyebrow } from "../ui/section"
import { HeroWaves } from "./hero-waves"
import { Link } from "gatsby"
import { PROJECTS_ROUTE, TEAM_ROUTE } from "../../lib/navigation"

const CERTIFICATIONS_PATH = `${TEAM_ROUTE}#certificacoes`
import { plainList } from "../../styles/mixins"
import { fillText, type HeroTexts, type SellingPoint, type Words } from "../../lib/site-texts"

interface HeroProps {
  texts: HeroTexts
  words: Words
  /** Whether valid certifications are listed on /equipe/, which a point may then link to. */
  hasCertifications: boolean
}

/** The selling points' icons, in order (content/texts.json holds up to four points). */
const POINT_ICONS: readonly IconName[] = ["award", "shield", "users", "leaf"]

/**
 * Whether a point has its fact: not one leading to certifications the site does not list, nor
 * one naming a fact the content leaves empty ("Mais de {anos} anos" without the years).
 */
function standsWithFact({ text, link }: SellingPoint, words: Words, hasCertifications: boolean) {
  if (link === CERTIFICATIONS_PATH && !hasCertifications) return false
  return !/\{\w+\}/.test(fillText(text, words))
}

/** The first screen: the firm's claim, its two figures together, two actions, four points. */
export function Hero({ texts, words, hasCertifications }: HeroProps) {
  return (
    <Wrapper id="inicio" aria-labelledby="inicio-titulo">
      <HeroWaves />
      <Content>
        <HeroEyebrow>{fillText(texts.eyebrow, words)}</HeroEyebrow>
        <h1 id="inicio-titulo">{fillText(texts.title, words)}</h1>
        <Lead>{fillText(texts.lead, words)}</Lead>
        <Actions>
          <ButtonAnchor href="#contato" variant="light">
            Solicitar Orçamento
          </ButtonAnchor>
          <ButtonLink to={PROJECTS_ROUTE} variant="outline">
            Ver Projetos
            <Icon name="arrowRight" size={18} />
          </ButtonLink>
        </Actions>
        <Points>
          {texts.points.slice(0, POINT_ICONS.length).map((point, index) => {
            if (!standsWithFact(point, words, hasCertifications)) return null
            const text = fillText(point.text, words)
            return (
              <li key={POINT_ICONS[index]}>
                <Icon name={POINT_ICONS[index]} size={22} />
                {point.link ? <Link to={point.link}>{text}</Link> : <span>{text}</span>}
              </li>
            )
          })}
        </Points>
      </Content>
    </Wrapper>
  )
}

const Wrapper = styled.section`
  position: relative;
  overflow: hidden;
  color: ${({ theme }) => theme.colors.white};
  background: linear-gradient(
    135deg,
    ${({ theme }) => theme.colors.primaryDark} 0%,
    ${({ theme }) => theme.colors.primary} 55%,
    ${({ theme }) => theme.colors.accentDark} 100%
  );
  h1 {
    color: ${({ theme }) => theme.colors.white};
    font-size: ${({ theme }) => theme.fontSizes.display};
    max-width: 22ch;
  }
`

const Content = styled.div`
  position: relative;
  max-width: ${({ theme }) => theme.maxWidth};
  margin: 0 auto;
  padding: ${({ theme }) => `${theme.space.xl} ${theme.space.md}`};
  ${({ theme }) => theme.breakpoints.sm} {
    padding-top: ${({ theme }) => theme.space.section};
    padding-bottom: ${({ theme }) => theme.space.section};
    padding-left: ${({ theme }) => theme.space.xl};
    padding-right: ${({ theme }) => theme.space.xl};
  }
`

const HeroEyebrow = styled(Eyebrow)`
  color: ${({ theme }) => theme.colors.accentLight};
`

const Lead = styled.p`
  max-width: 60ch;
  color: ${({ theme }) => theme.colors.primaryLight};
`

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.md};
  margin: ${({ theme }) => `${theme.space.xl} 0 ${theme.space.xxl}`};
`

/** Slimmer on phones (each still a 44 px target), boxes with room from the small breakpoint up. */
const Points = styled.ul`
  ${plainList}
  display: grid;
  gap: ${({ theme }) => theme.space.sm};
  ${({ theme }) => theme.breakpoints.sm} {
    gap: ${({ theme }) => theme.space.md};
    grid-template-columns: repeat(2, 1fr);
  }
  ${({ theme }) => theme.breakpoints.lg} {
    grid-template-columns: repeat(4, 1fr);
  }
  li {
    display: flex;
    align-items: center;
    gap: ${({ theme }) => theme.space.sm};
    min-height: 44px;
    padding: ${({ theme }) => `${theme.space.sm} ${theme.space.md}`};
    border: 1px solid ${({ theme }) => theme.colors.glassBorder};
    border-radius: ${({ theme }) => theme.radii.md};
    background: ${({ theme }) => theme.colors.glass};
    font-weight: 700;
    ${({ theme }) => theme.breakpoints.sm} {
      padding: ${({ theme }) => theme.space.md};
    }
  }
  a {
    color: inherit;
  }
`
