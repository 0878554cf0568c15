import type { ReactNode } from "react"
import styled from "@emotion/styled"
import { Link } from "gatsby"
import { FirmCredentials } from "./firm-credentials"
import { PORTFOLIO_PATH } from "../../lib/portfolio-paths"
import type { SiteFacts } from "../../hooks/use-site-facts"
import { pillButton } from "../../styles/mixins"

interface PrintHeaderProps {
  /** The link back, as the page words it: "← Todos os projetos". */
  back: string
  /** Where the link back goes: the portfolio unless said. */
  backTo?: string
  /** The h1's id, which the page's <article aria-labelledby> names. */
  titleId: string
  title: string
  /** The sentence under the title: what the page holds, and whose it is. */
  lead: ReactNode
  facts: Pick<SiteFacts, "legalName" | "cnpj" | "crea">
  /** More rows after the credentials (contact, address), as FirmCredentials takes them. */
  children?: ReactNode
}

/**
 * The top of a page made to be printed for a bid file (/acervo/, the printable portfolio): on
 * screen a way back and a print button, on paper only the title and the firm's identity.
 */
export function PrintHeader({
  back,
  backTo = PORTFOLIO_PATH,
  titleId,
  title,
  lead,
  facts,
  children,
}: PrintHeaderProps) {
  return (
    <>
      <Toolbar data-print="hide">
        <Link to={backTo}>{back}</Link>
        <PrintButton type="button" onClick={() => window.print()}>
          Imprimir / salvar em PDF
        </PrintButton>
      </Toolbar>
      <Identity>
        <h1 id={titleId}>{title}</h1>
        <p>{lead}</p>
        <FirmCredentials facts={facts}>{children}</FirmCredentials>
      </Identity>
    </>
  )
}

/** The printed page's <article>: the site's spacing on screen, none on paper. */
export const PrintArticle = styled.article`
  padding: ${({ theme }) => `${theme.space.xl} 0 ${theme.space.section}`};
  @media print {
    padding: 0;
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
