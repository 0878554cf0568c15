import styled from "@emotion/styled"
import { plainList } from "../../styles/mixins"

/** A project's categories as small tags. */
export function CategoryTags({ categories }: { categories: readonly string[] }) {
  return (
    <Tags aria-label="Categorias">
      {categories.map((category) => (
        <li key={category}>{category}</li>
      ))}
    </Tags>
  )
}

const Tags = styled.ul`
  ${plainList}
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.xs};
  li {
    padding: 2px ${({ theme }) => theme.space.sm};
    border-radius: ${({ theme }) => theme.radii.pill};
    background: ${({ theme }) => theme.colors.accentLight};
    color: ${({ theme }) => theme.colors.accentDark};
    font-size: ${({ theme }) => theme.fontSizes.xs};
    font-weight: 700;
  }
`
