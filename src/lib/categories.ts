/**
 * The categories a project may have, in the order the portfolio's filter shows them. This is the
 * one list: the filter, the content check, the editor's configuration and docs/CONTEUDO.md all
 * follow it (a test compares the docs with it), so it stays free of Node and Gatsby imports.
 */
export const PROJECT_CATEGORIES = [
  "Abastecimento de Água",
  "Loteamento",
  "Drenagem",
  "Esgoto",
  "Irrigação",
  "Hidrossanitários",
] as const

export type ProjectCategory = (typeof PROJECT_CATEGORIES)[number]
