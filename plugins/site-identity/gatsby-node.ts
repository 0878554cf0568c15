import { mkdir, writeFile } from "node:fs/promises"
import path from "node:path"
import type { GatsbyNode } from "gatsby"
import { contentDir } from "../content-model/content-dir"
import { holdingBuild } from "../demo-guard/demo-build"
import { deriveIdentity } from "./derive"
import { readIdentity } from "./read-identity"
import { PALETTE_ENV } from "./palette"
import { readPalette } from "./read-palette"

/** Before webpack is configured: the firm's colours, for gatsby-ssr.tsx. */
export const onPreBootstrap: GatsbyNode["onPreBootstrap"] = () => {
  process.env[PALETTE_ENV] = JSON.stringify(readPalette(contentDir()))
}

/**
 * The firm's identity files in public/ (docs/architecture.md), after the content check passed;
 * written before the pages, so `gatsby develop` serves them too. None for the holding page
 * (plugins/demo-guard): they carry the name and logo, the demo's until replaced.
 */
export const onPostBootstrap: GatsbyNode["onPostBootstrap"] = async ({ reporter }) => {
  if (holdingBuild()) return
  const activity = reporter.activityTimer("identidade visual: logotipos, ícones e prévia de links")
  activity.start()
  try {
    const { sources, facts } = await readIdentity(contentDir())
    const files = await deriveIdentity(sources, facts)
    const publicDir = path.join(process.cwd(), "public")
    await mkdir(publicDir, { recursive: true })
    await Promise.all(
      Object.entries(files).map(([name, data]) => writeFile(path.join(publicDir, name), data)),
    )
  } catch (caught) {
    reporter.panicOnBuild(`Identidade visual: ${(caught as Error).message}`)
  } finally {
    activity.end()
  }
}
