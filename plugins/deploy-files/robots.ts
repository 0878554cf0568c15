/**
 * robots.txt is written after the build rather than kept in static/, because the Sitemap line
 * needs the absolute address of this deploy (SITE_URL, or Netlify's URL; see site-url.ts).
 */
import { writeFile } from "node:fs/promises"
import path from "node:path"

/** gatsby-plugin-sitemap writes its index here. */
export const SITEMAP_INDEX = "/sitemap-index.xml"

/**
 * The holding page (plugins/demo-guard) has no sitemap line: there is nothing to index. Its
 * crawling stays allowed, so that search engines read its noindex (docs/decisions.md).
 */
export function robotsTxt(siteUrl: string, holding = false): string {
  const origin = siteUrl.replace(/\/+$/, "")
  if (!/^https?:\/\/[^/]+/.test(origin)) {
    throw new Error(`robots.txt needs an absolute site URL (https://…), got "${siteUrl}"`)
  }
  const sitemap = holding ? [] : ["", `Sitemap: ${origin}${SITEMAP_INDEX}`]
  return ["User-agent: *", "Allow: /", ...sitemap, ""].join("\n")
}

export async function writeRobotsTxt(
  publicDir: string,
  siteUrl: string,
  holding = false,
): Promise<string> {
  const file = path.join(publicDir, "robots.txt")
  await writeFile(file, robotsTxt(siteUrl, holding))
  return file
}
