/** @jest-environment node */
import { markdownTable } from "../../scripts/lib/cli"
import { buildWork } from "../../scripts/lib/bench/gatsby"
import { renderBenchMarkdown } from "../../scripts/lib/bench/markdown"
import { judgeBench, type BenchReport, type SizeRun } from "../../scripts/lib/bench/report"

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
    warmEditWork: { queries: 20, pageData: 3, pages: 585 },
    sizes: {
      projectsPageData: file("/page-data/projetos/page-data.json", 12),
      projectsHtml: file("/projetos/index.html", 20),
      largestPageData: file("/page-data/projetos/page-data.json", 12),
      largestHtml: file("/projetos/index.html", 20),
      printPageData: file("/page-data/projetos/imprimir/page-data.json", 31.9),
      printHtml: file("/projetos/imprimir/index.html", 43.1),
      searchData: file("/projetos/busca.json", 5),
      pages: 4,
      pictureOutputs: { avif: { files: 54, megapixels: 14.2, bytes: 700_000 } },
      nul: { files: 40, nulBytes: 0, withNul: [] },
    },
    ...overrides,
  }
}

describe("judging and the report", () => {
  it("holds the largest engineer page to 60 KiB of HTML, bytes judged on a busy host too", () => {
    const grown = (kib: number) =>
      run(500, {
        sizes: {
          ...run(500).sizes,
          largestEngineerHtml: file("/equipe/ana-ribeiro-7/index.html", kib),
          engineerPages: 30,
        },
      })
    const busy = { judged: false as const, reason: "not judged: load 1.20" }
    const check = (kib: number) =>
      judgeBench(run(18), grown(kib), [], busy).find((item) =>
        item.figure.startsWith("largest of 30 engineer pages"),
      )
    expect(check(59.9)).toMatchObject({ budget: "≤ 60 KiB", pass: true })
    expect(check(60.1)).toMatchObject({ pass: false })
    expect(check(60.1)!.measured).toContain("/equipe/ana-ribeiro-7/index.html")
  })

  it("holds /acervo/ to 30 KiB of page data and 60 KiB of HTML, and its check to 50 ms on a quiet host only", () => {
    const grown = (recordMs: number, pageDataKiB: number) =>
      run(500, {
        sizes: {
          ...run(500).sizes,
          recordPageData: file("/page-data/acervo/page-data.json", pageDataKiB),
          recordHtml: file("/acervo/index.html", 40),
        },
        recordCheck: { runsMs: [recordMs], medianMs: recordMs, projects: 500 },
      })
    const find = (checks: ReturnType<typeof judgeBench>, start: string) =>
      checks.find((check) => check.figure.startsWith(start))
    const quiet = judgeBench(run(18), grown(61, 31), [])
    expect(find(quiet, "/acervo/ page-data")).toMatchObject({ pass: false })
    expect(find(quiet, "/acervo/ HTML")).toMatchObject({ pass: true })
    expect(find(quiet, "/acervo/ check of 3")).toMatchObject({ budget: "≤ 50 ms", pass: false })
    const busy = judgeBench(run(18), grown(61, 12), [], {
      judged: false,
      reason: "not judged: load 1.20",
    })
    expect(find(busy, "/acervo/ check of 3")).toMatchObject({ pass: null })
    expect(find(busy, "/acervo/ check of 3")!.budget).toContain("not judged")
  })

  it("passes a grown site inside every budget", () => {
    const checks = judgeBench(run(18), run(200, { warmEditSeconds: 22 }), [])
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
        searchData: file("/projetos/busca.json", 21),
        printPageData: file("/page-data/projetos/imprimir/page-data.json", 65),
      },
    })
    const failed = judgeBench(run(18), grown, []).filter((check) => check.pass === false)
    expect(failed.map((check) => check.figure)).toEqual([
      "/projetos/ page-data",
      "largest HTML",
      "search data",
      "printable portfolio page-data",
      "cold build, 200 projects (distinct pictures)",
      "warm rebuild after one edit, 200 vs 18 projects",
    ])
  })

  it("judges a distinct cold build at 500 projects against 6 minutes, and none at another size", () => {
    const cold = (projects: number, coldBuildSeconds: number) =>
      judgeBench(run(18), run(projects, { distinct: true, coldBuildSeconds }), []).find((check) =>
        check.figure.startsWith("cold build"),
      )
    expect(cold(500, 372.3)).toMatchObject({ budget: "≤ 360 s", pass: false })
    expect(cold(500, 359)).toMatchObject({ pass: true })
    expect(cold(300, 900)).toMatchObject({
      budget: "judged only for 200 or 500 projects with --distinct",
      pass: null,
    })
  })

  it("fails a build with a NUL byte in any file, and lists the files", () => {
    const nul = {
      files: 250,
      nulBytes: 3,
      withNul: [
        { file: "/projetos/estado/al/index.html", count: 2, context: "<h3>Irriga␀ção" },
        { file: "/projetos/x/index.html", count: 1, context: 'alt="Esta␀ção' },
      ],
    }
    const grown = run(200, { sizes: { ...run(200).sizes, nul } })
    const checks = judgeBench(run(18), grown, [])
    expect(checks.filter((check) => check.pass === false)).toEqual([
      {
        figure: "NUL bytes in built files",
        measured: "3 in 2 of 250 files",
        budget: "0",
        pass: false,
      },
    ])
    expect(judgeBench(run(18), run(200), []).find((c) => c.figure.startsWith("NUL"))).toEqual({
      figure: "NUL bytes in built files",
      measured: "0 in 0 of 40 files",
      budget: "0",
      pass: true,
    })
    const markdown = renderBenchMarkdown({
      date: "2026-11-25T12:00:00.000Z",
      machine: { nproc: 2, cpuModel: "CPU", memoryGiB: 24, loadAverage: [1, 1, 1], node: "v20" },
      timing: { judged: true },
      demo: run(18),
      grown,
      lighthouse: [],
      checks,
      failed: 1,
    })
    expect(markdown).toContain(
      "| NUL bytes: count, files with one, text files read | 0, 0, 40 | 3, 2, 250 |",
    )
    expect(markdown).toContain(
      "NUL bytes at 200 projects:\n\n```\n/projetos/estado/al/index.html (2): …<h3>Irriga␀ção…\n",
    )
    expect(markdown).not.toContain("NUL bytes at 18 projects")
  })

  it("judges Lighthouse and axe when they ran", () => {
    const figures = (page: string, performance: number, tbtMs: number) => ({
      page,
      runs: 3,
      performance,
      tbtMs,
      lcpMs: 1500,
      tbtRunsMs: [tbtMs, tbtMs, tbtMs],
      benchmarkIndexes: [1200, 1300, 1400],
      discardedBenchmarkIndexes: [],
      timing: { judged: true as const },
      axeViolations: 0,
      axeErrors: [],
    })
    const lighthouse = [figures("/projetos/", 0.94, 284), figures("/projetos/a/", 0.99, 120)]
    const failed = judgeBench(null, run(200), lighthouse).filter((check) => check.pass === false)
    expect(failed.map((check) => `${check.figure}: ${check.measured}`)).toEqual([
      "Lighthouse performance /projetos/ (median of 3): 0.94",
      "Lighthouse TBT /projetos/ (median of 3): 284 ms",
    ])
    const judged = judgeBench(null, run(200), lighthouse).map((check) => check.figure)
    expect(judged).toContain("Lighthouse TBT /projetos/a/ (median of 3)")
    expect(judged).toContain("axe violations /projetos/a/ (all states)")
  })

  it("renders both sizes side by side and every budget's result", () => {
    const demo = run(18)
    const grown = run(200, { warmEditSeconds: 30 })
    const checks = judgeBench(demo, grown, [])
    const report: BenchReport = {
      date: "2026-11-23T12:00:00.000Z",
      machine: { nproc: 2, cpuModel: "CPU", memoryGiB: 24, loadAverage: [1, 1, 1], node: "v20" },
      timing: { judged: true },
      demo,
      grown,
      lighthouse: [],
      checks,
      failed: 1,
    }
    const markdown = renderBenchMarkdown(report)
    expect(markdown).toContain("| figure | 18 projects | 200 projects |")
    expect(markdown).toContain("| /projetos/ page-data, gzip (raw) | 12.0 KiB (96.0 KiB raw) |")
    expect(markdown).toContain("| warm rebuild after editing one project.json | 15.0 s | 30.0 s |")
    expect(markdown).toContain("| 2.00× | ≤ 1.5× | FAIL |")
    expect(markdown).toContain(
      "| what the warm rebuild re-did | 20 queries re-run, 3 page-data written, of 585 pages |",
    )
    expect(markdown).toContain(
      "| pictures written: files, megapixels, by format | avif 54 files 14.2 MP | avif 54 files 14.2 MP |",
    )
    expect(markdown).toContain("1 budget(s) broken.")
  })

  it("shows each Lighthouse run's TBT and the machine's BenchmarkIndex next to the medians", () => {
    const grown = run(200)
    const report: BenchReport = {
      date: "2026-11-24T12:00:00.000Z",
      machine: { nproc: 2, cpuModel: "CPU", memoryGiB: 24, loadAverage: [1, 1, 1], node: "v20" },
      timing: { judged: true },
      demo: null,
      grown,
      lighthouse: [
        {
          page: "/projetos/",
          runs: 3,
          performance: 0.98,
          tbtMs: 143.5,
          lcpMs: 1740,
          tbtRunsMs: [52.2, 143.5, 221],
          benchmarkIndexes: [1197.5, 1562, 1300],
          discardedBenchmarkIndexes: [],
          timing: { judged: true },
          axeViolations: 0,
          axeErrors: [],
        },
      ],
      checks: [],
      failed: 0,
    }
    expect(renderBenchMarkdown(report)).toContain(
      "Lighthouse /projetos/ at 200 projects, median of 3: performance 0.98, TBT 144 ms " +
        "(runs 52, 144, 221; BenchmarkIndex 1198, 1562, 1300), LCP 1740 ms; axe violations 0.",
    )
  })
})

describe("buildWork", () => {
  it("reads what a build re-did from Gatsby's output, a wrapped line included", () => {
    const output = [
      "info Total nodes: 414, SitePage nodes: 36 (use --verbose for breakdown)",
      "\u001b[2K\u001b[1A\u001b[2K\u001b[Gsuccess run queries in workers - 0.390s - 17/17 43.62/s",
      "success Writing page-data.json and slice-data.json files to public directory -",
      "0.006s - 1/1 170.09/s",
      "success Building static HTML for pages - 2.997s - 1/1 0.33/s",
    ].join("\n")
    expect(buildWork(output)).toEqual({ queries: 17, pageData: 1, pages: 36 })
  })

  it("says nothing when the output has no query count", () => {
    expect(buildWork("info Done building in 12 sec")).toBeNull()
  })
})

describe("markdownTable, which draws the audit's and the benchmark's tables", () => {
  it("escapes a | inside a cell, so that the row keeps its columns", () => {
    expect(markdownTable(["figure", "file"], [["largest HTML", "/a|b/index.html"]])).toEqual([
      "| figure | file |",
      "| --- | --- |",
      "| largest HTML | /a\\|b/index.html |",
    ])
  })
})
