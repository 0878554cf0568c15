/** @jest-environment node */
import { mkdtemp, rm, writeFile } from "node:fs/promises"
import { tmpdir } from "node:os"
import { join } from "node:path"
import sharp from "sharp"
import { exifRotatedJpeg, PORTRAIT } from "../helpers/exif-photos"

// The size gatsby-plugin-sharp gives gatsby-plugin-image (patches/gatsby-plugin-sharp+*.patch).
// eslint-disable-next-line @typescript-eslint/no-require-imports
const { getImageMetadata } = require("gatsby-plugin-sharp/image-data") as {
  getImageMetadata(
    file: { absolutePath: string; internal: { contentDigest: string } },
    getDominantColor: boolean,
  ): Promise<{ width: number; height: number }>
}

jest.setTimeout(60_000)

let dir: string

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), "exif-"))
})

afterAll(async () => {
  await rm(dir, { recursive: true, force: true })
})

describe.each([3, 6, 8] as const)("a portrait photo stored with EXIF Orientation %i", (tag) => {
  let file: string

  beforeAll(async () => {
    file = join(dir, `o${tag}.jpg`)
    await writeFile(file, await exifRotatedJpeg(tag))
  })

  it("is stored as the phone stores it", async () => {
    const stored = await sharp(file).metadata()
    expect(stored.orientation).toBe(tag)
    const turned = tag !== 3
    expect([stored.width, stored.height]).toEqual(
      turned ? [PORTRAIT.height, PORTRAIT.width] : [PORTRAIT.width, PORTRAIT.height],
    )
  })

  // With a placeholder colour the size comes from sharp; without one (placeholder: NONE, the
  // site's slides and cards) from probe-image-size's quick read of the file's header.
  it.each([
    ["with a placeholder colour", true],
    ["without one", false],
  ])(
    "gets its upright size from gatsby-plugin-sharp %s, so no output is cropped",
    async (_way, dominantColor) => {
      const size = await getImageMetadata(
        { absolutePath: file, internal: { contentDigest: `exif-${tag}` } },
        dominantColor,
      )
      expect({ width: size.width, height: size.height }).toEqual(PORTRAIT)
    },
  )
})
