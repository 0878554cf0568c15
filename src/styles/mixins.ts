import { css } from "@emotion/react"

/** A list without bullets or indents, for menus, tags and card lists. */
export const plainList = css`
  list-style: none;
  margin: 0;
  padding: 0;
`
