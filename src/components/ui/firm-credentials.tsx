import type { ReactNode } from "react"
import styled from "@emotion/styled"
import type { SiteFacts } from "../../hooks/use-site-facts"

interface FirmCredentialsProps {
  facts: Pick<SiteFacts, "legalName" | "cnpj" | "crea">
  /** More rows after the credentials, each a <div> with a <dt> and a <dd>. */
  children?: ReactNode
}

/** What a public client checks first: the razão social, the CNPJ and the CREA registration. */
export function FirmCredentials({ facts, children }: FirmCredentialsProps) {
  return (
    <List>
      <div>
        <dt>Razão social</dt>
        <dd>{facts.legalName}</dd>
      </div>
      <div>
        <dt>CNPJ</dt>
        <dd>{facts.cnpj}</dd>
      </div>
      <div>
        <dt>Registro no CREA</dt>
        <dd>{facts.crea}</dd>
      </div>
      {children}
    </List>
  )
}

const List = styled.dl`
  display: grid;
  gap: ${({ theme }) => theme.space.xs};
  margin: 0;
  div {
    display: grid;
    ${({ theme }) => theme.breakpoints.sm} {
      grid-template-columns: 12rem 1fr;
    }
    @media print {
      grid-template-columns: 12rem 1fr;
    }
  }
  dt {
    color: ${({ theme }) => theme.colors.textMuted};
  }
  dd {
    margin: 0;
    font-weight: 700;
    overflow-wrap: anywhere;
  }
`
