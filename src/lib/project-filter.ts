import { PROJECT_CATEGORIES, type ProjectCategory } from "./categories"
import { slugify } from "./slug"

export const ALL_CATEGORIES = "Todos"

export type FilterCategory = typeof ALL_CATEGORIES | ProjectCategory

/** The filter: "Todos", then every category in the list's order. */
export const FILTER_CATEGORIES: readonly FilterCategory[] = [ALL_CATEGORIES, ...PROJECT_CATEGORIES]

/** "Abastecimento de Água" → "abastecimento-de-agua", for the address bar. */
export function categorySlug(category: string): string {
  return slugify(category)
}

/** The filter category a slug names, or null for an unknown slug. */
export function categoryFromSlug(slug: string | null): FilterCategory | null {
  if (!slug) return null
  return FILTER_CATEGORIES.find((category) => categorySlug(category) === slug) ?? null
}

/** The projects whose categories include the chosen one; 'Todos' shows all. */
export function filterProjects<T extends { categories: readonly string[] }>(
  projects: readonly T[],
  category: FilterCategory,
): T[] {
  if (category === ALL_CATEGORIES) return [...projects]
  return projects.filter((project) => project.categories.includes(category))
}
