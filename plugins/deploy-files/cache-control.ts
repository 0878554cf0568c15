/** Cache-Control per class of file, after gatsbyjs.com/docs/how-to/previews-deploys-hosting/caching. */
export const CACHE_CONTROL = {
  /** HTML, page-data, app-data.json, sw.js and any other unhashed build output. */
  revalidate: "public, max-age=0, must-revalidate",
  /** /static/* and webpack's content-hashed JS/CSS: a new content gets a new name. */
  immutable: "public, max-age=31536000, immutable",
  /** Copied from static/ under a fixed name (logo, favicon, manifest): may change in place. */
  staticFile: "public, max-age=3600",
} as const
