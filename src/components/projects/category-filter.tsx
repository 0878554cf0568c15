import styled from "@emotion/styled"
import { FILTER_CATEGORIES, type FilterCategory } from "../../lib/project-filter"

interface CategoryFilterProps {
  selected: FilterCategory
  onChange: (category: FilterCategory) => void
}

/**
 * SPEC §2: a dropdown on small screens, a row of toggle buttons on large ones. Both are in the
 * static HTML and CSS shows one, so nothing changes shape when the page hydrates.
 */
export function CategoryFilter({ selected, onChange }: CategoryFilterProps) {
  return (
    <>
      <MobileFilter>
        <label htmlFor="filtro-categoria">Filtrar por categoria</label>
        <select
          id="filtro-categoria"
          value={selected}
          onChange={(event) => onChange(event.target.value as FilterCategory)}
        >
          {FILTER_CATEGORIES.map((category) => (
            <option key={category} value={category}>
              {category}
            </option>
          ))}
        </select>
      </MobileFilter>
      <DesktopFilter role="group" aria-label="Filtrar por categoria">
        {FILTER_CATEGORIES.map((category) => (
          <button
            key={category}
            type="button"
            aria-pressed={category === selected}
            onClick={() => onChange(category)}
          >
            {category}
          </button>
        ))}
      </DesktopFilter>
    </>
  )
}

const MobileFilter = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.xs};
  label {
    font-weight: 700;
  }
  select {
    min-height: 48px;
    padding: 0 ${({ theme }) => theme.space.md};
    border: 1px solid ${({ theme }) => theme.colors.textMuted};
    border-radius: ${({ theme }) => theme.radii.sm};
    background: ${({ theme }) => theme.colors.surface};
    color: ${({ theme }) => theme.colors.text};
    font: inherit;
  }
  ${({ theme }) => theme.breakpoints.md} {
    display: none;
  }
`

const DesktopFilter = styled.div`
  display: none;
  ${({ theme }) => theme.breakpoints.md} {
    display: flex;
    flex-wrap: wrap;
    justify-content: center;
    gap: ${({ theme }) => theme.space.sm};
  }
  button {
    min-height: 44px;
    padding: ${({ theme }) => `${theme.space.sm} ${theme.space.md}`};
    border: 1px solid ${({ theme }) => theme.colors.border};
    border-radius: ${({ theme }) => theme.radii.pill};
    background: ${({ theme }) => theme.colors.surface};
    color: ${({ theme }) => theme.colors.text};
    font: inherit;
    font-weight: 600;
    cursor: pointer;
  }
  button:hover {
    border-color: ${({ theme }) => theme.colors.primary};
  }
  button[aria-pressed="true"] {
    background: ${({ theme }) => theme.colors.primary};
    border-color: ${({ theme }) => theme.colors.primary};
    color: ${({ theme }) => theme.colors.white};
  }
`
