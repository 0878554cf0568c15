import { LIGHTHOUSE_CATEGORIES } from "./budgets"
import type { LhrLike, LighthouseProblem } from "./lighthouse-figures"

/** Failing scored audits of the non-performance categories, with the elements to fix. */
export function problemsOf(lhr: LhrLike, exempt: readonly string[]): LighthouseProblem[] {
  const problems: LighthouseProblem[] = []
  for (const category of LIGHTHOUSE_CATEGORIES) {
    if (category === "performance") continue // judged by its metrics
    for (const ref of lhr.categories[category]?.auditRefs ?? []) {
      const audit = lhr.audits[ref.id]
      if (ref.weight === 0 || exempt.includes(ref.id) || !audit) continue
      if (audit.score === null || audit.score >= 1) continue
      const items = itemsOf(audit.details).slice(0, 5)
      problems.push({ category, id: ref.id, title: audit.title, score: audit.score, items })
    }
  }
  return problems
}

/** A short text per item of an audit's details table: the element, URL or message. */
function itemsOf(details: unknown): string[] {
  const items = (details as { items?: unknown[] } | undefined)?.items ?? []
  return items.map((item) => {
    const record = item as Record<string, unknown>
    const node = record.node as { selector?: string; snippet?: string } | undefined
    if (node?.selector) return `${node.selector} ${node.snippet ?? ""}`.trim()
    const source = record.source as { type?: string; selector?: string } | undefined
    if (source?.type === "node" && source.selector) return source.selector
    const location = (record.sourceLocation as { url?: string } | undefined)?.url
    const text = record.url ?? record.description ?? record.source
    const described = typeof text === "string" ? text : JSON.stringify(item).slice(0, 200)
    return location ? `${described} (${location})` : described
  })
}

export function longTasksOf(details: unknown): string[] {
  const items = (details as { items?: { url?: string; duration?: number }[] } | undefined)?.items
  return (items ?? []).slice(0, 3).map(({ url = "?", duration = 0 }) => {
    const where = URL.canParse(url) ? new URL(url).pathname : url
    return `${where} ${Math.round(duration)} ms`
  })
}

export function firstSelector(details: unknown): string | null {
  if (!details || typeof details !== "object") return null
  const node = (details as { node?: { type?: string; selector?: string } }).node
  if (node?.type === "node" && node.selector) return node.selector
  for (const value of Object.values(details)) {
    const nested = Array.isArray(value) ? value : [value]
    for (const entry of nested) {
      const found = firstSelector(entry)
      if (found) return found
    }
  }
  return null
}
