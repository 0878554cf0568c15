import { useStaticQuery } from "gatsby"
import siteJson from "./fixtures/content/site.json"

export const SITE_URL = "https://www.exemplo.com.br"

/** The fixture site.json (a copy of the demo content), as the static queries return it. */
export const siteFacts = siteJson

/** Makes every useStaticQuery answer with the firm's facts and the site URL. */
export function mockStaticQueries(): void {
  ;(useStaticQuery as jest.Mock).mockReturnValue({
    siteFacts: siteJson,
    site: { siteMetadata: { siteUrl: SITE_URL } },
    allProject: { distinct: ["AL", "BA", "MG", "RJ", "SC"] },
  })
}
