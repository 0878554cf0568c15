import type { ProjectCategory } from "../../scripts/lib/content-check/categories"

export const ALL_CATEGORIES = "Todos"

export type FilterCategory = typeof ALL_CATEGORIES | ProjectCategory

/** The filter, in the order of SPEC §9. */
export const FILTER_CATEGORIES: readonly FilterCategory[] = [
  ALL_CATEGORIES,
  "Abastecimento de Água",
  "Loteamento",
  "Drenagem",
  "Esgoto",
  "Irrigação",
  "Hidrossanitários",
]

/** "Abastecimento de Água" → "abastecimento-de-agua", for the address bar. */
export function categorySlug(category: string): string {
  return category
    .normalize("NFD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .trim()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-|-$/g, "")
}

/** The filter category a slug names, or null for an unknown slug. */
export function categoryFromSlug(slug: string | null): FilterCategory | null {
  if (!slug) return null
  return FILTER_CATEGORIES.find((category) => categorySlug(category) === slug) ?? null
}

/** SPEC §4: the projects whose categories include the chosen one; 'Todos' shows all. */
export function filterProjects<T extends { categories: readonly string[] }>(
  projects: readonly T[],
  category: FilterCategory,
): T[] {
  if (category === ALL_CATEGORIES) return [...projects]
  return projects.filter((project) => project.categories.includes(category))
}
