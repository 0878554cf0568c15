/** @jest-environment node */
import { mkdtemp, readFile, rm, writeFile } from "node:fs/promises"
import { tmpdir } from "node:os"
import path from "node:path"
import { SCREENS } from "../../scripts/lib/audit/browser"
import { readBudgets, type AuditBudgets } from "../../scripts/lib/audit/budgets"
import { buildChecks } from "../../scripts/lib/audit/checks"
import { summarize } from "../../scripts/lib/audit/first-view-images"
import { judge } from "../../scripts/lib/audit/judge"
import type { Measurements } from "../../scripts/lib/audit/checks"

const images = [
  { path: "/logo-text.png", bytes: 11_264 },
  { path: "/static/a/capa-main.avif", bytes: 20_480 },
  { path: "/static/b/capa-main.avif", bytes: 30_720 },
]

const measured = (views: Measurements["images"]): Measurements => ({
  lighthouse: [],
  lighthouseAssertions: [],
  initialJs: [],
  data: [],
  images: views,
  dialogShifts: [],
  buildTimes: null,
})

describe("first view of /projetos/", () => {
  it("adds up every image's bytes", () => {
    expect(summarize("390×844", images)).toMatchObject({ screen: "390×844", imageBytes: 62_464 })
  })

  it("is judged in KiB against the budget of its screen, not against the source pictures", async () => {
    const budgets = await readBudgets()
    const tight: AuditBudgets = {
      ...budgets,
      firstViewImagesMaxKiB: { "390×844": 60, "1280×800": 60 },
    }
    const checks = buildChecks(
      measured([summarize("390×844", images), summarize("1280×800", images.slice(1))]),
      tight,
    ).filter((check) => check.section === "Images")
    expect(checks.map((check) => [check.figure, check.value, check.unit])).toEqual([
      ["first view of /projetos/ at 390×844", 61, "KiB"],
      ["first view of /projetos/ at 1280×800", 50, "KiB"],
    ])
    // Bytes do not depend on the machine: a missed budget fails even with --ci.
    expect(checks.map((check) => judge(check, { ci: true }).status)).toEqual(["fail", "pass"])
  })
})

describe("the first-view image budget in audit-budgets.json", () => {
  it("has a limit for every screen the audit measures", async () => {
    const { firstViewImagesMaxKiB } = await readBudgets()
    for (const screen of SCREENS) expect(firstViewImagesMaxKiB[screen.name]).toBeGreaterThan(0)
  })

  it("is required: a budgets file with only the old ratio is refused", async () => {
    const dir = await mkdtemp(path.join(tmpdir(), "audit-budgets-"))
    try {
      const budgets = JSON.parse(await readFile("audit-budgets.json", "utf8")) as Record<
        string,
        unknown
      >
      delete budgets.firstViewImagesMaxKiB
      const file = path.join(dir, "audit-budgets.json")
      await writeFile(file, JSON.stringify({ ...budgets, firstViewImagesMaxRatio: 0.1 }))
      await expect(readBudgets(file)).rejects.toThrow(/no firstViewImagesMaxKiB/)
    } finally {
      await rm(dir, { recursive: true, force: true })
    }
  })
})
