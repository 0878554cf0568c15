/** @jest-environment node */
import { mkdir, mkdtemp, rm, writeFile } from "node:fs/promises"
import { tmpdir } from "node:os"
import path from "node:path"
import { gzipSync } from "node:zlib"
import { dataSizes } from "../../scripts/lib/audit/data-sizes"
import { buildChecks } from "../../scripts/lib/audit/checks"
import { readBudgets } from "../../scripts/lib/audit/budgets"
import { PROJECTS } from "../../scripts/lib/audit/pages"
import type { Measurements } from "../../scripts/lib/audit/checks"

let root: string

beforeEach(async () => {
  root = await mkdtemp(path.join(tmpdir(), "audit-data-"))
  await mkdir(path.join(root, "page-data/projetos"), { recursive: true })
  await mkdir(path.join(root, "projetos"), { recursive: true })
  await writeFile(path.join(root, "page-data/projetos/page-data.json"), "{}")
  await writeFile(path.join(root, "page-data/app-data.json"), "{}")
})

afterEach(() => rm(root, { recursive: true, force: true }))

describe("the audit's data sizes", () => {
  it("measure the search file and judge it against its 20 KiB budget", async () => {
    // Incompressible text, so its gzip size passes the budget.
    const noise = Array.from({ length: 40_000 }, (_, i) => ((i * 7919) % 65_521).toString(36))
    const body = JSON.stringify(noise)
    expect(gzipSync(body, { level: 9 }).length).toBeGreaterThan(20 * 1024)
    await writeFile(path.join(root, "projetos/busca.json"), body)

    const data = await dataSizes(root, [PROJECTS])
    const search = data.find((file) => file.file === "/projetos/busca.json")
    expect(search?.gzipBytes).toBe(gzipSync(body, { level: 9 }).length)

    const checks = buildChecks(
      {
        lighthouse: [],
        initialJs: [],
        data,
        images: [],
        dialogShifts: [],
      } as never as Measurements,
      await readBudgets(),
    )
    const check = checks.find((item) => item.figure === "/projetos/busca.json (gzip)")
    expect(check?.budget).toEqual({ limit: 20, kind: "max" })
    expect((check?.value ?? 0) > 20).toBe(true)
  })

  it("stops when the build wrote no search file", async () => {
    await expect(dataSizes(root, [PROJECTS])).rejects.toThrow(/busca\.json/)
  })
})
