import styled from "@emotion/styled"
import { pillButton } from "../../styles/mixins"
import type { ProjectSearchState } from "./search-state"

/** No project matches (the count above says so): a hint, and a way back to every project. */
export function SearchEmpty({ search }: { search: ProjectSearchState }) {
  return (
    <Empty>
      <p>Confira a grafia ou busque por cidade, estado, cliente, tipo de obra ou ano.</p>
      <button type="button" onClick={search.clear}>
        Limpar a busca e ver todos os projetos
      </button>
    </Empty>
  )
}

const Empty = styled.div`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${({ theme }) => theme.space.md};
  padding: ${({ theme }) => `${theme.space.xl} 0`};
  text-align: center;
  p {
    margin: 0;
  }
  button {
    font: inherit;
    ${({ theme }) => pillButton(theme)}
  }
`
