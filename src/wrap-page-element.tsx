import type { GatsbyBrowser } from "gatsby"
import { PageShell } from "./components/layout/page-shell"

/** Every page gets the layout, an error boundary, and project dialogs over listings. */
export const wrapPageElement: GatsbyBrowser["wrapPageElement"] = ({ element, props }) => (
  <PageShell element={element} location={props.location} />
)
