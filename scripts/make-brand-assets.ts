/**
 * Generates the brand assets in static/ from SVG sources:
 *
 *   static/logo-text.png        480×120, transparent, blue text logo (shown at ~160×40 CSS px)
 *   static/logo-text-white.png  the same in white, for the dark footer
 *   static/favicon.svg          the water-drop mark
 *   static/favicon-32.png       32×32
 *   static/apple-touch-icon.png 180×180, white drop on deep blue
 *   static/icon-512.png         512×512, for the web manifest (safe-zone padding, maskable-friendly)
 *   static/og-image.jpg         1200×630 social sharing image
 *
 *   npx tsx scripts/make-brand-assets.ts
 *
 * Not part of the site build; run once and commit the output.
 */
import fs from "node:fs"
import path from "node:path"
import sharp from "sharp"
import { appIconSvg, faviconSvg, logoSvg } from "./lib/brand/mark"
import { ogSvg } from "./lib/brand/og-image"

const ROOT = path.resolve(__dirname, "..")
const STATIC = path.join(ROOT, "static")

async function writePng(svg: string, file: string, resize?: number): Promise<void> {
  let img = sharp(Buffer.from(svg), { density: 72 * (resize ? 4 : 1) })
  if (resize) img = img.resize(resize, resize)
  const buf = await img.png({ compressionLevel: 9, palette: false }).toBuffer()
  fs.writeFileSync(file, buf)
  const m = await sharp(buf).metadata()
  console.log(
    `${path.relative(ROOT, file).padEnd(30)} ${m.width}x${m.height}  ${(buf.length / 1024).toFixed(1)} KB`,
  )
}

async function main(): Promise<void> {
  fs.mkdirSync(STATIC, { recursive: true })
  await writePng(logoSvg(false), path.join(STATIC, "logo-text.png"))
  await writePng(logoSvg(true), path.join(STATIC, "logo-text-white.png"))
  const fav = faviconSvg()
  fs.writeFileSync(path.join(STATIC, "favicon.svg"), fav)
  console.log(`${"static/favicon.svg".padEnd(30)} ${(fav.length / 1024).toFixed(1)} KB`)
  // small sizes: render large and downscale for clean anti-aliasing
  await writePng(fav, path.join(STATIC, "favicon-32.png"), 32)
  await writePng(appIconSvg(180, 1.05), path.join(STATIC, "apple-touch-icon.png"))
  await writePng(appIconSvg(512, 2.6), path.join(STATIC, "icon-512.png"))
  const og = await sharp(Buffer.from(ogSvg()))
    .jpeg({ quality: 86, mozjpeg: true, progressive: true })
    .toBuffer()
  fs.writeFileSync(path.join(STATIC, "og-image.jpg"), og)
  console.log(`${"static/og-image.jpg".padEnd(30)} 1200x630  ${(og.length / 1024).toFixed(1)} KB`)
}

main().catch((err: unknown) => {
  console.error(err)
  process.exit(1)
})
