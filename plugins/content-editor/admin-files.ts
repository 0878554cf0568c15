/**
 * The editor at public/admin/: a page, config.yml and Decap's standalone bundle copied from
 * node_modules, so it ships from the site, never a CDN, and stays out of the site's JavaScript.
 */
import { copyFile, mkdir, readdir, rm, writeFile } from "node:fs/promises"
import { createRequire } from "node:module"
import path from "node:path"
import { ADMIN_SCRIPT, adminScript, type EditorFacts } from "./admin-script"
import { cmsConfigYaml, type CmsOptions } from "./config"
import { DEMO_ENTRIES_FILE, type DemoEntries } from "./demo-entries"
import { LAUNCH_SCRIPT, launchScript } from "./launch-view"
import { buildPreviewScript, PREVIEW_SCRIPT } from "./preview/build"
import type { PreviewFacts } from "./preview-words"

export const ADMIN_DIR = "admin"
export const BUNDLE = "decap-cms.js"

/**
 * No inline script: the page's policy allows only files from the site. Our scripts come after
 * the bundle, which defines window.CMS when it runs.
 */
export const ADMIN_HTML = `<!doctype html>
<html lang="pt-BR">
  <head>
    <meta charset="utf-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <meta name="robots" content="noindex, nofollow" />
    <title>Editor de conteúdo</title>
  </head>
  <body>
    <noscript>O editor de conteúdo precisa de JavaScript.</noscript>
    <script src="${BUNDLE}"></script>
    <script src="${ADMIN_SCRIPT}"></script>
    <script src="${PREVIEW_SCRIPT}"></script>
    <script src="${LAUNCH_SCRIPT}"></script>
  </body>
</html>
`

/** The bundle and the chunks and WebAssembly files it loads on demand (no source maps). */
export function isBundleFile(name: string): boolean {
  return name === BUNDLE || /^\d+\.decap-cms\.js$/.test(name) || /\.wasm$/.test(name)
}

export async function writeAdminFiles(
  publicDir: string,
  options: CmsOptions,
  facts: PreviewFacts,
  editorFacts: EditorFacts,
  demo: DemoEntries,
): Promise<void> {
  // Resolved from the project, not from this file: gatsby-node's bundler rewrites `require`.
  const fromProject = createRequire(path.join(process.cwd(), "package.json"))
  const dist = path.dirname(fromProject.resolve("decap-cms"))
  const target = path.join(publicDir, ADMIN_DIR)
  await rm(target, { recursive: true, force: true })
  await mkdir(target, { recursive: true })
  const files = (await readdir(dist)).filter(isBundleFile)
  await Promise.all(files.map((name) => copyFile(path.join(dist, name), path.join(target, name))))
  await writeFile(path.join(target, "index.html"), ADMIN_HTML)
  await writeFile(path.join(target, ADMIN_SCRIPT), adminScript(editorFacts))
  await writeFile(path.join(target, "config.yml"), cmsConfigYaml(options))
  await writeFile(path.join(target, LAUNCH_SCRIPT), launchScript())
  await writeFile(path.join(target, DEMO_ENTRIES_FILE), JSON.stringify(demo))
  await buildPreviewScript(path.join(target, PREVIEW_SCRIPT), facts)
}
