/**
 * The firm's colours as identidade.json holds them, resolved (palette.ts), read synchronously:
 * for each page's head (gatsby-ssr.tsx, bundled without sharp), the map and the editor's previews.
 */
import { readFileSync } from "node:fs"
import { join } from "node:path"
import { IDENTITY_TYPE } from "../../src/lib/content-model/identity"
import { locationFile } from "../../src/lib/content-model/location"
import { resolvePalette, type ChosenColors, type Palette } from "./palette"

export function readPalette(contentDir: string): Palette {
  let colors: ChosenColors = {}
  try {
    const identity = JSON.parse(
      readFileSync(join(contentDir, locationFile(IDENTITY_TYPE)), "utf8"),
    ) as { colors?: unknown }
    if (identity.colors && typeof identity.colors === "object") colors = identity.colors
  } catch {
    // A missing or malformed file: the content check has stopped the build already.
  }
  return resolvePalette(colors)
}
