/**
 * Who receives the quote form's submissions on the firm's behalf, as the privacy policy names
 * it: GATSBY_QUOTE_PROVIDER when set, else Netlify in the Netlify Forms mode, else a known provider
 * recognised from the endpoint's host.
 */
import { isNetlifyFormsMode, NETLIFY_PROVIDER } from "./netlify-forms"
import { QUOTE_ENDPOINT } from "./quote-endpoint"

const KNOWN_PROVIDERS: Record<string, string> = {
  "formspree.io": "Formspree (Formspree, Inc., Estados Unidos)",
  "getform.io": "Getform (Getform, Inc., Estados Unidos)",
  "api.web3forms.com": "Web3Forms (Estados Unidos)",
}

const LOCAL_HOSTS = new Set(["localhost", "127.0.0.1", "[::1]"])

export function quoteProviderName(endpoint: string, configured?: string): string {
  if (configured?.trim()) return configured.trim()
  if (isNetlifyFormsMode(endpoint)) return NETLIFY_PROVIDER
  let host: string
  try {
    host = new URL(endpoint).hostname
  } catch {
    return "o serviço de formulários contratado pela empresa"
  }
  if (LOCAL_HOSTS.has(host)) return "a caixa de entrada local de testes deste site"
  const known = Object.keys(KNOWN_PROVIDERS).find(
    (domain) => host === domain || host.endsWith(`.${domain}`),
  )
  return known ? KNOWN_PROVIDERS[known] : `o serviço de formulários em ${host}`
}

export const QUOTE_PROVIDER: string = quoteProviderName(
  QUOTE_ENDPOINT,
  process.env.GATSBY_QUOTE_PROVIDER,
)
