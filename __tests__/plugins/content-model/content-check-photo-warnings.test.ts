/** @jest-environment node */
import { mkdtemp, readFile, rm, writeFile } from "node:fs/promises"
import { tmpdir } from "node:os"
import { join } from "node:path"
import sharp from "sharp"
import {
  decodeWithSharp,
  inspectPictures,
  type Decoder,
} from "../../../plugins/content-model/content-check/picture-decode"
import { hasGps } from "../../../plugins/content-model/content-check/picture-metadata"
import {
  check,
  expectOnlyWarning,
  put,
  root,
  tinyJpeg,
  validProject,
  withContentFolder,
  writeJson,
  writeProject,
} from "../../helpers/content-folder"
import { GPS_EXIF, readyJpeg, sidewaysGpsPhoto } from "../../helpers/phone-photos"

withContentFolder()

const PIC1 = "content/projects/prj1/pic1.jpg"
const BIG =
  "A foto tem 3750 × 5000 px, mais do que os 2400 px que o site usa no lado maior: ela " +
  "aparece, mas pesa no repositório e deixa a publicação mais lenta."
const GPS =
  "A foto guarda a localização (GPS) de onde foi tirada: o site publica cópias sem ela, mas " +
  "quem tiver acesso ao repositório pode ler a localização no arquivo original."
const ignored = (name: string) =>
  `O arquivo "${name}" não segue os nomes do site e será IGNORADO (não aparece no site).`

const gpsJpeg = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: "#5a8" } })
    .jpeg()
    .withExif(GPS_EXIF)
    .toBuffer()

describe("photos that `npm run fotos` would fix are published, with a warning", () => {
  it("warns about a phone photo over 2400 px with GPS, naming the command, with no error", async () => {
    await put(PIC1, await sidewaysGpsPhoto())
    await expectOnlyWarning({
      file: PIC1,
      message: `${BIG} ${GPS} Rode npm run fotos: o comando reduz a foto para 2400 px no lado maior e apaga a localização.`,
    })
  })

  it("warns about a small photo that carries GPS", async () => {
    await put(PIC1, await gpsJpeg(1600, 1067))
    await expectOnlyWarning({
      file: PIC1,
      message: `${GPS} Rode npm run fotos: o comando apaga a localização e os outros dados da câmera.`,
    })
  })

  it("warns about a photo over 2400 px without GPS", async () => {
    await put(PIC1, await readyJpeg(2401, 1600))
    await expectOnlyWarning({
      file: PIC1,
      message:
        "A foto tem 2401 × 1600 px, mais do que os 2400 px que o site usa no lado maior: ela " +
        "aparece, mas pesa no repositório e deixa a publicação mais lenta. Rode npm run fotos: " +
        "o comando reduz a foto para 2400 px no lado maior.",
    })
  })

  it("says nothing about a 2400 px photo with camera data but no location", async () => {
    const tagged = await sharp(await readyJpeg(2400, 1600))
      .withExif({ IFD0: { Make: "Apple", Model: "iPhone 15" } })
      .toBuffer()
    expect((await sharp(tagged).metadata()).exif).toBeDefined()
    await put(PIC1, tagged)
    expect(await check()).toMatchObject({ errors: [], warnings: [] })
  })

  it("reads a location written as XMP too", async () => {
    const xmp =
      '<x:xmpmeta xmlns:x="adobe:ns:meta/"><rdf:RDF xmlns:rdf="http://www.w3.org/1999/02/22-rdf-syntax-ns#">' +
      '<rdf:Description xmlns:exif="http://ns.adobe.com/exif/1.0/" exif:GPSLatitude="19,55.0S"/>' +
      "</rdf:RDF></x:xmpmeta>"
    const photo = await sharp(tinyJpeg).withXmp(xmp).toBuffer()
    const { exif, xmp: packet } = await sharp(photo).metadata()
    expect(hasGps(exif, packet)).toBe(true)
    expect(hasGps(undefined, Buffer.from("<x:xmpmeta/>"))).toBe(false)
  })
})

