/**
 * public/_headers: Netlify reads it and scripts/serve.ts applies it, so the end-to-end tests run
 * under the production policy. The values are in security-headers.ts, admin-headers.ts and
 * cache-control.ts.
 */
import { readFile, writeFile } from "node:fs/promises"
import path from "node:path"
import { inlineScriptHashes } from "./inline-script-hashes"
import { formatNetlifyHeaders, type HeaderRule } from "./netlify-headers"
import { adminHeaders, ADMIN_PATH } from "./admin-headers"
import { CACHE_CONTROL } from "./cache-control"
import { listPublicFiles, SPLAT_FOLDERS } from "./public-files"
import { contentSecurityPolicy, sharedSecurityHeaders } from "./security-headers"

export interface HeaderRulesInput {
  /** The quote form's endpoint (GATSBY_QUOTE_ENDPOINT); its origin is allowed for fetch and POST. */
  quoteEndpoint: string
  /** URL paths of the HTML documents: `/`, `/projetos/`, `/404.html`, `/404/`. */
  pagePaths: string[]
  /** `'sha256-…'` sources of the inline scripts of all pages (see inlineScriptHashes). */
  inlineScriptHashes: string[]
  /** Content-hashed webpack output at the root of public/: cached for a year. */
  hashedAssetPaths?: string[]
  /** Files copied from static/: cached for an hour, never immutable. */
  staticFilePaths?: string[]
  /** Other unhashed build output (`/sw.js`, `/chunk-map.json`, sitemaps): revalidated. */
  otherFilePaths?: string[]
  /** The editor's policy lets it reach decap-server on this machine (`npm run cms`). */
  cmsLocalBackend?: boolean
  /** ... and the hosted login it is configured with (CMS_BACKEND=decapbridge). */
  cmsBridgeOrigins?: readonly string[]
}

/**
 * Netlify applies every rule whose path matches and joins the values of a header set twice, and
 * has no way to exclude a path from `/*`. So `/*` carries only the headers the editor shares with
 * the site; the site's Content-Security-Policy and opener policy go on one rule per top-level
 * entry of the build (`/`, `/projetos/*`, `/app-….js` …), none of which matches `/admin/`, and
 * `/admin/*` gets its own. Cache rules carry only Cache-Control and never overlap.
 */
export function buildHeaderRules(input: HeaderRulesInput): HeaderRule[] {
  const ruled = new Set<string>()
  const perFile = (paths: string[] = [], cacheControl: string): HeaderRule[] =>
    paths
      .filter(
        (urlPath) =>
          !SPLAT_FOLDERS.some((folder) => urlPath.startsWith(`/${folder}/`)) && !ruled.has(urlPath),
      )
      .map((urlPath) => {
        ruled.add(urlPath)
        return { path: urlPath, headers: { "Cache-Control": cacheControl } }
      })
  const sitePolicy = {
    "Content-Security-Policy": contentSecurityPolicy(input.quoteEndpoint, input.inlineScriptHashes),
    "Cross-Origin-Opener-Policy": "same-origin",
  }
  return [
    { path: "/*", headers: sharedSecurityHeaders() },
    ...siteEntryPaths(input).map((path) => ({ path, headers: sitePolicy })),
    {
      path: `${ADMIN_PATH}*`,
      headers: adminHeaders(input.cmsLocalBackend ?? false, input.cmsBridgeOrigins),
    },
    // Covers page-data.json of every page, app-data.json and the static query results (sq/d/).
    { path: "/page-data/*", headers: { "Cache-Control": CACHE_CONTROL.revalidate } },
    { path: "/static/*", headers: { "Cache-Control": CACHE_CONTROL.immutable } },
    ...perFile(input.pagePaths, CACHE_CONTROL.revalidate),
    ...perFile(input.hashedAssetPaths, CACHE_CONTROL.immutable),
    ...perFile(input.staticFilePaths, CACHE_CONTROL.staticFile),
    ...perFile(input.otherFilePaths, CACHE_CONTROL.revalidate),
  ]
}

/** `/`, then `/<folder>/*` and `/<file>` for every top-level entry of the build but the editor. */
export function siteEntryPaths(input: HeaderRulesInput): string[] {
  const all = [
    ...input.pagePaths,
    ...(input.hashedAssetPaths ?? []),
    ...(input.staticFilePaths ?? []),
    ...(input.otherFilePaths ?? []),
  ]
  const entries = new Set(SPLAT_FOLDERS.map((folder) => `/${folder}/*`))
  for (const urlPath of all) {
    const [top, ...rest] = urlPath.split("/").slice(1)
    if (top) entries.add(rest.length ? `/${top}/*` : `/${top}`)
  }
  entries.delete(`${ADMIN_PATH}*`)
  return ["/", ...[...entries].sort()]
}

export type WriteHeadersOptions = Pick<
  HeaderRulesInput,
  "quoteEndpoint" | "cmsLocalBackend" | "cmsBridgeOrigins"
> & { staticDir?: string }

/**
 * Reads a finished build in publicDir and writes publicDir/_headers, and nothing else: the CSP
 * lists the hash of every inline script as the pages hold it. Give the pages' loader scripts
 * their shared text first (shareLoaderScriptsInPages in page-path-script.ts), so that list holds
 * one hash for them rather than one per page.
 */
export async function writeHeadersFile(
  publicDir: string,
  { staticDir, ...options }: WriteHeadersOptions,
): Promise<{ file: string; rules: HeaderRule[] }> {
  const files = await listPublicFiles(publicDir, staticDir)
  if (files.htmlFiles.length === 0) {
    throw new Error(`No HTML page in ${publicDir}: the headers are written after gatsby build.`)
  }
  const hashes = new Set<string>()
  for (const htmlFile of files.htmlFiles) {
    for (const hash of inlineScriptHashes(await readFile(htmlFile, "utf8"))) hashes.add(hash)
  }
  const rules = buildHeaderRules({ ...options, ...files, inlineScriptHashes: [...hashes] })
  const file = path.join(publicDir, "_headers")
  const comment =
    "Generated after gatsby build by plugins/deploy-files/headers.ts (onPostBuild). Do not edit."
  await writeFile(file, formatNetlifyHeaders(rules, comment))
  return { file, rules }
}
