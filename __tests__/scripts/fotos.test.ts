/** @jest-environment node */
import { mkdir, mkdtemp, readdir, readFile, rm, stat, writeFile } from "node:fs/promises"
import { tmpdir } from "node:os"
import { dirname, join } from "node:path"
import sharp from "sharp"
import { hasGps } from "../../plugins/content-model/content-check/picture-metadata"
import type { Encoder } from "../../scripts/lib/photos/encode"
import { normalisePhotos, type PhotoResult } from "../../scripts/lib/photos/normalise"
import {
  avifInHeif,
  flatPicture,
  readyJpeg,
  sidewaysGpsPhoto,
  undecodableHeic,
  UPRIGHT,
} from "../helpers/phone-photos"

jest.setTimeout(120_000)

const PRJ1 = "content/projects/prj1"
let root: string
let phonePhoto: Buffer

beforeAll(async () => {
  phonePhoto = await sidewaysGpsPhoto()
})

beforeEach(async () => {
  root = await mkdtemp(join(tmpdir(), "fotos-"))
})

afterEach(() => rm(root, { recursive: true, force: true }))

const at = (path: string) => join(root, path)

async function put(path: string, data: string | Buffer): Promise<void> {
  await mkdir(dirname(at(path)), { recursive: true })
  await writeFile(at(path), data)
}

const run = (encode?: Encoder) => normalisePhotos(at("content"), encode ? { encode } : {})

/** Every file under content/ with its bytes and modification time. */
async function snapshot(): Promise<Record<string, { bytes: Buffer; mtimeMs: number }>> {
  const files = (await readdir(at("content"), { recursive: true, withFileTypes: true })).filter(
    (entry) => entry.isFile(),
  )
  const entries = await Promise.all(
    files.map(async (entry) => {
      const path = join(entry.parentPath, entry.name)
      return [path, { bytes: await readFile(path), mtimeMs: (await stat(path)).mtimeMs }] as const
    }),
  )
  return Object.fromEntries(entries)
}

const statuses = (results: PhotoResult[]) =>
  Object.fromEntries(
    results.map((result) => [result.absolutePath.slice(root.length + 1), result.status]),
  )

describe("a phone photo: 5000 × 3750, stored sideways (EXIF 6), with GPS", () => {
  beforeEach(() => put(`${PRJ1}/pic1.jpg`, phonePhoto))

  it("is stored as the phone stores it", async () => {
    const stored = await sharp(at(`${PRJ1}/pic1.jpg`)).metadata()
    expect([stored.width, stored.height, stored.orientation]).toEqual([5000, 3750, 6])
    expect(hasGps(stored.exif)).toBe(true)
  })

  it("comes out upright, at most 2400 px, without GPS or any other metadata", async () => {
    const [result] = await run()
    expect(result).toMatchObject({
      status: "changed",
      before: { ...UPRIGHT },
      after: { width: 1800, height: 2400 },
      changes: ["rotate", "shrink", "gps", "metadata"],
    })
    const file = at(`${PRJ1}/pic1.jpg`)
    const after = await sharp(file).metadata()
    expect(after).toMatchObject({ format: "jpeg", width: 1800, height: 2400 })
    expect(after.orientation).toBeUndefined()
    expect(after.exif).toBeUndefined()
    expect(after.xmp).toBeUndefined()
    expect(after.iptc).toBeUndefined()
    expect((await readFile(file)).includes("GPS")).toBe(false)
    // Upright: the dark band is at the top, not at a side.
    // stats() reads the input, not the pipeline, so the region is cut out first.
    const mean = async (region: sharp.Region) =>
      (await sharp(await sharp(file).extract(region).toBuffer()).stats()).channels[0].mean
    expect(await mean({ left: 0, top: 0, width: 1800, height: 300 })).toBeLessThan(60)
    expect(await mean({ left: 0, top: 2100, width: 1800, height: 300 })).toBeGreaterThan(150)
    expect(await mean({ left: 0, top: 600, width: 300, height: 1500 })).toBeGreaterThan(150)
  })

  it("is written as JPEG quality ~82, far lighter than the original", async () => {
    const [result] = await run()
    if (result.status !== "changed") throw new Error(result.status)
    expect(result.after.bytes).toBeLessThan(result.before.bytes / 2)
  })
})

