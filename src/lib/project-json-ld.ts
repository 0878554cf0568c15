import { businessId } from "./business-json-ld"

interface JsonLdProject {
  title: string
  description: string
  location: string
  year: string
  categories: readonly string[]
}

/** schema.org description of one project, made by the firm described on the home page. */
export function projectJsonLd(
  project: JsonLdProject,
  url: string,
  siteUrl: string,
  image: { path: string } | null,
): Record<string, unknown> {
  const [city, state] = project.location.split(" - ")
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
        addressLocality: city,
        addressRegion: state,
        addressCountry: "BR",
      },
    },
    creator: { "@id": businessId(siteUrl) },
  }
}
