/** @jest-environment node */
import { readFile } from "node:fs/promises"
import { join } from "node:path"
import sharp from "sharp"
import { deriveIdentity } from "../../../plugins/site-identity/derive"
import type { IdentityFacts } from "../../../plugins/site-identity/facts"
import { IDENTITY_FILES } from "../../../src/lib/identity-files"
import { wrap } from "../../../plugins/site-identity/link-preview"
import { resolvePalette } from "../../../plugins/site-identity/palette"
import type { ReadImage } from "../../../plugins/site-identity/raster"
import { readSourceImage } from "../../../plugins/site-identity/source-image"

jest.setTimeout(60_000)

const FIXTURE = join(__dirname, "../../fixtures/content/identidade")

const FACTS: IdentityFacts = {
  name: "Aquífera Projetos",
  shortName: "Aquífera",
  tagline: "Barragens e resíduos sólidos no Sul do Brasil.",
  palette: resolvePalette({ primary: "#7a1f2b", accent: "#2f6f4e" }),
}

/** A red bar on a transparent canvas, 900×300: a logo that is not the demo's. */
async function redLogo(): Promise<ReadImage> {
  const data = await sharp({
    create: { width: 900, height: 300, channels: 4, background: { r: 0, g: 0, b: 0, alpha: 0 } },
  })
    .composite([
      {
        input: {
          create: { width: 900, height: 150, channels: 4, background: "#c81e1e" },
        },
        top: 75,
        left: 0,
      },
    ])
    .png()
    .toBuffer()
  return { status: "read", format: "png", data, width: 900, height: 300 }
}

const pixel = async (file: Buffer, x: number, y: number) => {
  const { data, info } = await sharp(file).ensureAlpha().raw().toBuffer({ resolveWithObject: true })
  const at = (y * info.width + x) * 4
  return [...data.subarray(at, at + 4)]
}

test("the header logo is a palette PNG at 3× the header's 160×40, the logo fitted to the left", async () => {
  const files = await deriveIdentity({ logo: await redLogo() }, FACTS)
  const logo = files[IDENTITY_FILES.logo]
  const meta = await sharp(logo).metadata()
  expect([meta.format, meta.width, meta.height, meta.isPalette]).toEqual(["png", 480, 120, true])
  // 900×300 fits as 360×120: red in its middle band, transparent right of it.
  expect(await pixel(logo, 100, 60)).toEqual([200, 30, 30, 255])
  expect((await pixel(logo, 470, 60))[3]).toBe(0)
})

test("without a logo for dark backgrounds, the footer's is the logo in white", async () => {
  const files = await deriveIdentity({ logo: await redLogo() }, FACTS)
  const white = files[IDENTITY_FILES.logoOnDark]
  expect(await pixel(white, 100, 60)).toEqual([255, 255, 255, 255])
  expect((await pixel(white, 100, 5))[3]).toBe(0)
})

test("the icons come from the logo when there is no icon, on white, square", async () => {
  const files = await deriveIdentity({ logo: await redLogo() }, FACTS)
  for (const [file, size] of [
    [IDENTITY_FILES.faviconPng, 32],
    [IDENTITY_FILES.appleTouchIcon, 180],
    [IDENTITY_FILES.appIcon, 512],
  ] as const) {
    const meta = await sharp(files[file]).metadata()
    expect([file, meta.width, meta.height]).toEqual([file, size, size])
  }
  expect(await pixel(files[IDENTITY_FILES.appIcon], 256, 256)).toEqual([200, 30, 30, 255])
  expect(await pixel(files[IDENTITY_FILES.appIcon], 5, 5)).toEqual([255, 255, 255, 255])
  // favicon.ico: an icon directory of three PNGs, 16, 32 and 48 px.
  const ico = files[IDENTITY_FILES.faviconIco]
  expect([...ico.subarray(0, 6)]).toEqual([0, 0, 1, 0, 3, 0])
  expect([ico[6], ico[22], ico[38]]).toEqual([16, 32, 48])
  // A PNG icon reaches favicon.svg inside an SVG.
  expect(files[IDENTITY_FILES.faviconSvg].toString()).toContain("data:image/png;base64,")
})

test("the manifest carries the firm's names and main colour", async () => {
  const files = await deriveIdentity({ logo: await redLogo() }, FACTS)
  expect(JSON.parse(files[IDENTITY_FILES.manifest].toString())).toMatchObject({
    name: "Aquífera Projetos",
    short_name: "Aquífera",
    theme_color: "#7a1f2b",
    icons: [{ src: "/icon-512.png" }, { src: "/apple-touch-icon.png" }],
  })
})

test("the link preview is a 1200×630 JPEG in the firm's colours, its logo on a white card", async () => {
  const files = await deriveIdentity({ logo: await redLogo() }, FACTS)
  const preview = files[IDENTITY_FILES.linkPreview]
  const meta = await sharp(preview).metadata()
  expect([meta.format, meta.width, meta.height]).toEqual(["jpeg", 1200, 630])
  const near = (actual: number[], expected: number[]) =>
    actual.slice(0, 3).every((value, i) => Math.abs(value - expected[i]) < 12)
  // The logo's red on the card, the card's white beside it, the accent's band at the bottom.
  expect(near(await pixel(preview, 200, 185), [200, 30, 30])).toBe(true)
  expect(near(await pixel(preview, 660, 100), [255, 255, 255])).toBe(true)
  expect(near(await pixel(preview, 600, 625), [0x2f, 0x6f, 0x4e])).toBe(true)
})

test("the demo's logo keeps its pixels in the header, within the palette's rounding", async () => {
  const logo = await readSourceImage(join(FIXTURE, "logo.png"), "logo.png")
  if (logo.status !== "read") throw new Error(logo.reason)
  const files = await deriveIdentity({ logo }, FACTS)
  const onWhite = (file: Buffer) => sharp(file).flatten({ background: "#ffffff" }).raw().toBuffer()
  const [before, after] = await Promise.all([
    onWhite(logo.data),
    onWhite(files[IDENTITY_FILES.logo]),
  ])
  let largest = 0
  for (let i = 0; i < before.length; i++)
    largest = Math.max(largest, Math.abs(before[i] - after[i]))
  expect(largest).toBeLessThanOrEqual(16)
  // Already a palette PNG: the header's file is no heavier than the one the firm gave.
  expect(files[IDENTITY_FILES.logo].length).toBeLessThanOrEqual(logo.data.length)
  // The demo's icon is an SVG: favicon.svg is that file, byte for byte.
  const icon = await readSourceImage(join(FIXTURE, "icone.svg"), "icone.svg")
  if (icon.status !== "read") throw new Error(icon.reason)
  const withIcon = await deriveIdentity({ logo, icon }, FACTS)
  expect(withIcon[IDENTITY_FILES.faviconSvg]).toEqual(await readFile(join(FIXTURE, "icone.svg")))
})

test("a long tagline wraps into at most three lines, the last ending in an ellipsis", () => {
  expect(wrap("um dois três quatro cinco", 9)).toEqual(["um dois", "três", "quatro…"])
  expect(wrap("curta", 40)).toEqual(["curta"])
})
