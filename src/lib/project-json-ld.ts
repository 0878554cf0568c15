import { businessId } from "./business-json-ld"
import { parseLocation } from "./location"
import { memberPath } from "./navigation"

interface JsonLdProject {
  title: string
  description: string
  location: string
  year: string
  categories: readonly string[]
  contratante: string
  engineers: readonly { id: string; name: string }[]
}

/**
 * schema.org description of one project, made by the firm described on the home page: the
 * client who contracted it as its funder, the responsible engineers as contributors.
 */
export function projectJsonLd(
  project: JsonLdProject,
  url: string,
  siteUrl: string,
  image: { path: string } | null,
): Record<string, unknown> {
  const place = parseLocation(project.location)
  return {
    "@context": "https://schema.org",
    "@type": "CreativeWork",
    "@id": `${url}#projeto`,
    url,
    name: project.title,
    description: project.description,
    dateCreated: project.year,
    keywords: project.categories.join(", "),
    inLanguage: "pt-BR",
    ...(image ? { image: `${siteUrl}${image.path}` } : {}),
    locationCreated: {
      "@type": "Place",
      address: {
        "@type": "PostalAddress",
        addressLocality: place?.city ?? project.location,
        ...(place ? { addressRegion: place.state } : {}),
        addressCountry: "BR",
      },
    },
    creator: { "@id": businessId(siteUrl) },
    funder: { "@type": "Organization", name: project.contratante },
    contributor: project.engineers.map((engineer) => ({
      "@type": "Person",
      "@id": `${siteUrl}${memberPath(engineer.id)}`,
      name: engineer.name,
    })),
  }
}
