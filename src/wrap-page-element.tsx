import type { GatsbyBrowser } from "gatsby"
import { PageShell } from "./components/layout/page-shell"
import { GlobalStyles } from "./styles/global-styles"

/**
 * Every page gets the global styles, the layout, an error boundary, and project dialogs over
 * listings.
 */
export const wrapPageElement: GatsbyBrowser["wrapPageElement"] = ({ element, props }) => (
  <>
    <GlobalStyles />
    <PageShell element={element} location={props.location} />
  </>
)
