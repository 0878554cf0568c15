/** @jest-environment node */
import { mkdtemp, readFile, rm } from "node:fs/promises"
import { tmpdir } from "node:os"
import path from "node:path"
import sharp from "sharp"

/**
 * Our patch of gatsby-plugin-sharp (patches/, applied by `npm install`): the AVIF and WebP efforts set in
 * avifOptions and webpOptions must survive the plugin's option filters and reach sharp's encoder.
 */
// eslint-disable-next-line @typescript-eslint/no-require-imports
const options = require("gatsby-plugin-sharp/plugin-options")
// eslint-disable-next-line @typescript-eslint/no-require-imports
const { processFile } = require("gatsby-plugin-sharp/process-file")

jest.setTimeout(30_000)

let dir: string
beforeEach(async () => {
  dir = await mkdtemp(path.join(tmpdir(), "avif-effort-"))
})
afterEach(() => rm(dir, { recursive: true, force: true }))

it("keeps the effort in the transform (and so in the output's file name) and in the job", () => {
  const transform = options.createTransformObject({
    width: 280,
    height: 187,
    toFormat: "avif",
    quality: 52,
    effort: 2,
  })
  expect(transform.effort).toBe(2)
  expect(options.removeDefaultValues(transform, { defaultQuality: 50 }).effort).toBe(2)
})

it("encodes AVIF with the effort it is given", async () => {
  const source = await noiseSource()
  const faster = await encode(source, "faster.avif", 2)
  const byDefault = await encode(source, "default.avif")
  expect(faster.equals(byDefault)).toBe(false)
  expect((await sharp(faster).metadata()).format).toBe("heif")
})

it("encodes WebP with the effort it is given", async () => {
  const source = await noiseSource()
  const faster = await encode(source, "faster.webp", 2)
  const byDefault = await encode(source, "default.webp")
  expect(faster.equals(byDefault)).toBe(false)
  expect((await sharp(faster).metadata()).format).toBe("webp")
})

it("gives each encoder only its own effort, so AVIF's wider range never reaches WebP", async () => {
  const source = await noiseSource()
  const slowest = await encode(source, "slowest.avif", 9)
  expect((await sharp(slowest).metadata()).format).toBe("heif")
})

/** A small noisy PNG, so every encoder setting changes the output. */
async function noiseSource(): Promise<string> {
  const source = path.join(dir, "source.png")
  const noise = Buffer.from(Array.from({ length: 96 * 64 * 3 }, (_, i) => (i * 7919) % 251))
  await sharp(noise, { raw: { width: 96, height: 64, channels: 3 } })
    .png()
    .toFile(source)
  return source
}

/** Runs the plugin's own encoder on one transform and reads the file it wrote. */
async function encode(source: string, name: string, effort?: number): Promise<Buffer> {
  const args = options.createTransformObject({
    width: 96,
    height: 64,
    toFormat: path.extname(name).slice(1),
    quality: 52,
    effort,
  })
  await processFile(source, [{ outputPath: path.join(dir, name), args }], { stripMetadata: true })
  return readFile(path.join(dir, name))
}
