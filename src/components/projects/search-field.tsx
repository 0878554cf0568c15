import styled from "@emotion/styled"
import { formControl } from "../../styles/mixins"
import type { ProjectSearchState } from "./search-state"
import { SEARCH_PARAM } from "../../lib/project-search-address"

interface SearchFieldProps {
  search: ProjectSearchState
  /** Where the form sends without JavaScript, in a browser that still shows it: this listing. */
  action: string
}

/**
 * The search field: results follow each keystroke, so Enter only closes a phone's keyboard.
 * Hidden without JavaScript (CSS `scripting: none`); where that is unknown, its GET lands here.
 */
export function SearchField({ search, action }: SearchFieldProps) {
  return (
    <Form
      role="search"
      action={action}
      method="get"
      data-print="hide"
      onSubmit={(event) => {
        event.preventDefault()
        search.inputRef.current?.blur()
      }}
    >
      <label htmlFor="busca-campo">Buscar projetos</label>
      <input
        ref={search.inputRef}
        id="busca-campo"
        type="search"
        name={SEARCH_PARAM}
        value={search.query}
        placeholder="Cidade, estado, cliente, obra ou ano"
        autoComplete="off"
        spellCheck={false}
        enterKeyHint="search"
        onFocus={search.prepare}
        onChange={(event) => search.type(event.target.value)}
      />
    </Form>
  )
}

const Form = styled.form`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.xs};
  max-width: 560px;
  margin: 0 auto ${({ theme }) => theme.space.lg};
  @media (scripting: none) {
    display: none;
  }
  label {
    font-weight: 700;
  }
  input {
    ${({ theme }) => formControl(theme)}
  }
`
