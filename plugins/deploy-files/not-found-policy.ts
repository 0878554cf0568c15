/**
 * The host answers an address outside every built entry (`/nao-existe`) with 404.html under the
 * `/*` rule, which cannot carry the site's Content-Security-Policy (see buildHeaderRules). So the
 * 404 page carries the same policy in a <meta> element. `frame-ancestors` is left out: browsers
 * ignore it in a <meta> and log an error; `X-Frame-Options: DENY` on `/*` forbids framing.
 */
import { readFile, writeFile } from "node:fs/promises"
import path from "node:path"
import { inlineScriptHashes } from "./inline-script-hashes"
import { escapeAttribute } from "./html-attribute"
import { contentSecurityPolicy } from "./security-headers"

/** The 404 documents Gatsby writes: the one hosts serve, and the page's own address. */
export const NOT_FOUND_FILES = ["404.html", "404/index.html"]

const CHARSET = /<meta charSet="utf-8"\s*\/?>/i
const META_POLICY = /<meta http-equiv="Content-Security-Policy"[^>]*>/i

/** The policy as a <meta> may carry it. */
export function metaPolicy(policy: string): string {
  return policy
    .split(";")
    .map((directive) => directive.trim())
    .filter((directive) => directive && !directive.startsWith("frame-ancestors"))
    .join("; ")
}

/**
 * Puts the policy right after the charset declaration (which must stay in the first 1,024 bytes)
 * and before any script; a policy written by an earlier run is replaced.
 */
export function withPolicyMeta(html: string, policy: string): string {
  const meta = `<meta http-equiv="Content-Security-Policy" content="${escapeAttribute(metaPolicy(policy))}"/>`
  const clean = html.replace(META_POLICY, "")
  if (!CHARSET.test(clean))
    throw new Error("404 page without <meta charSet>: nowhere to put the CSP")
  return clean.replace(CHARSET, (charset) => `${charset}${meta}`)
}

/** The site's policy with the page's own inline scripts only. */
export async function writeNotFoundPolicy(publicDir: string, quoteEndpoint: string): Promise<void> {
  for (const name of NOT_FOUND_FILES) {
    const file = path.join(publicDir, name)
    const html = await readFile(file, "utf8").catch(() => null)
    if (html === null) continue
    const policy = contentSecurityPolicy(quoteEndpoint, inlineScriptHashes(html))
    await writeFile(file, withPolicyMeta(html, policy))
  }
}
