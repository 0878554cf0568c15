import { slugify } from "./slug"

export const ALL_CATEGORIES = "Todos"

/**
 * A choice of the filter: "Todos" or one of the firm's categories (content/categories.json,
 * which reaches the pages through their context, never as a constant).
 */
export type FilterCategory = string

/** The filter: "Todos", then every category in the content's order. */
export function filterCategories(categories: readonly string[]): FilterCategory[] {
  return [ALL_CATEGORIES, ...categories]
}

/**
 * The firm's categories that some project is in, in the firm's order: the filter offers only
 * these, and only these have a listing page, so no choice leads to an empty page.
 */
export function categoriesWithProjects(
  categories: readonly string[],
  usedCategories: readonly string[],
): string[] {
  return categories.filter((category) => usedCategories.includes(category))
}

/** "Abastecimento de Água" → "abastecimento-de-agua", for the address bar. */
export function categorySlug(category: string): string {
  return slugify(category)
}

/** The filter category a slug names among the firm's categories, or null for an unknown slug. */
export function categoryFromSlug(
  slug: string | null,
  categories: readonly string[],
): FilterCategory | null {
  if (!slug) return null
  return filterCategories(categories).find((category) => categorySlug(category) === slug) ?? null
}

/** The projects whose categories include the chosen one; 'Todos' shows all. */
export function filterProjects<T extends { categories: readonly string[] }>(
  projects: readonly T[],
  category: FilterCategory,
): T[] {
  if (category === ALL_CATEGORIES) return [...projects]
  return projects.filter((project) => project.categories.includes(category))
}
