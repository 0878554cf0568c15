import { graphql, useStaticQuery } from "gatsby"

/** The firm's first line of a similar quote's description (texts.json's similarQuote.line). */
export function useSimilarQuoteLine(): string {
  const data = useStaticQuery<Queries.SimilarQuoteLineQuery>(graphql`
    query SimilarQuoteLine {
      siteTexts {
        similarQuote {
          line
        }
      }
    }
  `)
  return data.siteTexts?.similarQuote.line ?? ""
}
