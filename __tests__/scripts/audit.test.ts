/** @jest-environment node */
import { mkdir, mkdtemp, rm, writeFile } from "node:fs/promises"
import { tmpdir } from "node:os"
import { dirname, join } from "node:path"
import zlib from "node:zlib"
import { parseAuditArgs } from "../../scripts/lib/audit/args"
import { initialJs, scriptSources } from "../../scripts/lib/audit/initial-js"
import { finalLine, judge, summarize, type Check } from "../../scripts/lib/audit/judge"
import { notFoundAllowance } from "../../scripts/lib/audit/lighthouse-allowance"
import {
  categoryScore,
  figuresFromLhr,
  type LhrLike,
  type LighthouseRun,
} from "../../scripts/lib/audit/lighthouse-figures"
import { summarizeRuns } from "../../scripts/lib/audit/lighthouse-summary"
import { renderMarkdown } from "../../scripts/lib/audit/markdown"
import { median } from "../../scripts/lib/audit/median"
import { HOME, NOT_FOUND } from "../../scripts/lib/audit/pages"
import type { AuditReport } from "../../scripts/lib/audit/report"

const tbt = (value: number | null): Check => ({
  section: "Lighthouse",
  figure: "TBT, /",
  value,
  unit: "ms",
  budget: { limit: 150, kind: "max" },
  timing: true,
})

const bytes = (value: number): Check => ({
  section: "JavaScript",
  figure: "initial JS (gzip), /",
  value,
  unit: "KiB",
  budget: { limit: 110, kind: "max" },
  timing: false,
})

describe("budget evaluation", () => {
  it("passes within a maximum or a minimum, limit included", () => {
    expect(judge(bytes(110), { ci: false }).status).toBe("pass")
    const score: Check = { ...bytes(1), unit: "score", budget: { limit: 1, kind: "min" } }
    expect(judge(score, { ci: false }).status).toBe("pass")
    expect(judge({ ...score, value: 0.96 }, { ci: false }).status).toBe("fail")
  })

  it("fails a missed timing budget in a full run, and only warns with --ci", () => {
    expect(judge(tbt(400), { ci: false }).status).toBe("fail")
    expect(judge(tbt(400), { ci: true }).status).toBe("warn")
  })

  it("still fails a deterministic budget with --ci", () => {
    expect(judge(bytes(110.1), { ci: true }).status).toBe("fail")
  })

  it("fails a figure that could not be measured, and reports figures without a budget", () => {
    expect(judge(bytes(Number.NaN), { ci: false }).status).toBe("fail")
    expect(judge({ ...bytes(1), value: null }, { ci: true }).status).toBe("fail")
    expect(judge(tbt(null), { ci: true }).status).toBe("warn")
    expect(judge({ ...bytes(500), budget: undefined }, { ci: false }).status).toBe("info")
  })

  it("counts passes and failures for the final line; warnings are neither", () => {
    const checks = [bytes(90), bytes(120), tbt(400), tbt(100)].map((check) =>
      judge(check, { ci: true }),
    )
    const summary = summarize(checks)
    expect(summary).toMatchObject({ passed: 2, failed: 1, warned: 1 })
    expect(finalLine(summary)).toBe("audit: 2 passed, 1 failed")
  })
})

describe("median", () => {
  it("takes the middle value, or the mean of the two middle ones", () => {
    expect(median([900, 300, 500])).toBe(500)
    expect(median([4, 1, 3, 2])).toBe(2.5)
    expect(median([])).toBeNull()
  })
})

describe("parseAuditArgs", () => {
  it("reads --ci, --runs and --root, with defaults", () => {
    expect(parseAuditArgs([])).toEqual({ ci: false, runs: 3, root: "public" })
    expect(parseAuditArgs(["--ci", "--runs=5", "--root", "/tmp/site"])).toEqual({
      ci: true,
      runs: 5,
      root: "/tmp/site",
    })
    expect(() => parseAuditArgs(["--runs", "0"])).toThrow(/--runs/)
    expect(() => parseAuditArgs(["--fast"])).toThrow(/Unknown option/)
  })
})

