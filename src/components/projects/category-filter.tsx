import { useEffect, useRef } from "react"
import styled from "@emotion/styled"
import { drawnWhole, formControl } from "../../styles/mixins"
import { filterCategories, type FilterCategory } from "../../lib/project-filter"
import type { FilterControl } from "../../lib/portfolio-navigation"
import { focusThroughNavigation } from "../../lib/keep-focus"

interface CategoryFilterProps {
  /** The firm's categories, in order; the filter puts "Todos" first. */
  categories: readonly string[]
  selected: FilterCategory
  onChange: (category: FilterCategory, control: FilterControl) => void
  /** The control to focus when the filter mounts: the one used to reach this listing. */
  focusOnMount?: FilterControl | null
}

/** A dropdown on small screens, toggle buttons on large ones: both in the HTML, CSS shows one. */
export function CategoryFilter({
  categories,
  selected,
  onChange,
  focusOnMount,
}: CategoryFilterProps) {
  const selectRef = useRef<HTMLSelectElement>(null)
  const pressedRef = useRef<HTMLButtonElement>(null)
  useEffect(() => {
    if (focusOnMount === "select") focusThroughNavigation(selectRef.current)
    if (focusOnMount === "toggle") focusThroughNavigation(pressedRef.current)
    // Only the control that led here, once.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [])
  const choices = filterCategories(categories)
  return (
    <>
      <MobileFilter>
        <label htmlFor="filtro-categoria">Filtrar por categoria</label>
        <select
          ref={selectRef}
          id="filtro-categoria"
          value={selected}
          onChange={(event) => onChange(event.target.value as FilterCategory, "select")}
        >
          {choices.map((category) => (
            <option key={category} value={category}>
              {category}
            </option>
          ))}
        </select>
      </MobileFilter>
      <DesktopFilter role="group" aria-label="Filtrar por categoria">
        {choices.map((category) => (
          <button
            key={category}
            ref={category === selected ? pressedRef : undefined}
            type="button"
            aria-pressed={category === selected}
            onClick={() => onChange(category, "toggle")}
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
    ${({ theme }) => formControl(theme)}
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
  /* A centred row; the count always follows it. */
  ${drawnWhole()}
  button {
    min-height: 44px;
    padding: ${({ theme }) => `${theme.space.sm} ${theme.space.md}`};
    border: 1px solid ${({ theme }) => theme.colors.border};
    border-radius: ${({ theme }) => theme.radii.pill};
    background: ${({ theme }) => theme.colors.surface};
    color: ${({ theme }) => theme.colors.text};
    font: inherit;
    font-weight: 700;
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
