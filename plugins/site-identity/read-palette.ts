/**
 * The firm's colours as identidade.json holds them, resolved (palette.ts), read synchronously and
 * without sharp: for the pages' head (gatsby-node.ts), the map and the editor's previews.
 */
import { readFileSync } from "node:fs"
import { join } from "node:path"
import { IDENTITY_TYPE } from "../../src/lib/content-model/identity"
import { locationFile } from "../../src/lib/content-model/location"
import { resolvePalette, type ChosenColors, type Palette } from "./palette"

/** A content file's JSON; {} when it is missing or malformed (the content check reports it). */
export function readJsonObject(path: string): Record<string, unknown> {
  try {
    const value: unknown = JSON.parse(readFileSync(path, "utf8"))
    return value && typeof value === "object" ? (value as Record<string, unknown>) : {}
  } catch {
    return {}
  }
}

export function readPalette(contentDir: string): Palette {
  const { colors } = readJsonObject(join(contentDir, locationFile(IDENTITY_TYPE)))
  return resolvePalette(colors && typeof colors === "object" ? (colors as ChosenColors) : {})
}
