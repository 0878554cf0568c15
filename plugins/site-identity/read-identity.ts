/**
 * The firm's identity as the build reads it from the content folder: identidade.json's pictures
 * and colours, and site.json's name and tagline. The content check has passed when the build
 * reads it; a picture it cannot use still stops the build here, with the check's words.
 */
import { dirname, join } from "node:path"
import { FIRM_TYPE } from "../../src/lib/content-model/firm"
import { IDENTITY_TYPE } from "../../src/lib/content-model/identity"
import { locationFile } from "../../src/lib/content-model/location"
import type { IdentitySources } from "./derive"
import type { IdentityFacts } from "./facts"
import { resolvePalette, type ChosenColors } from "./palette"
import { readJsonObject } from "./read-palette"
import { readSourceImage } from "./source-image"

const text = (value: unknown) => (typeof value === "string" ? value : "")

export async function readIdentity(
  contentDir: string,
): Promise<{ sources: IdentitySources; facts: IdentityFacts }> {
  const identityPath = join(contentDir, locationFile(IDENTITY_TYPE))
  const identity = readJsonObject(identityPath)
  const site = readJsonObject(join(contentDir, locationFile(FIRM_TYPE)))
  const folder = dirname(identityPath)
  const picture = async (field: "logo" | "logoOnDark" | "icon") => {
    const name = text(identity[field])
    if (!name) return undefined
    const image = await readSourceImage(join(folder, name), name)
    if (image.status === "read") return image
    throw new Error(
      `content/${locationFile(IDENTITY_TYPE)}, campo "${field}": ${image.reason}. ` +
        "Rode npm run check:content para ver como corrigir.",
    )
  }
  const logo = await picture("logo")
  if (!logo)
    throw new Error(
      `content/${locationFile(IDENTITY_TYPE)}: falta o campo "logo" (Logotipo). ` +
        "Rode npm run check:content para ver como corrigir.",
    )
  const name = text(site.name)
  return {
    sources: { logo, logoOnDark: await picture("logoOnDark"), icon: await picture("icon") },
    facts: {
      name,
      shortName: text(identity.shortName) || name.split(/\s+/)[0],
      tagline: text(site.tagline),
      palette: resolvePalette((identity.colors ?? {}) as ChosenColors),
    },
  }
}
