/** "Sistema de Água — Lagoa Santa" → "sistema-de-agua-lagoa-santa": lower case, no accents. */
export function slugify(text: string): string {
  return text
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .trim()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-|-$/g, "")
}

/** A slug as a maintainer may write it in project.json: lower-case words joined by hyphens. */
export const SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/

/**
 * Slugs a project may not take: listing pages live at /projetos/<n>/, /projetos/categoria/… and
 * /projetos/estado/…, and the printable portfolio at /projetos/imprimir/, so a project there would
 * hide them.
 */
export function isReservedSlug(slug: string): boolean {
  return /^\d+$/.test(slug) || ["categoria", "estado", "imprimir"].includes(slug)
}

/** A project's address segment: its own "slug" when given, otherwise made from its title. */
export function projectSlug(project: { slug?: string | null; title: string }): string {
  return project.slug?.trim() || slugify(project.title)
}
