/** @jest-environment node */
import { mkdir, mkdtemp, rm, writeFile } from "node:fs/promises"
import { tmpdir } from "node:os"
import path from "node:path"
import sharp from "sharp"
import { pictureOutputs } from "../../scripts/lib/bench/sizes"

describe("the pictures a build wrote", () => {
  let dir: string
  beforeEach(async () => {
    dir = await mkdtemp(path.join(tmpdir(), "bench-sizes-"))
  })
  afterEach(() => rm(dir, { recursive: true, force: true }))

  const picture = async (file: string, width: number, height: number, format: "avif" | "webp") => {
    await mkdir(path.dirname(path.join(dir, file)), { recursive: true })
    const image = sharp({
      create: { width, height, channels: 3, background: { r: 40, g: 90, b: 120 } },
    })
    await (format === "avif" ? image.avif() : image.webp()).toFile(path.join(dir, file))
  }

  it("counts each format's files and pixels in every folder, and nothing else", async () => {
    await picture("a1/b1/capa.avif", 560, 373, "avif")
    await picture("a1/b2/capa.avif", 840, 560, "avif")
    await picture("a2/b3/pic1.webp", 960, 640, "webp")
    await writeFile(path.join(dir, "a2", "notes.txt"), "not a picture")

    const counted = await pictureOutputs(dir)

    expect(Object.keys(counted).sort()).toEqual(["avif", "webp"])
    expect(counted.avif.files).toBe(2)
    expect(counted.avif.megapixels).toBeCloseTo((560 * 373 + 840 * 560) / 1e6, 6)
    expect(counted.webp).toMatchObject({ files: 1, megapixels: (960 * 640) / 1e6 })
    expect(counted.webp.bytes).toBeGreaterThan(0)
  })
})
