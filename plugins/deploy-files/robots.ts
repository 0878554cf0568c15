/**
 * robots.txt is written after the build rather than kept in static/, because the Sitemap line
 * needs the absolute address of this deploy (SITE_URL, or Netlify's URL; see site-url.ts).
 */
import { writeFile } from "node:fs/promises"
import path from "node:path"

/** gatsby-plugin-sitemap writes its index here. */
export const SITEMAP_INDEX = "/sitemap-index.xml"

export function robotsTxt(siteUrl: string): string {
  const origin = siteUrl.replace(/\/+$/, "")
  if (!/^https?:\/\/[^/]+/.test(origin)) {
    throw new Error(`robots.txt needs an absolute site URL (https://…), got "${siteUrl}"`)
  }
  return ["User-agent: *", "Allow: /", "", `Sitemap: ${origin}${SITEMAP_INDEX}`, ""].join("\n")
}

export async function writeRobotsTxt(publicDir: string, siteUrl: string): Promise<string> {
  const file = path.join(publicDir, "robots.txt")
  await writeFile(file, robotsTxt(siteUrl))
  return file
}
