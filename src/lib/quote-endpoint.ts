/** Where the quote form posts: set at build time through GATSBY_QUOTE_ENDPOINT. */
export const QUOTE_ENDPOINT: string = process.env.GATSBY_QUOTE_ENDPOINT ?? ""
