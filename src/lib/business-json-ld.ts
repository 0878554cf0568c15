import type { SiteFacts } from "./site-facts"
import { telHref } from "./contact-links"
import { identityPath } from "./identity-files"

/** The firm's node id, so other pages' JSON-LD can name it as author. */
export function businessId(siteUrl: string): string {
  return `${siteUrl}/#empresa`
}

/** schema.org description of the firm for search engines, built from content/site.json. */
export function businessJsonLd(facts: SiteFacts, siteUrl: string): Record<string, unknown> {
  const { address } = facts
  return {
    "@context": "https://schema.org",
    "@type": "ProfessionalService",
    "@id": businessId(siteUrl),
    name: facts.name,
    legalName: facts.legalName,
    taxID: facts.cnpj,
    identifier: [
      { "@type": "PropertyValue", propertyID: "CNPJ", value: facts.cnpj },
      { "@type": "PropertyValue", propertyID: "CREA", value: facts.crea },
    ],
    description: facts.description,
    url: `${siteUrl}/`,
    logo: `${siteUrl}${identityPath("logo")}`,
    image: `${siteUrl}${identityPath("linkPreview")}`,
    telephone: telHref(facts.phone).replace("tel:", ""),
    email: facts.email,
    foundingDate: String(facts.foundingYear),
    address: {
      "@type": "PostalAddress",
      streetAddress: `${address.street}, ${address.district}`,
      addressLocality: address.city,
      addressRegion: address.state,
      postalCode: address.postalCode,
      addressCountry: "BR",
    },
    areaServed: { "@type": "Country", name: "Brasil" },
    openingHoursSpecification: facts.hours.map((hours) => ({
      "@type": "OpeningHoursSpecification",
      dayOfWeek: hours.days.map((day) => `https://schema.org/${day}`),
      opens: hours.opens,
      closes: hours.closes,
    })),
    ...(facts.social?.length ? { sameAs: facts.social.map((link) => link.url) } : {}),
  }
}
