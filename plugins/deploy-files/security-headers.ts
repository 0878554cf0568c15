/** The security headers of the site's pages and of every response. */
import { isNetlifyFormsMode } from "../../src/lib/netlify-forms"
import { quoteEndpointUrl } from "./quote-endpoint"

// Features the site never uses, denied to it and to anything it embeds; browsing-topics and
// interest-cohort opt out of ad-interest tracking. Only names Chromium knows: an unknown one logs
// "Unrecognized feature" on every page.
const PERMISSIONS_POLICY = [
  "accelerometer=()",
  "browsing-topics=()",
  "camera=()",
  "display-capture=()",
  "geolocation=()",
  "gyroscope=()",
  "interest-cohort=()",
  "magnetometer=()",
  "microphone=()",
  "midi=()",
  "payment=()",
  "usb=()",
].join(", ")

/** Headers every response carries, the editor's included. */
export function sharedSecurityHeaders(): Record<string, string> {
  return {
    "X-Content-Type-Options": "nosniff",
    "Referrer-Policy": "strict-origin-when-cross-origin",
    "Permissions-Policy": PERMISSIONS_POLICY,
    "Strict-Transport-Security": "max-age=31536000; includeSubDomains",
    "X-Frame-Options": "DENY",
  }
}

/**
 * Only what the site needs. Decision: style-src keeps 'unsafe-inline', because Emotion inserts
 * <style> elements at runtime and gatsby-plugin-image renders style attributes; hashing those is
 * not possible (runtime) and a nonce needs a server. Scripts get no such allowance.
 * upgrade-insecure-requests only with an https endpoint, so a local http inbox keeps working.
 * In the Netlify Forms mode the form posts to the site itself: 'self' alone, no other origin, and
 * the upgrade, since Netlify serves the site over https only.
 */
export function contentSecurityPolicy(quoteEndpoint: string, scriptHashes: string[]): string {
  const endpoint = isNetlifyFormsMode(quoteEndpoint) ? null : quoteEndpointUrl(quoteEndpoint)
  const formOrigin = endpoint ? ` ${endpoint.origin}` : ""
  const directives = [
    "default-src 'self'",
    ["script-src 'self'", ...scriptHashes].join(" "),
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data:",
    "font-src 'self'",
    `connect-src 'self'${formOrigin}`,
    `form-action 'self'${formOrigin}`,
    "frame-ancestors 'none'",
    "base-uri 'self'",
    "object-src 'none'",
    "manifest-src 'self'",
    ...(endpoint === null || endpoint.protocol === "https:" ? ["upgrade-insecure-requests"] : []),
  ]
  return directives.join("; ")
}
