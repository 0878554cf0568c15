import styled from "@emotion/styled"
import { ADMIN_PATH } from "../../lib/admin-path"

/** What plugins/demo-guard gives the holding page: the firm's name once it is its own. */
export interface HoldingContext {
  firmName: string | null
}

export const holdingTitle = (firmName: string | null) =>
  firmName ? `${firmName} | Site em preparação` : "Site em preparação"

/**
 * "Site em preparação": what a visitor sees while the content still carries the demo
 * (docs/pages.md#holding-page), with a discreet way in to the editor for the firm.
 */
export function HoldingPage({ firmName }: HoldingContext) {
  return (
    <Main>
      {firmName && <Firm>{firmName}</Firm>}
      <h1>Site em preparação</h1>
      <p>Estamos preparando este site. Volte em breve.</p>
      <AdminLink href={ADMIN_PATH}>Área da empresa: editor</AdminLink>
    </Main>
  )
}

const Main = styled.main`
  display: flex;
  flex-direction: column;
  justify-content: center;
  min-height: 100vh;
  max-width: 640px;
  margin: 0 auto;
  padding: ${({ theme }) => `${theme.space.xxl} ${theme.space.lg}`};
  text-align: center;
  h1 {
    color: ${({ theme }) => theme.colors.primaryDark};
    font-size: ${({ theme }) => theme.fontSizes.title};
  }
`

const Firm = styled.p`
  color: ${({ theme }) => theme.colors.primary};
  font-size: ${({ theme }) => theme.fontSizes.xl};
  font-weight: 700;
`

const AdminLink = styled.a`
  margin-top: ${({ theme }) => theme.space.xxl};
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.xs};
`
