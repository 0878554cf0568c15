import type { GatsbySSR } from "gatsby"
import { globalCss } from "./src/styles/global-css"
import { GLOBAL_STYLES_ID } from "./src/styles/style-names"
import { theme } from "./src/styles/theme"

export { wrapRootElement } from "./src/wrap-root-element"
export { wrapPageElement } from "./src/wrap-page-element"

/** The same for every page: computed once, not for each page rendered. */
const GLOBAL_CSS = globalCss(theme)

export const onRenderBody: GatsbySSR["onRenderBody"] = ({
  setHtmlAttributes,
  setHeadComponents,
}) => {
  setHtmlAttributes({ lang: "pt-BR" })
  setHeadComponents([
    <style
      key={GLOBAL_STYLES_ID}
      id={GLOBAL_STYLES_ID}
      dangerouslySetInnerHTML={{ __html: GLOBAL_CSS }}
    />,
  ])
}
