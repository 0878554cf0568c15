/** @jest-environment node */
import { createHash } from "node:crypto"
import { mkdtemp, readdir, readFile, rm } from "node:fs/promises"
import { tmpdir } from "node:os"
import path from "node:path"
import { parseBenchArgs } from "../../scripts/lib/bench/args"
import { growContent, planGrowth, type SourceProject } from "../../scripts/lib/bench/grow"
import { renderBenchMarkdown } from "../../scripts/lib/bench/markdown"
import { judgeBench, type BenchReport, type SizeRun } from "../../scripts/lib/bench/report"
import { checkContent } from "../../scripts/lib/content-check"

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
    expect(await growContent(FIXTURE, target, { total: 40, distinct: false })).toBe(22)
    const folders = await readdir(path.join(target, "projects"))
    expect(folders).toHaveLength(40)
    expect(folders).toContain("prj40")
    const copy = JSON.parse(
      await readFile(path.join(target, "projects/prj19/project.json"), "utf8"),
    )
    const original = JSON.parse(
      await readFile(path.join(FIXTURE, "projects/prj1/project.json"), "utf8"),
    )
    expect(copy).toEqual({ ...original, id: 19, title: `${original.title} — cópia 19` })
    expect(await digest(path.join(target, "projects/prj19/pic1.jpg"))).toBe(
      await digest(path.join(FIXTURE, "projects/prj1/pic1.jpg")),
    )
    const report = await checkContent(target, { pictureCache: null })
    expect(report.errors).toEqual([])
    expect(report.projectCount).toBe(40)
  })

  it("with distinct, makes every copied picture new and still valid", async () => {
    const target = path.join(dir, "content")
    await growContent(FIXTURE, target, { total: 20, distinct: true })
    const pictures = ["prj19", "prj20", "prj1"].map((folder) =>
      path.join(target, "projects", folder, "capa-main.jpg"),
    )
    // prj19 copies prj1 and prj20 copies prj2: both distinct from their sources and each other.
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

const file = (name: string, gzipKiB: number) => ({
  file: name,
  bytes: gzipKiB * 1024 * 8,
  gzipBytes: gzipKiB * 1024,
})

function run(projects: number, overrides: Partial<SizeRun> = {}): SizeRun {
  return {
    projects,
    pictures: projects * 6,
    distinct: false,
    contentCheckSeconds: { cold: 2, cached: 0.1 },
    coldBuildSeconds: 100,
    warmEditSeconds: 15,
    sizes: {
      projectsPageData: file("/page-data/projetos/page-data.json", 12),
      projectsHtml: file("/projetos/index.html", 20),
      largestPageData: file("/page-data/projetos/page-data.json", 12),
      largestHtml: file("/projetos/index.html", 20),
      pages: 4,
    },
    ...overrides,
  }
}

describe("judging and the report", () => {
  it("passes a grown site inside every budget", () => {
    const checks = judgeBench(run(18), run(200, { warmEditSeconds: 22 }), null)
    expect(checks.filter((check) => check.pass === false)).toEqual([])
    expect(checks.find((check) => check.figure.startsWith("cold build"))?.pass).toBeNull()
  })

  it("fails page-data over 30 KiB, HTML over 60 KiB, a slow edit and a slow distinct cold build", () => {
    const grown = run(200, {
      distinct: true,
      coldBuildSeconds: 603,
      warmEditSeconds: 30,
      sizes: {
        ...run(200).sizes,
        projectsPageData: file("/page-data/projetos/page-data.json", 143),
        largestHtml: file("/projetos/x/index.html", 61),
      },
    })
    const failed = judgeBench(run(18), grown, null).filter((check) => check.pass === false)
    expect(failed.map((check) => check.figure)).toEqual([
      "/projetos/ page-data",
      "largest HTML",
      "cold build, 200 projects (distinct pictures)",
      "warm rebuild after one edit, 200 vs 18 projects",
    ])
  })

  it("judges Lighthouse and axe when they ran", () => {
    const lighthouse = {
      runs: 3,
      performance: 0.94,
      tbtMs: 284,
      lcpMs: 1500,
      axeViolations: 0,
      axeErrors: [],
    }
    const failed = judgeBench(null, run(200), lighthouse).filter((check) => check.pass === false)
    expect(failed.map((check) => check.measured)).toEqual(["0.94", "284 ms"])
  })

  it("renders both sizes side by side and every budget's result", () => {
    const demo = run(18)
    const grown = run(200, { warmEditSeconds: 30 })
    const checks = judgeBench(demo, grown, null)
    const report: BenchReport = {
      date: "2026-11-23T12:00:00.000Z",
      machine: { nproc: 2, cpuModel: "CPU", memoryGiB: 24, loadAverage: [1, 1, 1], node: "v20" },
      demo,
      grown,
      lighthouse: null,
      checks,
      failed: 1,
    }
    const markdown = renderBenchMarkdown(report)
    expect(markdown).toContain("| figure | 18 projects | 200 projects |")
    expect(markdown).toContain("| /projetos/ page-data, gzip (raw) | 12.0 KiB (96.0 KiB raw) |")
    expect(markdown).toContain("| warm rebuild after editing one project.json | 15.0 s | 30.0 s |")
    expect(markdown).toContain("| 2.00× | ≤ 1.5× | FAIL |")
    expect(markdown).toContain("1 budget(s) broken.")
  })
})
