/**
 * The categories a project may have. The content check and the site's category filter share
 * this list, so this file must stay free of Node imports.
 */
export const PROJECT_CATEGORIES = [
  "Abastecimento de Água",
  "Esgoto",
  "Irrigação",
  "Loteamento",
  "Drenagem",
  "Hidrossanitários",
] as const

export type ProjectCategory = (typeof PROJECT_CATEGORIES)[number]

export function isProjectCategory(value: string): value is ProjectCategory {
  return (PROJECT_CATEGORIES as readonly string[]).includes(value)
}