describe("PNG, WebP and HEIC in a project folder point at `npm run fotos`", () => {
  beforeEach(async () => {
    await writeProject("prj1", validProject(1), ["capa-main.jpg"])
    await rm(join(root, "content/projects/prj1/pic1.jpg"))
    await rm(join(root, "content/projects/prj1/pic2.jpg"))
  })

  it.each([
    ["pic2.png", "O site só usa fotos JPG. Rode npm run fotos para convertê-la em pic2.jpg."],
    ["pic1.webp", "O site só usa fotos JPG. Rode npm run fotos para convertê-la em pic1.jpg."],
    ["pic4.HEIC", "O site só usa fotos JPG. Rode npm run fotos para convertê-la em pic4.jpg."],
    [
      "IMG_2034.heic",
      "O site só usa fotos JPG. Para mostrá-la na galeria, rode npm run fotos para convertê-la " +
        "em JPG (IMG_2034.jpg) e renomeie o resultado para pic1.jpg.",
    ],
    [
      "capa.webp",
      "O site só usa fotos JPG. Já existe capa-main.jpg; para usar esta foto na galeria, rode " +
        "npm run fotos para convertê-la em JPG (capa.jpg) e renomeie o resultado para pic1.jpg.",
    ],
    // No command for these: the old advice stays.
    ["pic3.gif", "O site só usa fotos JPG. Converta para JPG e salve como pic3.jpg."],
  ])("%s: %s", async (name, fix) => {
    await put(`content/projects/prj1/${name}`, tinyJpeg)
    await expectOnlyWarning({
      file: `content/projects/prj1/${name}`,
      message: `${ignored(name)} ${fix}`,
    })
  })

  it("keeps the old advice when the JPG the command would write already exists", async () => {
    await put("content/projects/prj1/pic1.jpg", tinyJpeg)
    await put("content/projects/prj1/pic1.png", tinyJpeg)
    await expectOnlyWarning({
      file: "content/projects/prj1/pic1.png",
      message: `${ignored("pic1.png")} O site só usa fotos JPG. Para mostrá-la na galeria, converta para JPG e salve como pic2.jpg.`,
    })
  })

  it("names the command in the error for a listed PNG, which the build cannot publish", async () => {
    await writeJson("content/projects/prj1/project.json", {
      ...validProject(1),
      cover: "capa-main.jpg",
      pictures: ["planta.png"],
    })
    await put("content/projects/prj1/planta.png", tinyJpeg)
    const { errors } = await check()
    expect(errors).toEqual([
      {
        file: "content/projects/prj1/planta.png",
        field: "pictures",
        message:
          'A foto "planta.png" não é JPG: o site só publica fotos JPG. Rode npm run fotos para ' +
          "convertê-la em planta.jpg (o comando também troca o nome no project.json), ou " +
          "converta-a para JPG e envie de novo pelo editor.",
      },
    ])
  })
})

describe("the picture cache", () => {
  let dir: string
  let decoded: number

  const countingDecoder: Decoder = async (absolutePath) => {
    decoded++
    return decodeWithSharp(absolutePath)
  }

  beforeEach(async () => {
    dir = await mkdtemp(join(tmpdir(), "photo-cache-"))
    decoded = 0
  })

  afterEach(() => rm(dir, { recursive: true, force: true }))

  it("remembers the location, so the warning comes from the cache without a decode", async () => {
    const absolutePath = join(dir, "pic1.jpg")
    await writeFile(absolutePath, await gpsJpeg(800, 600))
    const cacheFile = join(dir, "cache.json")
    const inspect = () =>
      inspectPictures([{ absolutePath, file: PIC1 }], { cacheFile, decode: countingDecoder })
    const first = await inspect()
    expect(first).toEqual([
      expect.objectContaining({ message: expect.stringMatching(/^A foto guarda a localização/) }),
    ])
    expect(decoded).toBe(1)
    const saved = JSON.parse(await readFile(cacheFile, "utf8"))
    expect(saved.version).toBe(3)
    expect(saved.pictures[absolutePath]).toMatchObject({ width: 800, height: 600, gps: true })
    expect(await inspect()).toEqual(first)
    expect(decoded).toBe(1)
  })

  it("decodes again from a version-1 cache, which did not know about locations", async () => {
    const absolutePath = join(dir, "pic1.jpg")
    await writeFile(absolutePath, await gpsJpeg(800, 600))
    const cacheFile = join(dir, "cache.json")
    await inspectPictures([{ absolutePath, file: PIC1 }], { cacheFile })
    const saved = JSON.parse(await readFile(cacheFile, "utf8"))
    const entry = { ...saved.pictures[absolutePath] }
    delete entry.gps
    await writeFile(
      cacheFile,
      JSON.stringify({ ...saved, version: 1, pictures: { [absolutePath]: entry } }),
    )
    const findings = await inspectPictures([{ absolutePath, file: PIC1 }], {
      cacheFile,
      decode: countingDecoder,
    })
    expect(decoded).toBe(1)
    expect(findings).toHaveLength(1)
  })
})
