/**
 * The quote form posts to GATSBY_QUOTE_ENDPOINT, inlined at build time. A production build
 * without it would ship a form that posts nowhere, so the build refuses it.
 */
const LOCAL_HOSTS = new Set(["localhost", "127.0.0.1", "[::1]"])

/** Why the configured endpoint cannot ship, or null when it can. */
export function quoteEndpointProblem(env: NodeJS.ProcessEnv): string | null {
  const value = env.GATSBY_QUOTE_ENDPOINT?.trim()
  const howTo =
    "Set GATSBY_QUOTE_ENDPOINT to your form provider's endpoint, e.g. " +
    "GATSBY_QUOTE_ENDPOINT=https://formspree.io/f/<form-id> npm run build " +
    "(on Netlify: Site configuration → Environment variables). " +
    "For a local preview with the built-in form inbox, run `npm start` instead."
  if (!value) return `GATSBY_QUOTE_ENDPOINT is not set: the quote form would post nowhere. ${howTo}`
  let url: URL
  try {
    url = new URL(value)
  } catch {
    return `GATSBY_QUOTE_ENDPOINT is not a valid URL ("${value}"). ${howTo}`
  }
  if (url.protocol !== "https:" && url.protocol !== "http:") {
    return `GATSBY_QUOTE_ENDPOINT must be an http(s) URL, not "${value}". ${howTo}`
  }
  if (env.NETLIFY === "true" && LOCAL_HOSTS.has(url.hostname)) {
    return `GATSBY_QUOTE_ENDPOINT points at this machine (${value}), which visitors cannot reach. ${howTo}`
  }
  return null
}
