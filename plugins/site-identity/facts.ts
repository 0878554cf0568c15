/** What the identity's files say besides its pictures: from site.json and identidade.json. */
import type { Palette } from "./palette"

export interface IdentityFacts {
  /** site.json's name: the manifest's name, the link preview's title. */
  name: string
  /** identidade.json's shortName: under the app icon. */
  shortName: string
  /** site.json's tagline: under the name on the link preview. */
  tagline: string
  palette: Palette
}
