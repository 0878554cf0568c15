/**
 * The Netlify `_headers` file: a path line (`/projetos/`, `/static/*`), then indented
 * `Name: value` lines. Netlify applies every rule whose path matches, in file order, and joins the
 * values of a header set by several rules with ", ".
 */

export interface HeaderRule {
  /** Netlify path pattern: `*` is a splat (any characters, `/` included), `:name` one segment. */
  path: string
  headers: Record<string, string>
}

const HEADER_NAME = /^[!#$%&'*+.^_`|~0-9A-Za-z-]+$/

export function formatNetlifyHeaders(rules: HeaderRule[], comment?: string): string {
  const intro = comment ? comment.split("\n").map((line) => `# ${line}`.trimEnd()) : []
  const blocks = rules.map((rule) =>
    [rule.path, ...Object.entries(rule.headers).map(([name, value]) => `  ${name}: ${value}`)].join(
      "\n",
    ),
  )
  return [...intro, ...(intro.length > 0 ? [""] : []), blocks.join("\n\n"), ""].join("\n")
}

/** Throws on a line Netlify would reject, naming its line number. */
export function parseNetlifyHeaders(text: string): HeaderRule[] {
  const rules: HeaderRule[] = []
  text.split(/\r?\n/).forEach((raw, index) => {
    const line = raw.trim()
    if (line === "" || line.startsWith("#")) return
    if (!/^\s/.test(raw)) {
      if (!line.startsWith("/")) {
        throw new Error(`_headers line ${index + 1}: a path must start with "/"`)
      }
      rules.push({ path: line, headers: {} })
      return
    }
    const rule = rules.at(-1)
    if (!rule) throw new Error(`_headers line ${index + 1}: header before any path`)
    const colon = line.indexOf(":")
    const name = line.slice(0, colon).trim()
    if (colon < 1 || !HEADER_NAME.test(name)) {
      throw new Error(`_headers line ${index + 1}: expected "Name: value", got "${line}"`)
    }
    rule.headers = mergeHeaders(rule.headers, { [name]: line.slice(colon + 1).trim() })
  })
  return rules
}

/** The headers Netlify sends for urlPath: every matching rule, in order, duplicates joined. */
export function headersForPath(rules: HeaderRule[], urlPath: string): Record<string, string> {
  return rules
    .filter((rule) => pathPattern(rule.path).test(urlPath))
    .reduce<Record<string, string>>((merged, rule) => mergeHeaders(merged, rule.headers), {})
}

/** Header names compare case-insensitively; the first spelling seen is kept. */
function mergeHeaders(
  base: Record<string, string>,
  extra: Record<string, string>,
): Record<string, string> {
  const merged = { ...base }
  for (const [name, value] of Object.entries(extra)) {
    const existing = Object.keys(merged).find((key) => key.toLowerCase() === name.toLowerCase())
    if (existing) merged[existing] = `${merged[existing]}, ${value}`
    else merged[name] = value
  }
  return merged
}

/** `/projetos/` also matches `/projetos` (Netlify ignores a trailing slash on exact paths). */
function pathPattern(rulePath: string): RegExp {
  const body = rulePath
    .split(/(\*|:[A-Za-z0-9_]+)/)
    .map((part) => {
      if (part === "*") return ".*"
      if (part.startsWith(":")) return "[^/]+"
      return part.replace(/[.+?^${}()|[\]\\]/g, "\\$&")
    })
    .join("")
  const exact = !rulePath.includes("*")
  return new RegExp(`^${exact && body !== "/" ? body.replace(/\/$/, "") + "/?" : body}$`)
}
