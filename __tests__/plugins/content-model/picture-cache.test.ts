/** @jest-environment node */
import { copyFile, mkdtemp, readFile, rm, utimes, writeFile } from "node:fs/promises"
import { tmpdir } from "node:os"
import { join } from "node:path"
import sharp from "sharp"
import {
  decodeWithSharp,
  inspectPictures,
  type Decoder,
  type Picture,
} from "../../../plugins/content-model/content-check/picture-decode"

jest.setTimeout(30_000)

let dir: string
let cacheFile: string
let decoded: string[]

/** The real decoder, counting what it opens. */
const countingDecoder: Decoder = async (absolutePath) => {
  decoded.push(absolutePath)
  return decodeWithSharp(absolutePath)
}

const jpeg = (width: number, height: number, red = 40) =>
  sharp({ create: { width, height, channels: 3, background: { r: red, g: 90, b: 140 } } })
    .jpeg()
    .toBuffer()

async function picture(name: string, body: Buffer): Promise<Picture> {
  const absolutePath = join(dir, name)
  await writeFile(absolutePath, body)
  return { absolutePath, file: `content/${name}` }
}

const inspect = (pictures: Picture[], file: string | null = cacheFile) =>
  inspectPictures(pictures, { cacheFile: file, decode: countingDecoder })

beforeEach(async () => {
  dir = await mkdtemp(join(tmpdir(), "picture-cache-"))
  cacheFile = join(dir, ".cache/content-check-pictures.json")
  decoded = []
})

afterEach(() => rm(dir, { recursive: true, force: true }))

it("decodes an unchanged picture once, and gives the same findings from the cache", async () => {
  const pictures = [
    await picture("a.jpg", await jpeg(40, 30)),
    await picture("b.jpg", Buffer.from("não é JPG")),
  ]
  const first = await inspect(pictures)
  expect(decoded).toHaveLength(2)
  expect(first).toHaveLength(1)
  expect(first[0]).toMatchObject({ severity: "error", file: "content/b.jpg" })

  decoded = []
  expect(await inspect(pictures)).toEqual(first)
  expect(decoded).toEqual([])
})

it("decodes a picture again when it changes", async () => {
  const a = await picture("a.jpg", await jpeg(40, 30))
  await inspect([a])
  await writeFile(a.absolutePath, Buffer.from("corrompida"))
  decoded = []
  const findings = await inspect([a])
  expect(decoded).toEqual([a.absolutePath])
  expect(findings[0]?.message).toMatch(/não pode ser lida/)
})

it("decodes a picture again when only its modification time changes to other bytes", async () => {
  const a = await picture("a.jpg", await jpeg(40, 30))
  await inspect([a])
  await writeFile(a.absolutePath, await jpeg(40, 30, 200))
  await utimes(a.absolutePath, new Date(2001, 0, 1), new Date(2001, 0, 1))
  decoded = []
  await inspect([a])
  expect(decoded).toEqual([a.absolutePath])
})

it("trusts the digest when only the time differs (a fresh clone, a copied folder)", async () => {
  const a = await picture("a.jpg", await jpeg(40, 30))
  await inspect([a])
  const copy = { absolutePath: join(dir, "copy.jpg"), file: "content/copy.jpg" }
  await copyFile(a.absolutePath, copy.absolutePath)
  await utimes(a.absolutePath, new Date(2001, 0, 1), new Date(2001, 0, 1))
  decoded = []
  expect(await inspect([a, copy])).toEqual([])
  expect(decoded).toEqual([])
})

it.each([
  ["corrupt", "{ not json"],
  ["of another shape", JSON.stringify({ version: 1, vips: "x", pictures: [1, 2] })],
  ["lying about a picture", JSON.stringify({ version: 1, pictures: { "a.jpg": { size: "?" } } })],
])("decodes everything when the cache file is %s, then rewrites it", async (_, text) => {
  const pictures = [
    await picture("a.jpg", await jpeg(40, 30)),
    await picture("b.jpg", Buffer.alloc(0)),
  ]
  await inspect(pictures, null)
  const expected = await inspect(pictures, null)
  decoded = []
  await writeFile(join(dir, "broken.json"), text)
  expect(await inspect(pictures, join(dir, "broken.json"))).toEqual(expected)
  expect(decoded).toHaveLength(2)
  const rewritten = JSON.parse(await readFile(join(dir, "broken.json"), "utf8"))
  expect(Object.keys(rewritten.pictures).sort()).toEqual(pictures.map((p) => p.absolutePath).sort())
})

it("still checks when the cache cannot be written", async () => {
  const a = await picture("a.jpg", Buffer.from("x"))
  await writeFile(join(dir, "file"), "")
  const findings = await inspect([a], join(dir, "file/inside/cache.json"))
  expect(findings).toHaveLength(1)
})

it("warns about an oversized picture from the cache as from a decode", async () => {
  const huge = await picture("huge.jpg", await jpeg(8100, 10))
  const first = await inspect([huge])
  expect(first[0]?.message).toMatch(/muito grande \(8100 × 10 px/)
  decoded = []
  expect(await inspect([huge])).toEqual(first)
  expect(decoded).toEqual([])
})

it("forgets pictures that no longer exist", async () => {
  const a = await picture("a.jpg", await jpeg(40, 30))
  const b = await picture("b.jpg", await jpeg(40, 30, 90))
  await inspect([a, b])
  await rm(b.absolutePath)
  await inspect([a])
  const saved = JSON.parse(await readFile(cacheFile, "utf8"))
  expect(Object.keys(saved.pictures)).toEqual([a.absolutePath])
})

it("keeps the pictures of another content folder that a run did not look at", async () => {
  const demo = await picture("demo.jpg", await jpeg(40, 30))
  const fixture = await picture("fixture.jpg", await jpeg(40, 30, 90))
  await inspect([demo])
  await inspect([fixture])
  decoded = []
  await inspect([demo])
  expect(decoded).toEqual([])
})
