/** @jest-environment node */
import { mkdir, mkdtemp, readdir, readFile, rm, stat, writeFile } from "node:fs/promises"
import { tmpdir } from "node:os"
import path from "node:path"
import sharp from "sharp"
import { FIXTURE_PROJECTS, FIXTURE_WIDTH, shrinkPictures } from "../../scripts/fixture-pictures"

jest.setTimeout(60_000)

const FIXTURE = path.dirname(FIXTURE_PROJECTS)

/** A noisy photo-like JPEG, heavy at quality 90. */
const photo = (width: number, height: number) =>
  sharp({
    create: {
      width,
      height,
      channels: 3,
      background: "#3a7ca5",
      noise: { type: "gaussian", mean: 120, sigma: 40 },
    },
  })
    .jpeg({ quality: 90 })
    .toBuffer()

async function filesUnder(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true, recursive: true })
  return entries
    .filter((entry) => entry.isFile())
    .map((entry) => path.join(entry.parentPath, entry.name))
}

describe("shrinkPictures", () => {
  let dir: string
  beforeEach(async () => {
    dir = await mkdtemp(path.join(tmpdir(), "fixture-pictures-"))
  })
  afterEach(() => rm(dir, { recursive: true, force: true }))

  it("makes pictures 1440 px wide at their own aspect, never larger, and a rerun changes nothing", async () => {
    await mkdir(path.join(dir, "prj1"))
    const put = async (name: string, bytes: Buffer) =>
      writeFile(path.join(dir, "prj1", name), bytes)
    await put("capa-main.jpg", await photo(1920, 1280))
    await put("pic1.jpg", await photo(1600, 2000))
    await put("pic2.jpg", await photo(900, 600))
    await writeFile(path.join(dir, "prj1", "project.json"), "{}")

    const first = await shrinkPictures(dir)
    expect(first.map((entry) => entry.file).sort()).toEqual(
      ["capa-main.jpg", "pic1.jpg", "pic2.jpg"].map((name) => path.join("prj1", name)),
    )
    for (const entry of first) expect(entry.after).toBeLessThan(entry.before * 0.9)
    const size = async (name: string) => {
      const { width, height } = await sharp(path.join(dir, "prj1", name)).metadata()
      return [width, height]
    }
    expect(await size("capa-main.jpg")).toEqual([1440, 960])
    expect(await size("pic1.jpg")).toEqual([1440, 1800])
    expect(await size("pic2.jpg")).toEqual([900, 600])
    expect(await readFile(path.join(dir, "prj1", "project.json"), "utf8")).toBe("{}")

    expect(await shrinkPictures(dir)).toEqual([])
  })

  it("leaves a picture stored sideways (an EXIF orientation) as it is: the fixture's phone photos", async () => {
    await mkdir(path.join(dir, "prj1"))
    const sideways = await sharp(await photo(1920, 1280))
      .jpeg({ quality: 90 })
      .withMetadata({ orientation: 6 })
      .toBuffer()
    await writeFile(path.join(dir, "prj1", "pic1.jpg"), sideways)

    expect(await shrinkPictures(dir)).toEqual([])
    expect((await readFile(path.join(dir, "prj1", "pic1.jpg"))).equals(sideways)).toBe(true)
  })
})

describe("the tests' fixture content", () => {
  it("weighs 5 MB or less in all", async () => {
    const sizes = await Promise.all((await filesUnder(FIXTURE)).map(async (file) => stat(file)))
    const total = sizes.reduce((sum, { size }) => sum + size, 0)
    expect(total).toBeLessThanOrEqual(5_000_000)
  })

  it("has pictures wide enough for every size the site makes (the 1200 px link preview)", async () => {
    const pictures = (await filesUnder(FIXTURE_PROJECTS)).filter((file) => file.endsWith(".jpg"))
    expect(pictures.length).toBeGreaterThan(0)
    for (const file of pictures) {
      const { width } = await sharp(file).metadata()
      expect([path.relative(FIXTURE, file), width]).toEqual([
        path.relative(FIXTURE, file),
        FIXTURE_WIDTH,
      ])
    }
  })
})
