/** @jest-environment node */
import { mkdtempSync, rmSync, writeFileSync } from "node:fs"
import { tmpdir } from "node:os"
import path from "node:path"
import { summarize, summaryLines } from "../../scripts/test-summary"

let reports: string
beforeEach(() => {
  reports = mkdtempSync(path.join(tmpdir(), "test-summary-"))
})
afterEach(() => rmSync(reports, { recursive: true, force: true }))

const write = (file: string, value: unknown) =>
  writeFileSync(path.join(reports, file), JSON.stringify(value))

const playwright = (expected: number, unexpected: number, flaky: number) => ({
  stats: { expected, unexpected, flaky, skipped: 0 },
})

describe("test-summary", () => {
  it("prints one plain line per report and the total", () => {
    write("jest.json", { numPassedTests: 900, numFailedTests: 0 })
    write("e2e.json", playwright(60, 0, 0))
    write("audit.json", { summary: { passed: 33, failed: 0 } })
    expect(summaryLines(summarize(reports))).toEqual({
      lines: [
        "jest: 900 passed, 0 failed",
        "e2e: 60 passed, 0 failed",
        "audit: 33 passed, 0 failed",
        "total: 993 passed, 0 failed",
      ],
      ok: true,
    })
  })

  it("counts a test that passed only on a retry as failed, and the run fails", () => {
    write("jest.json", { numPassedTests: 900, numFailedTests: 0 })
    write("e2e.json", playwright(59, 0, 1))
    expect(summaryLines(summarize(reports))).toEqual({
      lines: [
        "jest: 900 passed, 0 failed",
        "e2e: 59 passed, 1 failed",
        "total: 959 passed, 1 failed",
      ],
      ok: false,
    })
  })

  it("fails on a failed test, and when no report says anything passed", () => {
    write("e2e.json", playwright(59, 1, 0))
    expect(summaryLines(summarize(reports)).ok).toBe(false)
    expect(summaryLines(summarize(path.join(reports, "none")))).toEqual({
      lines: ["total: 0 passed, 0 failed"],
      ok: false,
    })
  })
})
