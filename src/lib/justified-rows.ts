/**
 * The arithmetic of the project page's justified rows (docs/pages.md, "Project pages"), laid out
 * by CSS alone (flex-basis and flex-grow by aspect ratio), for what CSS cannot give the browser:
 * each tile's width ahead of layout, for its `sizes`.
 */

/** The gallery's geometry, in CSS px: the tiles' gap, and the row height aimed at (≥ 600 px). */
export const GALLERY = {
  gap: 16,
  rowHeight: 240,
  /** The page's content width: 100vw less its padding, at most 896 px (Inner, 960 px wide). */
  maxWidth: 896,
  /** The padding of each side, on phones (< 600 px) and from 600 px on. */
  phonePadding: 16,
  padding: 32,
  /** Below this width every tile takes the whole row. */
  rowsFrom: 600,
} as const

/**
 * Each tile's width in a container `width` px wide: tiles fill a row while their bases
 * (ratio × rowHeight; the first, the cover, takes a row of its own) fit, then grow in proportion
 * to their ratios to fill it. The last row does not grow: a filler with a large flex-grow takes
 * its free space, as long as it fits on that row.
 */
export function justifiedWidths(
  ratios: readonly number[],
  width: number,
  { gap, rowHeight }: { gap: number; rowHeight: number } = GALLERY,
): number[] {
  const bases = ratios.map((ratio, index) => (index === 0 ? width : ratio * rowHeight))
  const widths: number[] = []
  let start = 0
  while (start < ratios.length) {
    let end = start + 1
    let used = bases[start]
    while (end < ratios.length && used + gap + bases[end] <= width) used += gap + bases[end++]
    // The filler (basis 0) shares the last row when a gap still fits, and then takes its space.
    const filled = end === ratios.length && used + gap <= width
    const free = Math.max(width - used, 0)
    const grow = ratios.slice(start, end).reduce((sum, ratio) => sum + ratio, 0)
    for (let index = start; index < end; index++) {
      const share = filled || index === 0 ? 0 : (free * ratios[index]) / grow
      widths.push(Math.min(bases[index] + share, width))
    }
    start = end
  }
  return widths
}

/** The `sizes` of each tile: its width at the widest layout, a share of the screen below it. */
export function gallerySizes(ratios: readonly number[]): string[] {
  const { maxWidth, padding, phonePadding, rowsFrom } = GALLERY
  const widest = maxWidth + 2 * padding
  return justifiedWidths(ratios, maxWidth).map((tile) => {
    const share = (tile / maxWidth).toFixed(3)
    return (
      `(min-width: ${widest}px) ${Math.ceil(tile)}px, ` +
      `(min-width: ${rowsFrom}px) calc(${share} * (100vw - ${2 * padding}px)), ` +
      `calc(100vw - ${2 * phonePadding}px)`
    )
  })
}
