import { graphql, useStaticQuery } from "gatsby"

/** The configured public address of the site, without a trailing slash. */
export function useSiteUrl(): string {
  const data = useStaticQuery<Queries.SiteUrlQuery>(graphql`
    query SiteUrl {
      site {
        siteMetadata {
          siteUrl
        }
      }
    }
  `)
  return data.site?.siteMetadata?.siteUrl ?? ""
}
