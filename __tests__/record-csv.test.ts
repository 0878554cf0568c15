/** @jest-environment node */
import { readdirSync, readFileSync } from "node:fs"
import path from "node:path"
import { parse } from "csv-parse/sync"
import { CSV_COLUMNS } from "../src/lib/record-csv"
import { QUANTITIES } from "../src/lib/project-record"
import { recordCsvPath, type RecordPageContext } from "../src/lib/record-totals"
import { fixtureBuild } from "./helpers/fixture-build"

/**
 * Every /acervo/ page's spreadsheet in the build (public/, the fixture build `npm test` makes),
 * read by a real CSV parser as a Brazilian spreadsheet reads it (";", decimal comma, BOM): its
 * sums per category and quantity are the page's totals, for every filter. Fails without a build.
 */
const PUBLIC = fixtureBuild()

/** Every built /acervo/ page's context, from its page-data.json. */
function recordContexts(): RecordPageContext[] {
  const root = path.join(PUBLIC, "page-data", "acervo")
  return readdirSync(root, { recursive: true, encoding: "utf8" })
    .filter((file) => file.endsWith("page-data.json"))
    .map(
      (file) =>
        JSON.parse(readFileSync(path.join(root, file), "utf8")).result
          .pageContext as RecordPageContext,
    )
}

describe("the /acervo/ spreadsheets in public/", () => {
  const contexts = recordContexts()

  it("exist for every filter's page, linked from it", () => {
    expect(contexts.length).toBeGreaterThan(10)
    for (const context of contexts) {
      const html = readFileSync(path.join(PUBLIC, context.address, "index.html"), "utf8")
      expect(html).toContain(`href="${recordCsvPath(context.address)}"`)
    }
  })

  it.each(recordContexts().map((context) => [context.address, context]))(
    "%s: UTF-8 with BOM, ';', decimal comma; its sums are the page's totals",
    (_, context) => {
      const bytes = readFileSync(path.join(PUBLIC, recordCsvPath(context.address)))
      expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf])
      const rows = parse(bytes, { delimiter: ";", bom: true, columns: true }) as Record<
        string,
        string
      >[]
      expect(Object.keys(rows[0])).toEqual([...CSV_COLUMNS])
      const sums = new Map<string, { total: number; count: number }>()
      for (const row of rows) {
        expect(row.Valor).toMatch(/^\d+(,\d+)?$/)
        expect(row.CATs).toMatch(/^(\d+ \(CREA-[A-Z]{2}\)(, )?)+$|^sem CAT$/)
        if (row.CATs !== "sem CAT") expect(row.Engenheiros).not.toBe("")
        expect(row.Endereço).toMatch(/^https?:\/\/.+\/projetos\/.+\/$/)
        const key = `${row.Categoria}\t${row.Quantidade}`
        const sum = sums.get(key) ?? { total: 0, count: 0 }
        sum.total += Math.round(Number(row.Valor.replace(",", ".")) * 100)
        sum.count += 1
        sums.set(key, sum)
      }
      const expected = new Map(
        context.totals.sections.flatMap((section) =>
          section.rows.map((row) => [
            `${section.category}\t${QUANTITIES.find((spec) => spec.key === row.key)!.label}`,
            { total: Math.round(row.total * 100), count: row.items.length },
          ]),
        ),
      )
      expect(new Map([...sums].sort())).toEqual(new Map([...expected].sort()))
    },
  )
})