describe("initial JS", () => {
  let root: string
  const body = (name: string, repeat: number) => `/* ${name} */ ${"var x=1;".repeat(repeat)}`
  const FILES: Record<string, string> = {
    "index.html":
      '<html><head><script type="module">window.a=1</script>' +
      '<script type="application/ld+json">{}</script></head><body>' +
      '<script src="/webpack-runtime-aa11.js" async></script>' +
      '<script src="/framework-bb22.js" async></script>' +
      "<script src='/app-cc33.js' async></script>" +
      '<script src="//cdn.example.com/x.js"></script></body></html>',
    "chunk-map.json": JSON.stringify({
      app: ["/app-cc33.js"],
      "component---src-pages-index-tsx": ["/component---src-pages-index-tsx-dd44.js", "/x.css"],
      "component---src-pages-projetos-tsx": ["/component---src-pages-projetos-tsx-ee55.js"],
    }),
    "page-data/index/page-data.json": JSON.stringify({
      componentChunkName: "component---src-pages-index-tsx",
      path: "/",
    }),
    "webpack-runtime-aa11.js": body("runtime", 10),
    "framework-bb22.js": body("framework", 400),
    "app-cc33.js": body("app", 200),
    "component---src-pages-index-tsx-dd44.js": body("index", 50),
    "component---src-pages-projetos-tsx-ee55.js": body("projetos", 5000),
  }

  beforeAll(async () => {
    root = await mkdtemp(join(tmpdir(), "audit-initial-js-"))
    for (const [file, text] of Object.entries(FILES)) {
      await mkdir(dirname(join(root, file)), { recursive: true })
      await writeFile(join(root, file), text)
    }
  })

  afterAll(() => rm(root, { recursive: true, force: true }))

  it("reads only same-origin <script src> of the HTML", () => {
    expect(scriptSources(FILES["index.html"])).toEqual([
      "/webpack-runtime-aa11.js",
      "/framework-bb22.js",
      "/app-cc33.js",
    ])
  })

  it("adds the page component's chunk from chunk-map.json and sums their gzip sizes", async () => {
    const js = await initialJs(root, HOME)
    const files = [
      "/webpack-runtime-aa11.js",
      "/framework-bb22.js",
      "/app-cc33.js",
      "/component---src-pages-index-tsx-dd44.js",
    ]
    expect(js.files.map((file) => file.file)).toEqual(files)
    const gzipOf = (file: string) => zlib.gzipSync(FILES[file.slice(1)], { level: 9 }).length
    expect(js.files[1]).toEqual({
      file: "/framework-bb22.js",
      bytes: FILES["framework-bb22.js"].length,
      gzipBytes: gzipOf("/framework-bb22.js"),
    })
    expect(js.gzipBytes).toBe(files.reduce((total, file) => total + gzipOf(file), 0))
  })

  it("names the chunk missing from chunk-map.json", async () => {
    await writeFile(join(root, "404.html"), "<html></html>")
    await mkdir(join(root, "page-data/404.html"), { recursive: true })
    const pageData = { componentChunkName: "component---src-pages-404-tsx", path: "/404.html" }
    await writeFile(join(root, "page-data/404.html/page-data.json"), JSON.stringify(pageData))
    await expect(initialJs(root, NOT_FOUND)).rejects.toThrow(
      "chunk-map.json has no entry for component---src-pages-404-tsx",
    )
  })
})

/** A Lighthouse result reduced to what the audit reads. */
function fakeLhr(overrides: Partial<LhrLike["audits"]> = {}): LhrLike {
  const audit = (score: number | null, numericValue?: number) => ({
    title: "t",
    score,
    numericValue,
  })
  return {
    lighthouseVersion: "12.8.2",
    environment: { benchmarkIndex: 1500 },
    runWarnings: [],
    categories: {
      performance: { score: 0.9, auditRefs: [{ id: "total-blocking-time", weight: 30 }] },
      accessibility: { score: 1, auditRefs: [{ id: "color-contrast", weight: 7 }] },
      "best-practices": { score: 0, auditRefs: [{ id: "errors-in-console", weight: 1 }] },
      seo: {
        score: 0.5,
        auditRefs: [
          { id: "http-status-code", weight: 1 },
          { id: "document-title", weight: 1 },
          { id: "manual-audit", weight: 0 },
        ],
      },
    },
    audits: {
      "total-blocking-time": audit(0.9, 300),
      "largest-contentful-paint": audit(1, 1200),
      "cumulative-layout-shift": audit(1, 0),
      "color-contrast": audit(1),
      "errors-in-console": {
        title: "Browser errors were logged to the console",
        score: 0,
        details: {
          items: [
            {
              source: "network",
              description: "Failed to load resource: 404",
              sourceLocation: { url: "http://127.0.0.1:1/pagina-que-nao-existe/" },
            },
          ],
        },
      },
      "http-status-code": audit(0),
      "document-title": audit(1),
      "manual-audit": audit(null),
      ...overrides,
    },
  }
}

