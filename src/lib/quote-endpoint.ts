/**
 * Where the quote form posts: set at build time through GATSBY_QUOTE_ENDPOINT, a provider's URL
 * or "netlify" for Netlify Forms (src/lib/netlify-forms.ts).
 */
export const QUOTE_ENDPOINT: string = process.env.GATSBY_QUOTE_ENDPOINT ?? ""
