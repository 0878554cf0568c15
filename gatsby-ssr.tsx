import type { GatsbySSR } from "gatsby"
import { globalCss } from "./src/styles/global-css"
import { GLOBAL_STYLES_ID } from "./src/styles/style-names"
import { theme } from "./src/styles/theme"
import { placeStylesAfterGlobalCss, renderBodyWithStyles } from "./src/styles/emotion-ssr"
import { DEMO_NOTICE_CLASS, DemoNotice, demoNoticeCss } from "./src/components/layout/demo-notice"
import { DEMO_SITE } from "./src/lib/demo-site"

export { wrapRootElement } from "./src/wrap-root-element"
export { wrapPageElement } from "./src/wrap-page-element"

/** The same for every page: computed once, not for each page rendered. */
const GLOBAL_CSS = globalCss(theme)

/**
 * The page's body, rendered with its components' styles taken out for the <head>
 * (docs/decisions.md: "Emotion's styles in the head").
 */
export const replaceRenderer: GatsbySSR["replaceRenderer"] = async ({
  bodyComponent,
  replaceBodyHTMLString,
  setHeadComponents,
}) => {
  const { html, styles } = await renderBodyWithStyles(bodyComponent)
  replaceBodyHTMLString(html)
  setHeadComponents(styles)
}

/** The language, the global styles, and on a demo site its notice (src/lib/demo-site.ts). */
export const onRenderBody: GatsbySSR["onRenderBody"] = ({
  setHtmlAttributes,
  setHeadComponents,
  setPreBodyComponents,
}) => {
  setHtmlAttributes({ lang: "pt-BR" })
  setHeadComponents([
    <style
      key={GLOBAL_STYLES_ID}
      id={GLOBAL_STYLES_ID}
      dangerouslySetInnerHTML={{ __html: GLOBAL_CSS }}
    />,
  ])
  if (!DEMO_SITE) return
  setHeadComponents([
    <style
      key={DEMO_NOTICE_CLASS}
      id={DEMO_NOTICE_CLASS}
      dangerouslySetInnerHTML={{ __html: demoNoticeCss(theme) }}
    />,
  ])
  setPreBodyComponents([<DemoNotice key={DEMO_NOTICE_CLASS} />])
}

/** The components' styles after the global ones, where the cascade had them before. */
export const onPreRenderHTML: GatsbySSR["onPreRenderHTML"] = ({
  getHeadComponents,
  replaceHeadComponents,
}) => {
  replaceHeadComponents(placeStylesAfterGlobalCss(getHeadComponents()))
}