describe("Lighthouse figures", () => {
  it("recomputes a category score without the exempt audits", () => {
    expect(categoryScore(fakeLhr(), "seo")).toBe(0.5)
    expect(categoryScore(fakeLhr(), "seo", ["http-status-code"])).toBe(1)
  })

  it("lets a 404 page answer 404 and log it, but not log anything else", () => {
    const allowance = notFoundAllowance(NOT_FOUND.path)
    expect(figuresFromLhr(fakeLhr()).scores).toMatchObject({ "best-practices": 0, seo: 0.5 })
    const figures = figuresFromLhr(fakeLhr(), allowance)
    expect(figures.scores).toMatchObject({ "best-practices": 1, seo: 1 })
    expect(figures.problems).toEqual([])

    const logged = fakeLhr()
    const consoleAudit = logged.audits["errors-in-console"].details as { items: object[] }
    consoleAudit.items.push({ source: "console.error", description: "404 Not Found: the visitor…" })
    const withLog = figuresFromLhr(logged, allowance)
    expect(withLog.scores["best-practices"]).toBe(0)
    expect(withLog.problems).toEqual([
      expect.objectContaining({ id: "errors-in-console", items: ["404 Not Found: the visitor…"] }),
    ])
  })

  it("takes the median of timing figures and the worst of the other scores", () => {
    const run = (performance: number, tbtMs: number, accessibility: number): LighthouseRun => ({
      ...figuresFromLhr(fakeLhr()),
      scores: { performance, accessibility, "best-practices": 1, seo: 1 },
      metrics: { lcpMs: 1000, tbtMs, cls: 0, fcpMs: 800, speedIndexMs: 900 },
    })
    const summary = summarizeRuns([run(0.99, 100, 1), run(0.7, 900, 1), run(0.95, 200, 0.96)])
    expect(summary.scores).toMatchObject({ performance: 0.95, accessibility: 0.96 })
    expect(summary.metrics.tbtMs).toBe(200)
  })
})

describe("markdown report", () => {
  it("shows a failing budget in its section and in the list of budgets missed", () => {
    const checks = [judge(bytes(131.5), { ci: false }), judge(tbt(90), { ci: false })]
    const report: AuditReport = {
      date: "2026-01-02T03:04:05.000Z",
      mode: "full",
      durationSeconds: 200,
      lighthouseRuns: 3,
      chromium: "156.0.1.2",
      lighthouseVersion: "12.8.2",
      machine: {
        nproc: 2,
        cpuModel: "AMD EPYC",
        memoryGiB: 8,
        loadAverage: [3.5, 1, 1],
        node: "v20",
      },
      loadAverageEnd: [1, 2, 1],
      summary: summarize(checks),
      checks,
      measurements: {
        lighthouse: [],
        axe: [],
        initialJs: [],
        data: [],
        images: [],
        dialogShifts: [],
        buildTimes: null,
      },
    }
    const markdown = renderMarkdown(report)
    expect(markdown).toContain("| initial JS (gzip), / | 131.5 KiB | ≤ 110.0 KiB | **FAIL** |")
    expect(markdown).toContain("| TBT, / | 90 ms | ≤ 150 ms | pass |")
    expect(markdown).toContain("**1 passed, 1 failed, 0 warnings**")
    expect(markdown).toMatch(
      /## Budgets missed\n\n- fail: JavaScript: initial JS \(gzip\), \/ = 131\.5 KiB, budget ≤ 110\.0 KiB/,
    )
    expect(markdown).toContain("Chromium 156.0.1.2")
    expect(markdown).toContain("2 × AMD EPYC")
    expect(markdown).toContain("load 3.5 on 2 CPUs when the audit started")
  })
})
