/** @jest-environment node */
import type { SavedLhr } from "../../scripts/lib/audit/lhci"
import { measureLighthouse } from "../../scripts/lib/audit/lighthouse-pages"
import { HOME } from "../../scripts/lib/audit/pages"
import { runLighthouse } from "../../scripts/lib/audit/lighthouse-runner"
import { fakeLhr } from "./audit-fake-lhr"

const saved: SavedLhr[] = []
jest.mock("../../scripts/lib/audit/lighthouse-runner", () => ({ runLighthouse: jest.fn() }))
jest.mock("../../scripts/lib/audit/lhci", () => ({
  clearSavedLhrs: jest.fn(async () => undefined),
  saveLhr: jest.fn(async (lhr: SavedLhr) => {
    saved.push(lhr)
    return lhr
  }),
}))

const run = runLighthouse as jest.MockedFunction<typeof runLighthouse>

/** Lighthouse answers with these BenchmarkIndexes, one per run, in order. */
function machineSpeeds(indexes: number[]) {
  for (const benchmarkIndex of indexes) {
    run.mockResolvedValueOnce({
      ...fakeLhr(),
      environment: { benchmarkIndex },
      requestedUrl: "http://127.0.0.1:1/",
      finalUrl: "http://127.0.0.1:1/",
    })
  }
}

beforeEach(() => {
  run.mockReset()
  saved.length = 0
})

describe("the audit's Lighthouse runs under the timing rule", () => {
  it("repeats a run under BenchmarkIndex 1,500 and gives lhci only the valid ones", async () => {
    machineSpeeds([2000, 1200, 2100, 2200, 1400, 2300, 2250])
    const [page] = await measureLighthouse("http://127.0.0.1:1", [HOME], 5, () => undefined, {
      enforceTimingRule: true,
    })
    expect(run).toHaveBeenCalledTimes(7)
    expect(saved.map((lhr) => lhr.environment.benchmarkIndex)).toEqual([
      2000, 2100, 2200, 2300, 2250,
    ])
    expect(page.runs.map((one) => one.benchmarkIndex)).toEqual([2000, 2100, 2200, 2300, 2250])
    expect(page.discardedBenchmarkIndexes).toEqual([1200, 1400])
    expect(page.timing).toEqual({ judged: true })
  })

  it("with too few valid runs, marks the page's timing not judged but keeps every run for the other scores", async () => {
    machineSpeeds([1100, 1200, 1300, 1600, 1000, 1250])
    const [page] = await measureLighthouse("http://127.0.0.1:1", [HOME], 3, () => undefined, {
      enforceTimingRule: true,
    })
    expect(run).toHaveBeenCalledTimes(6)
    expect(page.timing).toMatchObject({
      judged: false,
      reason: expect.stringMatching(/^not judged: 1 valid/),
    })
    expect(saved).toHaveLength(6)
  })

  it("keeps every run, as before the rule, when it is not enforced (busy host, --ci)", async () => {
    machineSpeeds([900, 1000, 1100])
    const [page] = await measureLighthouse("http://127.0.0.1:1", [HOME], 3, () => undefined)
    expect(run).toHaveBeenCalledTimes(3)
    expect(saved).toHaveLength(3)
    expect(page.timing).toEqual({ judged: true })
  })
})
