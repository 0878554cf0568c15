import { graphql, useStaticQuery } from "gatsby"
import type { SiteFacts } from "../lib/site-facts"

export type { SiteFacts }

/** The firm's facts from content/site.json: name, contacts, address, hours, figures. */
export function useSiteFacts(): SiteFacts {
  const data = useStaticQuery<Queries.SiteFactsQuery>(graphql`
    query SiteFacts {
      siteFacts {
        name
        legalName
        cnpj
        crea
        # Only those valid when the site is built: the pages never judge dates in the browser.
        validCertifications {
          name
          issuer
          number
          validUntil
        }
        tagline
        description
        foundingYear
        experienceYears
        phone
        whatsapp
        email
        address {
          street
          district
          city
          state
          postalCode
        }
        social {
          network
          url
        }
        hours {
          label
          days
          opens
          closes
        }
        emergencies
        emailResponse
        figures {
          value
          label
        }
        accessibilityReviewed
      }
    }
  `)
  if (!data.siteFacts) throw new Error("content/site.json was not loaded")
  return data.siteFacts
}