describe("a second run", () => {
  it("changes nothing: same bytes, same modification times", async () => {
    await put(`${PRJ1}/pic1.jpg`, phonePhoto)
    await put(`${PRJ1}/pic2.png`, await flatPicture(900, 600, "png"))
    await put(`${PRJ1}/pic3.webp`, await flatPicture(3000, 2000, "webp"))
    await put(`${PRJ1}/project.json`, JSON.stringify({ id: 1 }))
    expect(Object.values(statuses(await run()))).toEqual(["changed", "changed", "changed"])
    const before = await snapshot()
    expect(Object.values(statuses(await run()))).toEqual(["unchanged", "unchanged", "unchanged"])
    expect(await snapshot()).toEqual(before)
  })

  it("leaves an already normalised JPG (and one with an sRGB profile) untouched", async () => {
    await put(`${PRJ1}/capa-main.jpg`, await readyJpeg())
    const srgb = await sharp(await readyJpeg(800, 600))
      .withIccProfile("srgb")
      .toBuffer()
    expect((await sharp(srgb).metadata()).icc).toBeDefined()
    await put(`${PRJ1}/pic1.jpg`, srgb)
    const before = await snapshot()
    expect(Object.values(statuses(await run()))).toEqual(["unchanged", "unchanged"])
    expect(await snapshot()).toEqual(before)
  })

  it("still rewrites a small upright JPG that carries camera metadata", async () => {
    const tagged = await sharp(await readyJpeg(800, 600))
      .withExif({ IFD0: { Make: "Apple" } })
      .toBuffer()
    await put(`${PRJ1}/pic1.jpg`, tagged)
    const [result] = await run()
    expect(result).toMatchObject({ status: "changed", changes: ["metadata"] })
    expect((await sharp(at(`${PRJ1}/pic1.jpg`)).metadata()).exif).toBeUndefined()
  })
})

describe("PNG and WebP", () => {
  it("become JPGs of the same name, and the originals go", async () => {
    await put(`${PRJ1}/pic3.png`, await flatPicture(900, 600, "png"))
    await put(`${PRJ1}/capa-main.webp`, await flatPicture(1200, 800, "webp"))
    const results = await run()
    expect(results.map((result) => result.status)).toEqual(["changed", "changed"])
    expect((await readdir(at(PRJ1))).sort()).toEqual(["capa-main.jpg", "pic3.jpg"])
    const jpg = await sharp(at(`${PRJ1}/pic3.jpg`)).metadata()
    expect(jpg).toMatchObject({ format: "jpeg", width: 900, height: 600, hasAlpha: false })
  })

  it("are renamed where project.json lists them, keeping its keys' order", async () => {
    await put(`${PRJ1}/fachada.png`, await flatPicture(900, 600, "png"))
    await put(`${PRJ1}/obra.webp`, await flatPicture(900, 600, "webp"))
    await put(`${PRJ1}/planta.jpg`, await readyJpeg(900, 600))
    const project = {
      id: 1,
      title: "Obra",
      cover: "fachada.png",
      pictures: ["./obra.webp", "planta.jpg"],
      year: "2020",
    }
    await put(`${PRJ1}/project.json`, JSON.stringify(project))
    const results = await run()
    expect(results.find((result) => result.status === "changed")).toMatchObject({
      renamedIn: [at(`${PRJ1}/project.json`)],
    })
    const text = await readFile(at(`${PRJ1}/project.json`), "utf8")
    const expected = { ...project, cover: "fachada.jpg", pictures: ["./obra.jpg", "planta.jpg"] }
    expect(text).toBe(`${JSON.stringify(expected, null, 2)}\n`)
    expect(Object.keys(JSON.parse(text))).toEqual(Object.keys(project))
    expect((await readdir(at(PRJ1))).sort()).toEqual([
      "fachada.jpg",
      "obra.jpg",
      "planta.jpg",
      "project.json",
    ])
  })

  it("are not converted over a JPG that already has the name: both files stay", async () => {
    await put(`${PRJ1}/pic3.png`, await flatPicture(900, 600, "png"))
    await put(`${PRJ1}/pic3.jpg`, await readyJpeg())
    const before = await snapshot()
    const results = await run()
    expect(results.find((result) => result.status === "problem")).toMatchObject({
      absolutePath: at(`${PRJ1}/pic3.png`),
      message: expect.stringContaining("Já existe pic3.jpg nesta pasta"),
    })
    expect(await snapshot()).toEqual(before)
  })

  it("are converted in content/team too, with the member's photo field renamed", async () => {
    await put("content/projects/prj1/capa-main.jpg", await readyJpeg())
    await put("content/team/ana.png", await flatPicture(600, 800, "png"))
    await put("content/team/ana.json", JSON.stringify({ id: "ana", photo: "ana.png" }))
    await run()
    expect((await readdir(at("content/team"))).sort()).toEqual(["ana.jpg", "ana.json"])
    expect(JSON.parse(await readFile(at("content/team/ana.json"), "utf8"))).toEqual({
      id: "ana",
      photo: "ana.jpg",
    })
  })
})

