import { businessId } from "./business-json-ld"
import { memberPath } from "./navigation"

/** A responsible engineer, as the team page shows them. */
export interface Member {
  id: string
  name: string
  title: string
  crea: string
  specialties: readonly string[]
  bio: string
  order: number | null
}

/** Those with an `order` first, by it; then the rest by name. */
export function sortTeam<T extends Pick<Member, "name" | "order">>(members: readonly T[]): T[] {
  return [...members].sort(
    (a, b) =>
      (a.order ?? Infinity) - (b.order ?? Infinity) || a.name.localeCompare(b.name, "pt-BR"),
  )
}

/** schema.org Person of a member of the firm, with their CREA registration. */
export function personJsonLd(
  member: Member,
  siteUrl: string,
  image: string | null,
): Record<string, unknown> {
  return {
    "@type": "Person",
    "@id": `${siteUrl}${memberPath(member.id)}`,
    name: member.name,
    jobTitle: member.title,
    description: member.bio,
    knowsAbout: member.specialties,
    identifier: { "@type": "PropertyValue", propertyID: "CREA", value: member.crea },
    memberOf: { "@id": businessId(siteUrl) },
    ...(image ? { image: `${siteUrl}${image}` } : {}),
  }
}

/** "Maria de Souza Lima" → "ML": the mark shown where a member has no photo. */
export function initials(name: string): string {
  const words = name.split(/\s+/).filter(Boolean)
  const first = words[0]?.[0] ?? ""
  const last = words.length > 1 ? words[words.length - 1][0] : ""
  return `${first}${last}`.toUpperCase()
}

/** "1 CAT", "3 CATs", "Nenhuma CAT": how a card and a page count them. */
export function catCountLabel(count: number): string {
  if (count === 0) return "Nenhuma CAT"
  return count === 1 ? "1 CAT" : `${count} CATs`
}
