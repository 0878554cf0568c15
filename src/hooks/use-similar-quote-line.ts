import { graphql, useStaticQuery } from "gatsby"

/**
 * The line "Solicitar orçamento semelhante" begins the quote's description with: the firm's
 * words (texts.json's similarQuote.line), "{titulo}" and "{endereco}" still in braces.
 */
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