describe("HEIC", () => {
  it("is converted when sharp can decode it (an AVIF-coded HEIF)", async () => {
    await put(`${PRJ1}/IMG_0001.heic`, await avifInHeif())
    const [result] = await run()
    expect(result).toMatchObject({ status: "changed", newPath: at(`${PRJ1}/IMG_0001.jpg`) })
    expect(await readdir(at(PRJ1))).toEqual(["IMG_0001.jpg"])
  })

  it("is left alone, with the two ways to get a JPG from an iPhone, when it cannot", async () => {
    await put(`${PRJ1}/IMG_0002.heic`, undecodableHeic())
    const before = await snapshot()
    const [result] = await run()
    expect(result).toMatchObject({ status: "problem", absolutePath: at(`${PRJ1}/IMG_0002.heic`) })
    if (result.status !== "problem") return
    expect(result.message).toContain("Não foi possível converter IMG_0002.heic")
    expect(result.message).toContain('Ajustes > Câmera > Formatos, escolha "Mais Compatível"')
    expect(result.message).toContain("exporte em JPEG")
    expect(result.message).toContain("com o nome IMG_0002.jpg")
    expect(await snapshot()).toEqual(before)
  })
})

describe("never loses a picture", () => {
  /** Writes half a file where it is told to, then fails, as a full disk would. */
  const failingEncoder: Encoder = async (_source, target) => {
    await writeFile(target, Buffer.alloc(1000, 1))
    throw new Error("ENOSPC: no space left on device")
  }

  it("keeps the original JPG, byte for byte, and no temporary file, when writing fails", async () => {
    await put(`${PRJ1}/pic1.jpg`, phonePhoto)
    const before = await snapshot()
    const [result] = await run(failingEncoder)
    expect(result).toMatchObject({
      status: "problem",
      message: expect.stringContaining("ENOSPC: no space left on device"),
    })
    expect(await snapshot()).toEqual(before)
    expect(await readdir(at(PRJ1))).toEqual(["pic1.jpg"])
  })

  it("keeps the PNG and project.json as they were when its JPG cannot be written", async () => {
    await put(`${PRJ1}/pic3.png`, await flatPicture(900, 600, "png"))
    await put(`${PRJ1}/project.json`, JSON.stringify({ id: 1, pictures: ["pic3.png"] }))
    const before = await snapshot()
    const [result] = await run(failingEncoder)
    expect(result.status).toBe("problem")
    expect(await snapshot()).toEqual(before)
  })

  it("does not convert a listed PNG while project.json cannot be read", async () => {
    await put(`${PRJ1}/pic3.png`, await flatPicture(900, 600, "png"))
    await put(`${PRJ1}/project.json`, '{ "id": 1, "pictures": ["pic3.png"], }')
    const before = await snapshot()
    const [result] = await run()
    expect(result).toMatchObject({
      status: "problem",
      message: expect.stringContaining("O arquivo project.json desta pasta não pôde ser lido"),
    })
    expect(await snapshot()).toEqual(before)
  })
})
