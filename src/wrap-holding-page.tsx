import type { GatsbyBrowser } from "gatsby"

/**
 * wrapPageElement of a build that publishes only the holding page: the page alone, without the
 * layout, whose header and footer read the content's facts. plugins/demo-guard puts it in place of
 * wrap-page-element.tsx for such a build, so none of the layout's queries is in the bundle.
 */
export const wrapPageElement: GatsbyBrowser["wrapPageElement"] = ({ element }) => element
