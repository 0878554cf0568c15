import styled from "@emotion/styled"
import { Link } from "gatsby"
import { Inner } from "../ui/section"
import { FirmCredentials } from "../ui/firm-credentials"
import { RecordFilters } from "./record-filters"
import { RecordSections } from "./record-sections"
import { PORTFOLIO_PATH } from "../../lib/portfolio-paths"
import { projectCountLabel } from "../../lib/project-states"
import type { RecordPageContext } from "../../lib/record-totals"
import type { SiteFacts } from "../../hooks/use-site-facts"
import { pillButton } from "../../styles/mixins"

interface RecordViewProps {
  context: RecordPageContext
  facts: SiteFacts
}

/**
 * The record a bidder attaches to a proposal: the firm's identity, then per category and
 * quantity the total, the projects behind it and the largest one. On paper: one clean A4 summary.
 */
export function RecordView({ context, facts }: RecordViewProps) {
  const { totals } = context
  return (
    <Article aria-labelledby="acervo-titulo">
      <Inner>
        <Toolbar data-print="hide">
          <Link to={PORTFOLIO_PATH}>← Todos os projetos</Link>
          <PrintButton type="button" onClick={() => window.print()}>
            Imprimir / salvar em PDF
          </PrintButton>
        </Toolbar>
        <Identity>
          <h1 id="acervo-titulo">Acervo técnico</h1>
          <p>
            <Scope>{context.title}</Scope>
            {`: ${projectCountLabel(totals.count)} da ${facts.name}. Somas das quantidades de cada projeto, como constam dos atestados de capacidade técnica (disponíveis mediante solicitação).`}
          </p>
          <FirmCredentials facts={facts} />
        </Identity>
        <RecordFilters links={context.links} current={context.address} />
        <RecordSections totals={totals} />
      </Inner>
    </Article>
  )
}

const Article = styled.article`
  padding: ${({ theme }) => `${theme.space.xl} 0 ${theme.space.section}`};
  @media print {
    padding: 0;
    font-size: 10.5pt;
  }
`

const Toolbar = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.md};
  margin-bottom: ${({ theme }) => theme.space.lg};
  a {
    font-weight: 700;
  }
`

const PrintButton = styled.button`
  ${({ theme }) => pillButton(theme)}
`

const Identity = styled.header`
  padding-bottom: ${({ theme }) => theme.space.md};
  border-bottom: 2px solid ${({ theme }) => theme.colors.primary};
  h1 {
    margin: 0 0 ${({ theme }) => theme.space.xs};
    font-size: ${({ theme }) => theme.fontSizes.title};
  }
  p {
    margin: 0 0 ${({ theme }) => theme.space.md};
  }
`

const Scope = styled.strong`
  color: ${({ theme }) => theme.colors.primaryDark};
`
