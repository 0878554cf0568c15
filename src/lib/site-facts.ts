/** The firm's facts from content/site.json, as the SiteFacts query of `useSiteFacts` reads them. */
export type SiteFacts = Queries.SiteFactsQuery["siteFacts"] & object
