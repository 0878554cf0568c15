/** @jest-environment node */
import fs from "node:fs"
import { mkdtemp, rm, unlink, utimes, writeFile } from "node:fs/promises"
import { tmpdir } from "node:os"
import path from "node:path"

/**
 * Our patch of Gatsby's job manager (patches/gatsby+5.16.1.patch, applied by `npm install`): an
 * image job's input is recognised by its size, mtime and inode, as gatsby-source-filesystem
 * recognises a file. Unpatched, every start of `gatsby build` reads and sha1-hashes the input of
 * every completed job, and every job created reads its input again.
 */
const MANAGER = "gatsby/dist/utils/jobs/manager"

interface InputPath {
  path: string
  contentDigest: string
  stamp?: string
}
interface InternalJob {
  contentDigest: string
  inputPaths: InputPath[]
}
interface Manager {
  createInternalJob(job: object, plugin: object): InternalJob
  isJobStale(job: { inputPaths: InputPath[] }): boolean
}

const PLUGIN = { name: "gatsby-plugin-sharp", version: "5.16.0", resolve: "/node_modules/x" }

/** A fresh copy of the manager, as a new `gatsby build` process would load it. */
function freshManager(): Manager {
  let manager: Manager | undefined
  jest.isolateModules(() => {
    // eslint-disable-next-line @typescript-eslint/no-require-imports
    manager = require(MANAGER) as Manager
  })
  return manager as Manager
}

// Each fresh copy of the manager loads signal-exit again, which listens to every signal.
beforeAll(() => process.setMaxListeners(64))

let dir: string
let picture: string
let reads: jest.SpyInstance
/** How many times the picture's bytes were read (hasha reads a file whole to hash it). */
const pictureReads = () => reads.mock.calls.filter(([file]) => file === picture).length
beforeEach(async () => {
  dir = await mkdtemp(path.join(tmpdir(), "job-stamp-"))
  picture = path.join(dir, "capa.jpg")
  await writeFile(picture, "the original picture's bytes")
  reads = jest.spyOn(fs, "readFileSync")
})
afterEach(async () => {
  reads.mockRestore()
  await rm(dir, { recursive: true, force: true })
})

const jobFor = (manager: Manager, width: number) =>
  manager.createInternalJob(
    { name: "IMAGE_PROCESSING", inputPaths: [picture], outputDir: dir, args: { width } },
    PLUGIN,
  )

it("hashes a file once for all the jobs made from it", () => {
  const manager = freshManager()
  const card = jobFor(manager, 560)
  const page = jobFor(manager, 960)
  expect(pictureReads()).toBe(1)
  expect(card.inputPaths[0].contentDigest).toBe(page.inputPaths[0].contentDigest)
  expect(card.contentDigest).not.toBe(page.contentDigest)
})

it("at the next start, keeps a completed job whose input is unchanged without reading it", () => {
  const job = jobFor(freshManager(), 560)
  reads.mockClear()
  expect(freshManager().isJobStale(job)).toBe(false)
  expect(pictureReads()).toBe(0)
})

it("drops a job whose input was rewritten at the same size", async () => {
  const job = jobFor(freshManager(), 560)
  await writeFile(picture, "the replaced picture's bytes")
  expect(freshManager().isJobStale(job)).toBe(true)
  expect(jobFor(freshManager(), 560).contentDigest).not.toBe(job.contentDigest)
})

it("drops a job whose input changed size under the same mtime", async () => {
  const sameTime = new Date("2026-01-01T00:00:00Z")
  await utimes(picture, sameTime, sameTime)
  const job = jobFor(freshManager(), 560)
  await writeFile(picture, "a longer replacement of the picture's bytes")
  await utimes(picture, sameTime, sameTime)
  expect(freshManager().isJobStale(job)).toBe(true)
})

it("drops a job whose input is gone", async () => {
  const job = jobFor(freshManager(), 560)
  await unlink(picture)
  expect(freshManager().isJobStale(job)).toBe(true)
})

it("reads the input of a job made before the patch, which has no stamp", async () => {
  const { path: file, contentDigest } = jobFor(freshManager(), 560).inputPaths[0]
  const unstamped = { path: file, contentDigest }
  reads.mockClear()
  expect(freshManager().isJobStale({ inputPaths: [unstamped] })).toBe(false)
  expect(pictureReads()).toBe(1)
  await writeFile(picture, "the replaced picture's bytes")
  expect(freshManager().isJobStale({ inputPaths: [unstamped] })).toBe(true)
})

it("still refuses a relative input path with Gatsby's own message", () => {
  expect(() =>
    freshManager().createInternalJob(
      { name: "IMAGE_PROCESSING", inputPaths: ["capa.jpg"], outputDir: dir, args: {} },
      PLUGIN,
    ),
  ).toThrow("capa.jpg should be an absolute path.")
})
