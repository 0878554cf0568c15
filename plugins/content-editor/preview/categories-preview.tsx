import { CategoryFilter } from "../../../src/components/projects/category-filter"
import { ALL_CATEGORIES } from "../../../src/lib/project-filter"
import { Frame } from "./frame"
import { entryData, type DecapPreviewProps } from "./decap"

/** The categories as the filter of /projetos/ shows them, with the list being edited. */
export function CategoriesPreview(props: DecapPreviewProps) {
  const { categories } = entryData(props)
  const names = Array.isArray(categories)
    ? categories.filter((name): name is string => typeof name === "string" && name.trim() !== "")
    : []
  return (
    <Frame>
      <CategoryFilter categories={names} selected={ALL_CATEGORIES} onChange={() => undefined} />
    </Frame>
  )
}
