/** A project description as blocks: paragraphs (keeping their line breaks) and bullet lists. */
export type DescriptionBlock =
  { kind: "paragraph"; lines: string[] } | { kind: "list"; items: string[] }

const BULLET = /^\s*[-–•]\s+/

/**
 * Lines starting with a dash become list items; other lines are text, consecutive lines
 * forming one paragraph with their line breaks kept; a blank line ends a paragraph or list.
 */
export function parseDescription(text: string): DescriptionBlock[] {
  const blocks: DescriptionBlock[] = []
  let current: DescriptionBlock | null = null
  for (const rawLine of text.replace(/\r\n?/g, "\n").split("\n")) {
    const line = rawLine.trim()
    if (!line) {
      current = null
    } else if (BULLET.test(line)) {
      const item = line.replace(BULLET, "")
      if (current?.kind === "list") current.items.push(item)
      else blocks.push((current = { kind: "list", items: [item] }))
    } else if (current?.kind === "paragraph") {
      current.lines.push(line)
    } else {
      blocks.push((current = { kind: "paragraph", lines: [line] }))
    }
  }
  return blocks
}

/**
 * The description's first sentence, for search results and link previews: the first paragraph
 * (or list item) up to its first full stop, kept within `limit` characters with "…".
 */
export function summarySentence(text: string, limit = 160): string {
  const first = parseDescription(text)[0]
  const block = !first ? "" : first.kind === "list" ? first.items[0] : first.lines.join(" ")
  const sentence = /^.*?[.!?](?=\s|$)/.exec(block)?.[0] ?? block
  if (sentence.length <= limit) return sentence
  const cut = sentence.slice(0, limit - 1)
  return `${cut.slice(0, Math.max(cut.lastIndexOf(" "), limit / 2)).trimEnd()}…`
}
