/**
 * Netlify's `_redirects` from the routes manifest's `redirect` routes (Gatsby's `createRedirect`),
 * written by the cache-only adapter (netlify-cache-adapter.ts) in place of the official `adapt`.
 */
import { rm, writeFile } from "node:fs/promises"
import path from "node:path"
import type { IRedirectRoute, RoutesManifest } from "gatsby"

/** Fields of a redirect route that need nothing in `_redirects` (Netlify ignores case itself). */
const PLAIN_FIELDS = new Set(["type", "path", "toPath", "status", "headers", "ignoreCase", "force"])
/** Gatsby's `conditions` that Netlify's `_redirects` knows, as it spells them. */
const CONDITIONS: Record<string, string> = { language: "Language", country: "Country" }

/** One `_redirects` line per redirect route, in the manifest's order; other routes are skipped. */
export function netlifyRedirects(routesManifest: RoutesManifest): string[] {
  return routesManifest
    .filter((route): route is IRedirectRoute => route.type === "redirect")
    .map((route) => {
      const unknown = Object.keys(route).filter(
        (key) => !PLAIN_FIELDS.has(key) && key !== "conditions",
      )
      const conditions = Object.entries(route.conditions ?? {}).map(([name, value]) => {
        if (!CONDITIONS[name]) unknown.push(`conditions.${name}`)
        return `${CONDITIONS[name]}=${[value].flat().join(",")}`
      })
      if (unknown.length > 0) {
        throw new Error(
          `createRedirect from "${route.path}": ${unknown.join(", ")} is not written to Netlify's ` +
            `_redirects by plugins/deploy-files/redirects.ts. Add it there, or drop it.`,
        )
      }
      // Gatsby's query and splat forms, as Netlify writes them (`/a?id=:id` → `/a id=:id`).
      const from = route.path.replace(/\*.*/, "*").replace(/[&?]/, " ")
      const to = route.toPath.replace(/\*/, ":splat")
      const status = `${route.status}${route.force ? "!" : ""}`
      return [from, to, status, ...conditions].join("  ")
    })
}

/**
 * Writes public/_redirects, or removes a stale one when there is no redirect (Netlify restores
 * public/ from its build cache). Returns how many redirects it wrote.
 */
export async function writeRedirectsFile(
  publicDir: string,
  routesManifest: RoutesManifest,
): Promise<number> {
  const lines = netlifyRedirects(routesManifest)
  const file = path.join(publicDir, "_redirects")
  if (lines.length === 0) {
    await rm(file, { force: true })
    return 0
  }
  const intro = "# Written after gatsby build by plugins/deploy-files/redirects.ts. Do not edit."
  await writeFile(file, [intro, ...lines, ""].join("\n"))
  return lines.length
}
