import { useStaticQuery } from "gatsby"
import siteJson from "../content/site.json"

export const SITE_URL = "https://www.exemplo.com.br"

/** The real content/site.json, as the static queries return it. */
export const siteFacts = siteJson

/** Makes every useStaticQuery answer with the firm's facts and the site URL. */
export function mockStaticQueries(): void {
  ;(useStaticQuery as jest.Mock).mockReturnValue({
    siteFacts: siteJson,
    site: { siteMetadata: { siteUrl: SITE_URL } },
  })
}
