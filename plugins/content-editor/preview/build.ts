/** The editor's previews (preview/index.tsx) bundled into one script, never loaded by the site. */
import { createRequire } from "node:module"
import path from "node:path"
import type { PreviewFacts } from "../preview-words"

export const PREVIEW_SCRIPT = "preview.js"

type Esbuild = typeof import("esbuild")

/** `facts`: the words in braces, written in as the global PREVIEW_FACTS (preview/firm-words.ts). */
export async function buildPreviewScript(outfile: string, facts: PreviewFacts): Promise<void> {
  // Resolved from the project, not from this file: gatsby-node's bundler rewrites `require`,
  // and esbuild finds its binary beside its own package.
  const fromProject = createRequire(path.join(process.cwd(), "package.json"))
  const esbuild = fromProject("esbuild") as Esbuild
  await esbuild.build({
    entryPoints: [path.join(process.cwd(), "plugins/content-editor/preview/index.tsx")],
    outfile,
    bundle: true,
    minify: true,
    format: "iife",
    target: ["chrome109", "firefox115", "safari15"],
    jsx: "automatic",
    jsxImportSource: "@emotion/react",
    alias: { gatsby: path.join(process.cwd(), "plugins/content-editor/preview/gatsby-link.tsx") },
    define: { "process.env.NODE_ENV": '"production"', PREVIEW_FACTS: JSON.stringify(facts) },
    legalComments: "none",
    logLevel: "warning",
  })
}
