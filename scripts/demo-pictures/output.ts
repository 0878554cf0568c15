/** Output: SVG rendered by sharp/librsvg, softened, film grain added, encoded as JPEG. */
import fs from "node:fs"
import sharp from "sharp"
import { mulberry32 } from "./lib/random"

const JPEG = { quality: 82, mozjpeg: true, progressive: true } as const

/** Amplitude of the luminance grain, in 8-bit levels. */
const GRAIN = 10

/** Renders `svg` to `out` as a progressive mozjpeg; returns the file's size in bytes. */
export async function renderJpeg(
  svg: string,
  W: number,
  H: number,
  seed: number,
  out: string,
): Promise<number> {
  const { data } = await sharp(Buffer.from(svg))
    .flatten({ background: "#ffffff" })
    .removeAlpha()
    .blur(0.55) // soften the vector edges a little, like a lens would
    .raw()
    .toBuffer({ resolveWithObject: true })
  const rnd = mulberry32(seed)
  const px = new Uint8ClampedArray(data.buffer, data.byteOffset, data.length)
  for (let i = 0; i < px.length; i += 3) {
    const l = (rnd() + rnd() - 1) * GRAIN
    px[i] = px[i] + l + (rnd() - 0.5) * 3
    px[i + 1] = px[i + 1] + l + (rnd() - 0.5) * 3
    px[i + 2] = px[i + 2] + l + (rnd() - 0.5) * 3
  }
  const buf = await sharp(data, { raw: { width: W, height: H, channels: 3 } })
    .jpeg(JPEG)
    .toBuffer()
  fs.writeFileSync(out, buf)
  return buf.length
}
