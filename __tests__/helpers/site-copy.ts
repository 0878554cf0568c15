/**
 * Builds the site from another content folder without touching this checkout's public/ and
 * .cache/ (which the other end-to-end tests serve): the sources are copied to a temporary
 * folder that shares node_modules, and Gatsby builds there.
 */
import { execFile } from "node:child_process"
import { cp, mkdtemp, symlink } from "node:fs/promises"
import { tmpdir } from "node:os"
import path from "node:path"
import { promisify } from "node:util"

const REPO = path.join(__dirname, "../..")
const SOURCES = [
  "gatsby-config.ts",
  "gatsby-browser.tsx",
  "gatsby-ssr.tsx",
  "tsconfig.json",
  "package.json",
  "src",
  "static",
  "plugins",
]

/** Returns the copy's public/ folder. */
export async function buildSiteCopy(contentDir: string): Promise<string> {
  const root = await mkdtemp(path.join(tmpdir(), "site-copy-"))
  for (const entry of SOURCES) {
    await cp(path.join(REPO, entry), path.join(root, entry), { recursive: true })
  }
  await symlink(path.join(REPO, "node_modules"), path.join(root, "node_modules"), "dir")
  await promisify(execFile)(path.join(REPO, "node_modules/.bin/gatsby"), ["build"], {
    cwd: root,
    env: {
      ...process.env,
      CONTENT_DIR: contentDir,
      GATSBY_TELEMETRY_DISABLED: "1",
      CMS_LOCAL_BACKEND: "1",
      GATSBY_QUOTE_ENDPOINT: "http://127.0.0.1:9100/f/quote",
      CI: "true",
    },
    maxBuffer: 64 * 1024 * 1024,
  })
  return path.join(root, "public")
}
