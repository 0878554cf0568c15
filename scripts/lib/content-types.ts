import path from "node:path"

const UTF8 = "; charset=utf-8"

/** What the built site contains; anything else is sent as bytes. */
const CONTENT_TYPES: Record<string, string> = {
  ".html": `text/html${UTF8}`,
  ".js": `text/javascript${UTF8}`,
  ".mjs": `text/javascript${UTF8}`,
  ".css": `text/css${UTF8}`,
  ".json": `application/json${UTF8}`,
  ".map": `application/json${UTF8}`,
  ".txt": `text/plain${UTF8}`,
  ".xml": `application/xml${UTF8}`,
  ".webmanifest": `application/manifest+json${UTF8}`,
  ".yml": `text/yaml${UTF8}`,
  ".wasm": "application/wasm",
  ".svg": "image/svg+xml",
  ".png": "image/png",
  ".jpg": "image/jpeg",
  ".jpeg": "image/jpeg",
  ".gif": "image/gif",
  ".webp": "image/webp",
  ".avif": "image/avif",
  ".ico": "image/x-icon",
  ".woff2": "font/woff2",
  ".woff": "font/woff",
}

export const FALLBACK_CONTENT_TYPE = "application/octet-stream"

export function contentTypeFor(filePath: string): string {
  return CONTENT_TYPES[path.extname(filePath).toLowerCase()] ?? FALLBACK_CONTENT_TYPE
}

/** Text formats shrink when compressed; images and fonts are compressed already. */
export function isCompressible(contentType: string): boolean {
  return /^text\/|json|javascript|xml|svg/.test(contentType)
}
