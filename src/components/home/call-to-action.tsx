import styled from "@emotion/styled"
import { Icon } from "../icon"
import { ButtonLink } from "../ui/button-link"
import { PROJECTS_ROUTE } from "../../lib/navigation"
import { fillText, type CallToActionTexts, type Words } from "../../lib/site-texts"

interface CallToActionProps {
  texts: CallToActionTexts
  words: Words
}

/** The call to see the portfolio: the firm's title and text, and a 'Ver Projetos' button. */
export function CallToAction({ texts, words }: CallToActionProps) {
  return (
    <Wrapper aria-labelledby="cta-titulo">
      <Inner>
        <div>
          <h2 id="cta-titulo">{fillText(texts.title, words)}</h2>
          <p>{fillText(texts.text, words)}</p>
        </div>
        <ButtonLink to={PROJECTS_ROUTE} variant="light">
          Ver Projetos
          <Icon name="arrowRight" size={18} />
        </ButtonLink>
      </Inner>
    </Wrapper>
  )
}

const Wrapper = styled.section`
  background: ${({ theme }) => theme.colors.primaryDark};
  color: ${({ theme }) => theme.colors.primaryLight};
  h2 {
    color: ${({ theme }) => theme.colors.white};
    font-size: ${({ theme }) => theme.fontSizes.xxl};
  }
`

const Inner = styled.div`
  max-width: ${({ theme }) => theme.maxWidth};
  margin: 0 auto;
  padding: ${({ theme }) => `${theme.space.xl} ${theme.space.md}`};
  ${({ theme }) => theme.breakpoints.sm} {
    padding-top: ${({ theme }) => theme.space.xxl};
    padding-bottom: ${({ theme }) => theme.space.xxl};
  }
  display: flex;
  flex-direction: column;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space.lg};
  p {
    max-width: 60ch;
    margin: 0;
  }
  ${({ theme }) => theme.breakpoints.md} {
    flex-direction: row;
    align-items: center;
    justify-content: space-between;
    padding-left: ${({ theme }) => theme.space.xl};
    padding-right: ${({ theme }) => theme.space.xl};
  }
`
