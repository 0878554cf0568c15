import styled from "@emotion/styled"
import { Icon } from "../icon"
import { ButtonLink } from "../ui/button-link"
import { PROJECTS_ROUTE } from "../../lib/navigation"
import { whereStates } from "../../lib/portfolio-facts"
import { usePortfolioStates } from "../../hooks/use-portfolio-states"

/** The call to see the portfolio: where the firm has worked, and a 'Ver Projetos' button. */
export function CallToAction() {
  const states = usePortfolioStates()
  return (
    <Wrapper aria-labelledby="cta-titulo">
      <Inner>
        <div>
          <h2 id="cta-titulo">Projetos que já saíram do papel</h2>
          <p>
            {`Redes de água e esgoto, estações de tratamento, drenagem urbana e loteamentos${whereStates(states, "")}. `}
            Veja o que entregamos e imagine o que podemos fazer pelo seu município ou
            empreendimento.
          </p>
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
