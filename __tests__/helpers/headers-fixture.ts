/** A fake Gatsby build and small readers, for the tests of public/_headers. */
import { promises as fs } from "node:fs"
import os from "node:os"
import path from "node:path"

export const ENDPOINT = "https://formspree.io/f/abcd1234"
// The example of the CSP specification: sha256 of the text alert('Hello, world.');
export const HELLO_HASH = "'sha256-qznLcsROx4GACP2dm0UCKCzCG+HiZ1guq6ZZDob/Tng='"

export const HOME_SCRIPT = `/*<![CDATA[*/window.pagePath="/";/*]]>*/`
export const PROJECTS_SCRIPT = `/*<![CDATA[*/window.pagePath="/projetos/";/*]]>*/`

/** A Gatsby-like build: files by path relative to the temp dir. */
export const FAKE_BUILD: Record<string, string> = {
  "public/index.html": page(
    HOME_SCRIPT,
    `<script type="application/ld+json">{"@type":"Org"}</script>`,
  ),
  "public/projetos/index.html": page(PROJECTS_SCRIPT),
  "public/404.html": page(HOME_SCRIPT),
  "public/404/index.html": page(HOME_SCRIPT),
  "public/page-data/index/page-data.json": "{}",
  "public/page-data/app-data.json": "{}",
  "public/page-data/sq/d/123.json": "{}",
  "public/app-1234abcd.js": "console.log(1)",
  "public/styles.0123456789abcdef.css": "body{}",
  "public/component---src-pages-index-tsx-9f8e7d6c5b4a.js": "0",
  "public/chunk-map.json": "{}",
  "public/sw.js": "self",
  "public/static/abc/x.png": "png",
  "public/logo-text.png": "png",
  "public/robots.txt": "User-agent: *",
  "public/manifest.webmanifest": "{}",
  "static/logo-text.png": "png",
  "static/robots.txt": "User-agent: *",
  "static/manifest.webmanifest": "{}",
  "public/admin/index.html": "<!doctype html><script src=decap-cms.js></script>",
  "public/admin/decap-cms.js": "cms",
  "public/admin/config.yml": "{}",
}

function page(inlineScript: string, extra = ""): string {
  return `<!DOCTYPE html><html><head>${extra}</head><body><div id="___gatsby"></div><script id="gatsby-script-loader">${inlineScript}</script><script src="/app-1234abcd.js" async></script></body></html>`
}

/** The temporary folder holding FAKE_BUILD during each test of the calling file. */
export let tmp: string

export function withFakeBuild(): void {
  beforeEach(async () => {
    tmp = await fs.mkdtemp(path.join(os.tmpdir(), "headers-"))
    for (const [relative, content] of Object.entries(FAKE_BUILD)) {
      await fs.mkdir(path.dirname(path.join(tmp, relative)), { recursive: true })
      await fs.writeFile(path.join(tmp, relative), content)
    }
  })
  afterEach(() => fs.rm(tmp, { recursive: true, force: true }))
}

/** Directive name → its sources, from a CSP string. */
export function directives(csp: string): Record<string, string[]> {
  return Object.fromEntries(
    csp.split(";").map((part) => {
      const [name, ...sources] = part.trim().split(/\s+/)
      return [name, sources]
    }),
  )
}
