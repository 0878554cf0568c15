import type { GatsbySSR, RenderBodyArgs } from "gatsby"
import { hasServerImage, withoutServerImageSupport } from "./server-image-support"

/** Gatsby passes onRenderBody the page's static body, though its type leaves it out. */
type RenderBodyArgsWithBody = RenderBodyArgs & { bodyHtml?: unknown }

/** Pages whose static body has no server-rendered GatsbyImage, noted for onPreRenderHTML. */
const pagesWithoutServerImages = new Set<string>()

/**
 * Notes each page whose body has no image gatsby-plugin-image rendered on the server. A page
 * whose body is not known keeps the plugin's head as it is.
 */
export const onRenderBody: GatsbySSR["onRenderBody"] = (args) => {
  const { bodyHtml, pathname } = args as RenderBodyArgsWithBody
  if (typeof bodyHtml === "string" && !hasServerImage(bodyHtml)) {
    pagesWithoutServerImages.add(pathname)
  }
}

/** Such a page goes without the plugin's start-up script (see server-image-support.ts). */
export const onPreRenderHTML: GatsbySSR["onPreRenderHTML"] = ({
  pathname,
  getHeadComponents,
  replaceHeadComponents,
}) => {
  if (!pagesWithoutServerImages.delete(pathname)) return
  replaceHeadComponents(withoutServerImageSupport(getHeadComponents()))
}
