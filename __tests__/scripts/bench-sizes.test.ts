/** @jest-environment node */
import { mkdir, mkdtemp, rm, writeFile } from "node:fs/promises"
import { randomBytes } from "node:crypto"
import { tmpdir } from "node:os"
import path from "node:path"
import sharp from "sharp"
import { outputSizes, pictureOutputs } from "../../scripts/lib/bench/sizes"

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

describe("the sizes of a built site", () => {
  let root: string
  beforeEach(async () => {
    root = await mkdtemp(path.join(tmpdir(), "bench-public-"))
  })
  afterEach(() => rm(root, { recursive: true, force: true }))

  /** A file of `length` bytes that gzip can't shrink much, so sizes order as lengths do. */
  const put = async (file: string, length: number) => {
    await mkdir(path.dirname(path.join(root, file)), { recursive: true })
    await writeFile(path.join(root, file), randomBytes(length).toString("base64"))
  }

  it("judges the printable portfolio on its own, not as the largest page", async () => {
    await put("/projetos/index.html", 4_000)
    await put("/projetos/imprimir/index.html", 40_000)
    await put("/projetos/lagoa/index.html", 6_000)
    await put("/page-data/projetos/page-data.json", 3_000)
    await put("/page-data/projetos/imprimir/page-data.json", 30_000)
    await put("/page-data/projetos/lagoa/page-data.json", 5_000)
    await put("/projetos/busca.json", 1_000)
    await mkdir(path.join(root, "static"))
    await mkdir(path.join(root, "projetos/estado/al"), { recursive: true })
    await writeFile(path.join(root, "projetos/estado/al/index.html"), "<h1>Esta\0ção</h1>")

    const sizes = await outputSizes(root)

    expect(sizes.largestHtml.file).toBe("/projetos/lagoa/index.html")
    expect(sizes.largestPageData.file).toBe("/page-data/projetos/lagoa/page-data.json")
    expect(sizes.printHtml.file).toBe("/projetos/imprimir/index.html")
    expect(sizes.printPageData.gzipBytes).toBeGreaterThan(sizes.largestPageData.gzipBytes)
    expect(sizes.pages).toBe(3)
    expect(sizes.nul).toMatchObject({ files: 8, nulBytes: 1 })
    expect(sizes.nul.withNul.map((found) => found.file)).toEqual(["/projetos/estado/al/index.html"])
  })

  it("finds the largest engineer page, /equipe/ itself left out", async () => {
    await put("/projetos/index.html", 4_000)
    await put("/page-data/projetos/page-data.json", 3_000)
    await put("/projetos/imprimir/index.html", 400)
    await put("/page-data/projetos/imprimir/page-data.json", 300)
    await put("/projetos/busca.json", 100)
    await put("/equipe/index.html", 50_000)
    await put("/equipe/ana/index.html", 6_000)
    await put("/equipe/carlos/index.html", 9_000)
    await put("/equipe/carlos/cats.csv", 90_000)
    await mkdir(path.join(root, "static"))

    const sizes = await outputSizes(root)

    expect(sizes.largestEngineerHtml?.file).toBe("/equipe/carlos/index.html")
    expect(sizes.engineerPages).toBe(2)
  })
})
