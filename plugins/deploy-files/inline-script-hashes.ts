import { createHash } from "node:crypto"

const SCRIPT = /<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi
const SRC_ATTRIBUTE = /(?:^|\s)src\s*=/i
const TYPE_ATTRIBUTE = /(?:^|\s)type\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'>]+))/i
const EXECUTABLE_TYPES = new Set(["", "module", "text/javascript", "application/javascript"])

/**
 * CSP source expressions (`'sha256-…'`) for every inline script a browser would run in html:
 * Gatsby's `gatsby-script-loader` and `gatsby-chunk-mapping`, and any a plugin adds.
 * Scripts with `src` are covered by `'self'`; data blocks (JSON-LD) are never executed.
 */
export function inlineScriptHashes(html: string): string[] {
  const hashes: string[] = []
  for (const [, attributes, text] of html.matchAll(SCRIPT)) {
    if (SRC_ATTRIBUTE.test(attributes) || !isExecutable(attributes)) continue
    const hash = cspHash(text)
    if (!hashes.includes(hash)) hashes.push(hash)
  }
  return hashes
}

/** The HTML parser turns CR LF and lone CR into LF before the browser hashes the text. */
export function cspHash(scriptText: string): string {
  const text = scriptText.replace(/\r\n?/g, "\n")
  return `'sha256-${createHash("sha256").update(text, "utf8").digest("base64")}'`
}

function isExecutable(attributes: string): boolean {
  const match = TYPE_ATTRIBUTE.exec(attributes)
  const type = match ? (match[1] ?? match[2] ?? match[3]).trim().toLowerCase() : ""
  return EXECUTABLE_TYPES.has(type)
}
