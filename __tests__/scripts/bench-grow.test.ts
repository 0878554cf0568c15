/** @jest-environment node */
import { createHash } from "node:crypto"
import { mkdtemp, readdir, readFile, rm } from "node:fs/promises"
import { tmpdir } from "node:os"
import path from "node:path"
import { parseBenchArgs } from "../../scripts/lib/bench/args"
import { growContent, planGrowth, type SourceProject } from "../../scripts/lib/bench/grow"
import { checkContent } from "../../plugins/content-model/content-check"

jest.setTimeout(120_000)

const FIXTURE = path.resolve(__dirname, "../fixtures/content")

const source = (n: number, title = `Projeto ${n}`): SourceProject => ({
  folder: `prj${n}`,
  json: { id: n, title, year: "2019" },
  files: ["capa-main.jpg", "pic1.jpg"],
})

describe("planGrowth", () => {
  it("adds prjN folders with the next ids, taking the sources in turn", () => {
    const copies = planGrowth([source(2), source(1), source(10)], 8)
    expect(copies.map((copy) => copy.folder)).toEqual(["prj11", "prj12", "prj13", "prj14", "prj15"])
    expect(copies.map((copy) => copy.json.id)).toEqual([11, 12, 13, 14, 15])
    expect(copies.map((copy) => copy.from.folder)).toEqual([
      "prj1",
      "prj2",
      "prj10",
      "prj1",
      "prj2",
    ])
    expect(copies.map((copy) => copy.generation)).toEqual([1, 1, 1, 2, 2])
  })

  it("gives every copy its own title and keeps the other fields", () => {
    const copies = planGrowth([source(1, "Rede de Esgoto de Itabira")], 3)
    expect(copies.map((copy) => copy.json)).toEqual([
      { id: 2, title: "Rede de Esgoto de Itabira — cópia 2", year: "2019" },
      { id: 3, title: "Rede de Esgoto de Itabira — cópia 3", year: "2019" },
    ])
  })

  it("adds nothing at or below the current size", () => {
    expect(planGrowth([source(1), source(2)], 2)).toEqual([])
  })
})

describe("growContent", () => {
  let dir: string
  beforeEach(async () => {
    dir = await mkdtemp(path.join(tmpdir(), "bench-grow-"))
  })
  afterEach(() => rm(dir, { recursive: true, force: true }))

  it("grows the fixture content to N projects that pass the content check", async () => {
    const target = path.join(dir, "content")
    expect(await growContent(FIXTURE, target, { total: 40, distinct: false })).toBe(21)
    const folders = await readdir(path.join(target, "projects"))
    expect(folders).toHaveLength(40)
    expect(folders).toContain("prj40")
    const copy = JSON.parse(
      await readFile(path.join(target, "projects/prj20/project.json"), "utf8"),
    )
    const original = JSON.parse(
      await readFile(path.join(FIXTURE, "projects/prj1/project.json"), "utf8"),
    )
    expect(copy).toEqual({ ...original, id: 20, title: `${original.title} — cópia 20` })
    expect(await digest(path.join(target, "projects/prj20/pic1.jpg"))).toBe(
      await digest(path.join(FIXTURE, "projects/prj1/pic1.jpg")),
    )
    const report = await checkContent(target, { pictureCache: null })
    expect(report.errors).toEqual([])
    expect(report.projectCount).toBe(40)
  })

  it("with engineers, grows the team and spreads the copies' engineers and CATs over it, still valid", async () => {
    const target = path.join(dir, "content")
    await growContent(FIXTURE, target, { total: 60, distinct: false, engineers: 12 })
    const team = (await readdir(path.join(target, "team"))).filter((name) => name.endsWith(".json"))
    expect(team).toHaveLength(12)
    const folders = await readdir(path.join(target, "projects"))
    const projects = await Promise.all(
      folders.map(
        async (folder) =>
          JSON.parse(
            await readFile(path.join(target, "projects", folder, "project.json"), "utf8"),
          ) as { cats?: { responsavel: string; numero: string }[] },
      ),
    )
    const cats = projects.flatMap((project) => project.cats ?? [])
    // The CATs spread beyond the fixture's five engineers, and each CAT number is one engineer's.
    expect(new Set(cats.map((cat) => cat.responsavel)).size).toBeGreaterThan(8)
    const owner = new Map<string, Set<string>>()
    for (const cat of cats)
      owner.set(cat.numero, (owner.get(cat.numero) ?? new Set()).add(cat.responsavel))
    for (const [numero, engineers] of owner) expect([numero, engineers.size]).toEqual([numero, 1])
    const report = await checkContent(target, { pictureCache: null })
    expect(report.errors).toEqual([])
  })

  it("with distinct, makes every copied picture new and still valid", async () => {
    const target = path.join(dir, "content")
    await growContent(FIXTURE, target, { total: 21, distinct: true })
    const pictures = ["prj20", "prj21", "prj1"].map((folder) =>
      path.join(target, "projects", folder, "capa-main.jpg"),
    )
    // prj20 copies prj1 and prj21 copies prj2: both distinct from their sources and each other.
    const digests = await Promise.all(
      [...pictures, path.join(FIXTURE, "projects/prj2/capa-main.jpg")].map(digest),
    )
    expect(new Set(digests).size).toBe(4)
    const report = await checkContent(target, { pictureCache: null })
    expect(report.errors).toEqual([])
    expect(report.pictureCount).toBeGreaterThan(100)
  })
})

async function digest(file: string): Promise<string> {
  return createHash("sha256")
    .update(await readFile(file))
    .digest("hex")
}

describe("parseBenchArgs", () => {
  it("defaults to 200 projects with pictures reused and the demo size measured", () => {
    expect(parseBenchArgs([])).toMatchObject({ projects: 200, distinct: false, demo: true })
  })
  it("reads the options", () => {
    expect(
      parseBenchArgs(["--projects=50", "--distinct", "--lighthouse", "--no-demo", "--keep"]),
    ).toMatchObject({ projects: 50, distinct: true, lighthouse: true, demo: false, keep: true })
  })
  it.each([[["--projects", "0"]], [["--projects", "x"]], [["--fast"]], [["--projects"]]])(
    "refuses %j with the usage",
    (argv) => expect(() => parseBenchArgs(argv)).toThrow(/Usage: npm run bench:scale/),
  )
})
