/**
 * The headers of the content editor at /admin/ (Decap CMS). It has its own policy because
 * Decap compiles its configuration schema at run time ('unsafe-eval'), talks to GitHub's API
 * (or to decap-server on this machine) and opens Netlify's GitHub login in a pop-up that must
 * keep its opener; none of that is allowed to the site's own pages.
 */
import { GITHUB_API, LOCAL_BACKEND_URL } from "../content-editor/config"
import { ADMIN_PATH } from "../../src/lib/admin-path"
import { CACHE_CONTROL } from "./cache-control"

export { ADMIN_PATH }

/** bridgeOrigins: a hosted login's services (cmsBridgeOrigins in content-editor/config.ts). */
export function adminContentSecurityPolicy(
  localBackend: boolean,
  bridgeOrigins: readonly string[] = [],
): string {
  const local = localBackend ? [new URL(LOCAL_BACKEND_URL).origin] : []
  return [
    "default-src 'self'",
    "script-src 'self' 'unsafe-eval'",
    "style-src 'self' 'unsafe-inline'",
    // Previews of photos chosen for upload are blob: and data: URLs; the GitHub avatar is remote.
    "img-src 'self' data: blob: https://avatars.githubusercontent.com",
    "font-src 'self' data:",
    ["connect-src 'self' blob:", GITHUB_API, ...bridgeOrigins, ...local].join(" "),
    "worker-src 'self' blob:",
    "frame-src 'self' blob:",
    "form-action 'self'",
    "frame-ancestors 'none'",
    "base-uri 'self'",
    "object-src 'none'",
  ].join("; ")
}

export function adminHeaders(
  localBackend: boolean,
  bridgeOrigins: readonly string[] = [],
): Record<string, string> {
  return {
    "Content-Security-Policy": adminContentSecurityPolicy(localBackend, bridgeOrigins),
    // The GitHub login pop-up (api.netlify.com) posts the token back to its opener.
    "Cross-Origin-Opener-Policy": "same-origin-allow-popups",
    "X-Robots-Tag": "noindex, nofollow",
    "Cache-Control": CACHE_CONTROL.revalidate,
  }
}
