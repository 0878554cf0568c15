/** The identity files (docs/architecture.md), pure of the file system: gatsby-node.ts writes. */
import sharp from "sharp"
import { LOGO_BOX } from "../../src/lib/content-model/identity"
import { IDENTITY_FILES } from "../../src/lib/identity-files"
import { icoFile } from "./ico"
import { linkPreview } from "./link-preview"
import type { IdentityFacts } from "./facts"
import { fitted, whitened, type ReadImage } from "./raster"

export interface IdentitySources {
  logo: ReadImage
  logoOnDark?: ReadImage
  icon?: ReadImage
}

export type DerivedFiles = Record<(typeof IDENTITY_FILES)[keyof typeof IDENTITY_FILES], Buffer>

const LOGO_WIDTH = LOGO_BOX.width * LOGO_BOX.density
const LOGO_HEIGHT = LOGO_BOX.height * LOGO_BOX.density

/**
 * A palette PNG (at most 256 colours, as a logo has): the header's logo counts in every
 * page's first view, and a palette holds it in about a third of the bytes of a full-colour one.
 */
const lightPng = (picture: sharp.Sharp) =>
  picture.png({ palette: true, compressionLevel: 9, effort: 10 }).toBuffer()

export async function deriveIdentity(
  sources: IdentitySources,
  facts: IdentityFacts,
): Promise<DerivedFiles> {
  const { logo, logoOnDark, icon } = sources
  const header = fitted(logo, LOGO_WIDTH, LOGO_HEIGHT, "left")
  const footer = logoOnDark
    ? fitted(logoOnDark, LOGO_WIDTH, LOGO_HEIGHT, "left")
    : await whitened(header, LOGO_WIDTH, LOGO_HEIGHT)
  const mark = icon ?? logo
  const square = (size: number) => fitted(mark, size, size).png().toBuffer()
  const [favicon16, favicon32, favicon48, favicon64] = await Promise.all(
    [16, 32, 48, 64].map(square),
  )
  return {
    [IDENTITY_FILES.logo]: await lightPng(header),
    [IDENTITY_FILES.logoOnDark]: await lightPng(footer),
    [IDENTITY_FILES.faviconSvg]: faviconSvg(mark, favicon64),
    [IDENTITY_FILES.faviconPng]: favicon32,
    [IDENTITY_FILES.faviconIco]: icoFile([
      { size: 16, png: favicon16 },
      { size: 32, png: favicon32 },
      { size: 48, png: favicon48 },
    ]),
    [IDENTITY_FILES.appleTouchIcon]: await appIcon(mark, 180),
    [IDENTITY_FILES.appIcon]: await appIcon(mark, 512),
    [IDENTITY_FILES.manifest]: Buffer.from(manifest(facts)),
    [IDENTITY_FILES.linkPreview]: await linkPreview(logo, facts),
  }
}

/** The icon's own SVG; a PNG icon inside an SVG, so that every browser finds favicon.svg. */
function faviconSvg(mark: ReadImage, png64: Buffer): Buffer {
  if (mark.format === "svg") return mark.data
  return Buffer.from(
    '<svg xmlns="http://www.w3.org/2000/svg" width="64" height="64" viewBox="0 0 64 64">' +
      `<image width="64" height="64" href="data:image/png;base64,${png64.toString("base64")}"/>` +
      "</svg>\n",
  )
}

/**
 * The icon on white, inside the middle 64 %: the safe zone phones keep when they round or
 * mask an app icon, on a background that reads under any logo.
 */
async function appIcon(mark: ReadImage, size: number): Promise<Buffer> {
  const inner = Math.round(size * 0.64)
  const picture = await fitted(mark, inner, inner).png().toBuffer()
  return sharp({ create: { width: size, height: size, channels: 3, background: "#ffffff" } })
    .composite([{ input: picture, gravity: "centre" }])
    .png({ compressionLevel: 9 })
    .toBuffer()
}

/** The web app manifest: the firm's names, its main colour, the app icons. */
export function manifest({ name, shortName, palette }: IdentityFacts): string {
  const icon = (src: string, size: number) => ({
    src: `/${src}`,
    sizes: `${size}x${size}`,
    type: "image/png",
    purpose: "any",
  })
  const data = {
    name,
    short_name: shortName,
    lang: "pt-BR",
    start_url: "/",
    scope: "/",
    display: "standalone",
    theme_color: palette.primary,
    background_color: "#ffffff",
    icons: [icon(IDENTITY_FILES.appIcon, 512), icon(IDENTITY_FILES.appleTouchIcon, 180)],
  }
  return `${JSON.stringify(data, null, 2)}\n`
}
