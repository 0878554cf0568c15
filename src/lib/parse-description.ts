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
