/**
 * The engineers' pages (/equipe/<id>/): each team member's CATs and what they certify, summed as
 * /acervo/ sums the firm's projects (src/lib/engineer-record.ts), with the page's spreadsheet.
 */
import {
  catRows,
  engineerCats,
  engineerCsvPath,
  type EngineerPageContext,
} from "../../src/lib/engineer-record"
import { memberPath } from "../../src/lib/navigation"
import { recordCsv } from "../../src/lib/record-csv"
import { recordTotals, type RecordProject } from "../../src/lib/record-totals"
import type { RecordPage } from "./record-pages"

export interface EngineerPage extends Omit<RecordPage, "context"> {
  context: EngineerPageContext
}

/** One page per member, a member without a CAT included (the page says so). */
export function engineerPages(
  projects: readonly RecordProject[],
  memberIds: readonly string[],
  siteUrl: string,
  categories: readonly string[],
): EngineerPage[] {
  return memberIds.map((memberId) => {
    const cats = engineerCats(projects, memberId)
    return {
      path: memberPath(memberId),
      csv: {
        path: engineerCsvPath(memberId),
        text: recordCsv(cats, categories, { kind: "all" }, siteUrl),
      },
      context: { memberId, cats: catRows(cats), totals: recordTotals(cats, categories) },
    }
  })
}
