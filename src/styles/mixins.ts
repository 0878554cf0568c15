import { css, type Theme } from "@emotion/react"

/** A list without bullets or indents, for menus, tags and card lists. */
export const plainList = css`
  list-style: none;
  margin: 0;
  padding: 0;
`

/** A text field or select of the portfolio's controls: tall enough to tap, in the page's font. */
export const formControl = (theme: Theme) => css`
  min-height: 48px;
  padding: 0 ${theme.space.md};
  border: 1px solid ${theme.colors.textMuted};
  border-radius: ${theme.radii.sm};
  background: ${theme.colors.surface};
  color: ${theme.colors.text};
  font: inherit;
`

/** The portfolio's filled action button: a pill in the primary colour, tall enough to tap. */
export const pillButton = (theme: Theme) => css`
  min-height: 44px;
  padding: 0 ${theme.space.lg};
  border: 0;
  border-radius: ${theme.radii.pill};
  background: ${theme.colors.primary};
  color: ${theme.colors.white};
  font-weight: 700;
  cursor: pointer;
`

/** A round 44 px box with its icon centred: the contact cards' badges, the footer's social links. */
export const iconCircle = (theme: Theme) => css`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 44px;
  height: 44px;
  border-radius: ${theme.radii.pill};
`

/**
 * Hidden while the page is still arriving and nothing follows the element yet. A browser may
 * draw a page half-parsed; a centred or right-aligned row drawn in part would move as the rest
 * came in (a layout shift), and a hidden element's move is not one. Only for an element that
 * something always follows. `parts` hides the element's parts instead, keeping its background.
 */
export const drawnWhole = (parts = "") => css`
  @supports selector(:has(+ *)) {
    &:not(:has(+ *)) ${parts} {
      visibility: hidden;
    }
  }
`

/**
 * Columns at least `min` wide, as many as fit and as `count` items need, sharing the width: what
 * `repeat(auto-fit, minmax(min, 1fr))` draws for `count` items, with the columns set by the
 * count instead of by the items drawn so far. A grid drawn in part (a page still arriving) keeps
 * its columns, so its first items do not narrow as the others come in. Sets the column gap too,
 * which the columns' width depends on.
 */
export const fittedColumns = (count: number, min: string, gap: string) => css`
  column-gap: ${gap};
  grid-template-columns: repeat(
    auto-fill,
    minmax(max(${min}, calc((100% - ${count - 1} * ${gap}) / ${count} - 1px)), 1fr)
  );
`
